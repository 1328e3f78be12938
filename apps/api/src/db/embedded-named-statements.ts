import {
  parse,
  protocol,
  type messages,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { relayNotifications } from './embedded-notifications';
import { readResults } from './embedded-results';
import { mayBeNamed, StatementNames } from './named-statements';

const { serialize } = protocol;

type BackendMessage = messages.BackendMessage;

/** SQLSTATE of "prepared statement does not exist": a name dropped by `DEALLOCATE ALL`. */
const UNKNOWN_STATEMENT = '26000';

interface Statement {
  name: string;
  paramTypes: number[];
}

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

const joined = (parts: Uint8Array[]) => {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
};

/**
 * Makes the embedded database run the statement texts it is given repeatedly as named statements,
 * as `namingClient` does on a server. PGlite's `query` sends every statement unnamed, in five
 * exchanges (parse, describe, bind, describe, execute), so the embedded PostgreSQL parses and
 * plans it on every call: 0.6 ms for a list's statement that, named, is bound and executed in one
 * exchange in 0.12 ms. Their answers are read from their bytes (`readResults`), their
 * notifications told to the instance's listeners (`relayNotifications`). Replaces `query`,
 * `transaction`, `listen` and `unlisten` on the instance; texts that may hold several commands
 * (`mayBeNamed`) and statements that read or write a blob keep PGlite's own path.
 */
export function nameRepeatedStatements(pglite: PGlite, names = new StatementNames()) {
  const statements = new Map<string, Statement>();
  const plainQuery: Query = pglite.query.bind(pglite);
  const plainTransaction = pglite.transaction.bind(pglite);
  const notify = relayNotifications(pglite);

  /** An answer PGlite's reader takes: its error thrown, its notifications told. */
  function readSlowly<T>(answer: Uint8Array, options?: QueryOptions): Results<T> {
    const messages: BackendMessage[] = [];
    new protocol.Parser().parse(answer, (message) => messages.push(message));
    const error = messages.find((message) => message instanceof protocol.messages.DatabaseError);
    if (error) throw error;
    for (const message of messages) {
      if (message instanceof protocol.messages.NotificationResponseMessage) {
        notify(message.channel, message.payload);
      }
    }
    return parse.parseResults(messages, pglite.parsers, options)[0] as Results<T>;
  }

  async function prepare(text: string, name: string, options?: QueryOptions) {
    const { messages } = await pglite.execProtocol(
      joined([
        serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  async function execute<T>(
    statement: Statement,
    params: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index]!;
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const chunks: Uint8Array[] = [];
    await pglite.execProtocolRawStream(
      joined([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      // Each chunk is a view of the database's memory, written over by the next one.
      { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) },
    );
    const answer = chunks.length === 1 ? chunks[0]! : joined(chunks);
    return (
      (readResults(answer, pglite.parsers, options) as Results<T> | undefined) ??
      readSlowly<T>(answer, options)
    );
  }

  async function run<T>(text: string, name: string, params: unknown[], options?: QueryOptions) {
    const statement = statements.get(text) ?? (await prepare(text, name, options));
    try {
      return await execute<T>(statement, params, options);
    } catch (error) {
      if ((error as { code?: string }).code !== UNKNOWN_STATEMENT) throw error;
      statements.delete(text);
      return execute<T>(await prepare(text, name, options), params, options);
    }
  }

  const nameOf = (text: string, params: unknown[] | undefined, options?: QueryOptions) =>
    mayBeNamed(text, params) && !options?.blob ? names.nameOf(text) : undefined;

  pglite.query = async function query<T>(text: string, params?: unknown[], options?: QueryOptions) {
    const name = nameOf(text, params, options);
    if (name === undefined) return plainQuery<T>(text, params, options);
    // As PGlite's own query: in its turn after any transaction, alone, then written to the files.
    await pglite._checkReady();
    return pglite._runExclusiveTransaction(async () => {
      const result = await pglite.runExclusive(() => run<T>(text, name, params ?? [], options));
      await pglite.syncToFs();
      return result;
    });
  } as PGlite['query'];

  pglite.transaction = (callback) =>
    plainTransaction((tx) => {
      const txQuery: Query = tx.query.bind(tx);
      const query = <T>(text: string, params?: unknown[], options?: QueryOptions) => {
        const name = nameOf(text, params, options);
        if (name === undefined) return txQuery<T>(text, params, options);
        return pglite.runExclusive(() => run<T>(text, name, params ?? [], options));
      };
      return callback(Object.assign(Object.create(tx) as typeof tx, { query }));
    });

  return pglite;
}
