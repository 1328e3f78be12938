import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparingClient } from './embedded-prepared';

let pglite: PGlite;
let client: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
  client = preparingClient(pglite);
  await pglite.exec(`
    create table notes (id int primary key, body text, at timestamptz, done boolean);
    insert into notes values (1, 'plain', '2031-05-04T10:00:00Z', false),
      (2, 'it''s quoted; drop table notes; --', null, true)`);
});
afterAll(() => pglite.close());

const preparedNames = async (on: Pick<PGlite, 'query'> = pglite) =>
  (await on.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
    (row) => row.statement,
  );
const count = async () =>
  (await pglite.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]!.n;

describe('preparingClient', () => {
  it('prepares a statement once for the session and runs it with each call’s values', async () => {
    const select = 'select id, body from notes where id = $1 or body = $2 order by id';
    expect((await client.query(select, [1, null])).rows).toEqual([{ id: 1, body: 'plain' }]);
    const quoted = "it's quoted; drop table notes; --";
    expect((await client.query(select, [0, quoted], { rowMode: 'array' })).rows).toEqual([
      [2, quoted],
    ]);
    expect((await preparedNames()).filter((text) => text.includes(select))).toHaveLength(1);
    expect(await count()).toBe(2);
  });

  it('casts dates, booleans and numbers as parameters would be, and counts the rows it changes', async () => {
    const since = 'select id from notes where at >= $1 and done = $2 and id < $3';
    expect(
      (await client.query(since, [new Date('2031-01-01T00:00:00Z'), false, 10n])).rows,
    ).toEqual([{ id: 1 }]);
    const touched = await client.query('update notes set done = $1 where id > $2', [true, 0]);
    expect(touched.affectedRows).toBe(2);
  });

  it('sends unnamed what a literal cannot say, and what is not one statement of rows', async () => {
    const before = (await preparedNames()).length;
    expect(
      (await client.query('select $1::text as body', ['a\u0000b']).catch((e) => e)).message,
    ).toMatch(/0x00|null character/i);
    expect((await client.query('select $1::int[] as ids', [[1, 2]])).rows).toEqual([
      { ids: [1, 2] },
    ]);
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    expect((await preparedNames()).length).toBe(before);
  });

  it('prepares nothing inside a transaction, and keeps what it prepared through a rollback', async () => {
    const byBody = 'select id from notes where body = $1';
    const failed = await client
      .transaction(async (tx) => {
        expect((await tx.query(byBody, ['plain'])).rows).toEqual([{ id: 1 }]);
        expect((await preparedNames(tx)).some((text) => text.includes(byBody))).toBe(false);
        await tx.query('delete from notes where id = $1', [1]);
        throw new Error('changed my mind');
      })
      .catch((error: Error) => error.message);
    expect(failed).toBe('changed my mind');
    expect(await count()).toBe(2);
    expect((await client.query(byBody, ['plain'])).rows).toEqual([{ id: 1 }]);
    expect((await preparedNames()).some((text) => text.includes(byBody))).toBe(true);
    await client.transaction(async (tx) => {
      expect((await tx.query(byBody, ['plain'])).rows).toEqual([{ id: 1 }]);
    });
  });
});
