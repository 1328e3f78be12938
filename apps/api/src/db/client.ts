import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from '../lib/logger';
import type { Database } from './database';
import { listenOnServer, type ListenOptions } from './listener';
import { preparingClient } from './embedded-prepared';
import { takingTurns } from './embedded-turns';
import { runArraysWith, TEXT_TYPES } from './positional-rows';
import * as schema from './schema';

export type ListenState = Pick<ListenOptions, 'onListening' | 'onLost'>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The embedded instance, when there is one (tests snapshot it). */
  pglite?: PGlite;
  /** The server's address, when on a server (the job queue opens its own connections). */
  connectionString?: string;
  /** Applies every migration in apps/api/drizzle that has not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process on this database runs its migrations or its own
   * `exclusively` work (processes starting together set things up one after the other); on the
   * embedded database, one process, at once.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** The server pool's connections (none for the embedded database). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * Receives the payloads of `NOTIFY channel` from every process on this database (the embedded
   * one: this process), through lost connections too (`log` hears of them; `state` is told when
   * listening starts or starts again, and when the connection is lost). Answers a function that
   * stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    log: Logger,
    state?: ListenState,
  ): Promise<() => Promise<void>>;
  /**
   * Hears every statement the app sends through `db` (as drizzle sends it: a transaction's BEGIN
   * and COMMIT on a server, not PGlite's own); answers a function that stops hearing them. For
   * measuring what a request costs.
   */
  observeStatements(listener: StatementListener): () => void;
  close(): Promise<void>;
}

/** One statement as the app sent it. */
export interface Statement {
  sql: string;
  params: unknown[];
}

export type StatementListener = (statement: Statement) => void;

/** Drizzle's logger, telling the handle's listeners of each statement. */
function statementObservers() {
  const listeners = new Set<StatementListener>();
  return {
    logger: {
      logQuery(query: string, params: unknown[]) {
        for (const listener of listeners) listener({ sql: query, params });
      },
    },
    observeStatements(listener: StatementListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type DatabaseOptions =
  { databaseUrl: string; poolSize?: number } | { dataDir: string | null; loadDataDir?: Blob };

const migrationsFolder = () => {
  // Source (tsx, vitest): src/db -> ../../drizzle. Bundle (dist/main.js): dist -> ../drizzle.
  const here = path.dirname(fileURLToPath(import.meta.url));
  return here.endsWith(path.join('src', 'db'))
    ? path.resolve(here, '../../drizzle')
    : path.resolve(here, '../drizzle');
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) return openServer(options.databaseUrl, options.poolSize ?? 10);
  return openEmbedded(options.dataDir, options.loadDataDir);
}

/**
 * Every statement is planned once for any values (a generic plan), as a prepared statement's plan
 * is kept: a list's plan does not change with the page or the owner asked for, and is the plan
 * the plan check measures (decision 042).
 */
const PLAN_CACHE_MODE = 'force_generic_plan';

/** Runs `work` holding, on a connection of its own, the lock processes take to start up. */
async function underStartLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(7270113)');
    return await work(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock(7270113)').catch(() => undefined);
    client.release();
  }
}

async function openServer(connectionString: string, max: number): Promise<DatabaseHandle> {
  const options = `-c plan_cache_mode=${PLAN_CACHE_MODE}`;
  const pool = new pg.Pool({ connectionString, max, options });
  // A connection the server ends while it sits idle (a restart, an administrator, a pooler) is
  // dropped by the pool and the next query opens another; the pool also reports it as an error
  // event, which unheard would end the process.
  pool.on('error', () => undefined);
  const { logger, observeStatements } = statementObservers();
  const db = drizzlePg(pool, { schema, casing: 'snake_case', logger }) as unknown as Database;
  const types = {
    getTypeParser: (id: number, format?: 'text' | 'binary') =>
      (TEXT_TYPES as readonly number[]).includes(id)
        ? (value: string) => value
        : pg.types.getTypeParser(id, format),
  } as pg.CustomTypesConfig;
  runArraysWith(db, async (name, text, values) => {
    logger.logQuery(text, values);
    return (await pool.query<unknown[]>({ name, text, values, rowMode: 'array', types })).rows;
  });
  return {
    db,
    driver: 'postgres',
    observeStatements,
    connectionString,
    // Several API processes may start together: one migrates, the others wait for it.
    migrate: () =>
      underStartLock(pool, (client) =>
        migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() }),
      ),
    exclusively: (work) => underStartLock(pool, () => work()),
    ping: () => ping(db),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    // LISTEN holds its connection for as long as it lasts: one of its own, outside the pool.
    listen: (channel, onPayload, log, state) =>
      listenOnServer({ connectionString, channel: safeChannel(channel), onPayload, log, ...state }),
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL's default 128 MB of shared buffers lives in the process's WebAssembly memory,
 * which never shrinks: 32 MB holds an embedded installation's hot pages (the files themselves
 * stay in the operating system's cache) and keeps the idle process about 60 MB smaller.
 * Scans are not "synchronised": with them a scan of a table over a quarter of the buffers starts
 * where the last one stopped, which serves concurrent scans on a server but, on this one-session
 * database, made a search's capped count (the cities matching "san") read 1,400 to 7,200 rows
 * from one run to the next where it reads 2,300 from the table's start.
 */
const EMBEDDED_SETTINGS = [
  'shared_buffers = 32MB',
  'synchronize_seqscans = off',
  `plan_cache_mode = ${PLAN_CACHE_MODE}`,
];

async function openEmbedded(dataDir: string | null, loadDataDir?: Blob): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
    postgresqlconf: EMBEDDED_SETTINGS,
  });
  const { logger, observeStatements } = statementObservers();
  const queries = takingTurns(preparingClient(client));
  const db = drizzlePglite({
    client: queries,
    schema,
    casing: 'snake_case',
    logger,
  }) as unknown as Database;
  const parsers = Object.fromEntries(TEXT_TYPES.map((id) => [id, (value: string) => value]));
  runArraysWith(db, async (_name, text, values) => {
    logger.logQuery(text, values);
    return (await queries.query<unknown[]>(text, values, { rowMode: 'array', parsers })).rows;
  });
  return {
    db,
    driver: 'pglite',
    pglite: client,
    observeStatements,
    exclusively: (work) => work(),
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), {
        migrationsFolder: migrationsFolder(),
      });
    },
    ping: () => ping(db),
    async listen(channel, onPayload, _log, state) {
      const stop = await client.listen(safeChannel(channel), onPayload);
      // In this process: never lost.
      state?.onListening?.();
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

const safeChannel = (channel: string) => {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`unsafe channel name: ${channel}`);
  return channel;
};

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
