import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedPreparedRuns } from './embedded-prepared';

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`
    create table notes (id int primary key, body text, at timestamptz, done boolean);
    insert into notes values (1, 'plain', '2031-05-04T10:00:00Z', false),
      (2, 'it''s quoted; drop table notes; --', null, true)`);
});
afterAll(() => client.close());

const text = (value: string) => value;
const run = () => embeddedPreparedRuns(client, { 1184: text });

describe('embeddedPreparedRuns', () => {
  it('prepares a statement once for the session and runs it with each call’s values', async () => {
    const runs = run();
    const select = 'select id, body, at from notes where id = $1 or body = $2 order by id';
    expect(await runs('notes_by_id_or_body', select, [1, null])).toEqual([
      [1, 'plain', '2031-05-04 10:00:00+00'],
    ]);
    expect(
      await runs('notes_by_id_or_body', select, [0, "it's quoted; drop table notes; --"]),
    ).toEqual([[2, "it's quoted; drop table notes; --", null]]);
    const prepared = await client.query<{ name: string }>(
      `select name from pg_prepared_statements where name = 'notes_by_id_or_body'`,
    );
    expect(prepared.rows).toHaveLength(1);
    expect((await client.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
  });

  it('casts dates, booleans and numbers as parameters would be', async () => {
    const rows = await run()(
      'notes_since',
      'select id from notes where at >= $1 and done = $2 and id < $3',
      [new Date('2031-01-01T00:00:00Z'), false, 10n],
    );
    expect(rows).toEqual([[1]]);
  });

  it('refuses a name that is not an identifier and a text holding NUL, preparing nothing', async () => {
    await expect(run()('notes; drop table notes', 'select 1', [])).rejects.toThrow(
      /statement name/,
    );
    await expect(run()('notes_nul', 'select $1::text', ['a\0b'])).rejects.toThrow(/NUL/);
    expect((await client.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
  });
});
