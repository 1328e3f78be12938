import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nameRepeatedStatements } from './embedded-named-statements';

let pglite: PGlite;

// Read by `exec`, which is never named: a repeated read of this list would be named itself.
const preparedNames = async () =>
  (
    (await pglite.exec('select name from pg_prepared_statements order by prepare_time'))[0]!
      .rows as { name: string }[]
  ).map((row) => row.name);

const ITEMS = `create table items (
  id int primary key, name text not null, tags text[], doc jsonb, at timestamptz, price numeric
)`;
const INSERT = 'insert into items values ($1, $2, $3, $4, $5, $6) returning *';
const SELECT = 'select * from items where id = $1';

beforeEach(async () => {
  pglite = nameRepeatedStatements(await PGlite.create());
  await pglite.exec(ITEMS);
});

afterEach(async () => {
  await pglite.close();
});

describe('the embedded database names repeated statements', () => {
  it('names a statement with parameters the second time it is run, and not before', async () => {
    await pglite.query(SELECT, [1]);
    expect(await preparedNames()).toEqual([]);
    await pglite.query(SELECT, [1]);
    await pglite.query(SELECT, [1]);
    expect(await preparedNames()).toEqual(['hk_1']);
  });

  it('names a read without parameters too, but not a text that might hold several', async () => {
    const everyItem = 'select * from items order by id';
    for (let run = 0; run < 3; run += 1) {
      expect((await pglite.query(everyItem, [])).rows).toEqual([]);
      expect((await pglite.query("select ';' as semicolon", [])).rows).toEqual([
        { semicolon: ';' },
      ]);
    }
    expect(await preparedNames()).toEqual(['hk_1']);
  });

  it('answers a named statement as PGlite answers it unnamed: values, types, nulls, array mode', async () => {
    const at = new Date('2026-11-25T10:00:00.000Z');
    const values = [7, "O'Brien", ['a', 'b,c'], { deep: [1, null] }, at, '12.50'];
    const first = await pglite.query(INSERT, values);
    const named = await pglite.query(SELECT, [7]);
    const again = await pglite.query(SELECT, [7]);
    expect(again.rows).toEqual(first.rows);
    expect(again.rows).toEqual(named.rows);
    expect(again.rows[0]).toEqual({
      id: 7,
      name: "O'Brien",
      tags: ['a', 'b,c'],
      doc: { deep: [1, null] },
      at,
      price: '12.50',
    });
    expect(again.fields.map((field) => field.name)).toEqual(named.fields.map((f) => f.name));
    const asArrays = { rowMode: 'array' as const };
    await pglite.query('select name, at from items where id = $1 and at = $2', [7, at], asArrays);
    const arrays = await pglite.query(
      'select name, at from items where id = $1 and at = $2',
      [7, at],
      asArrays,
    );
    expect(arrays.rows).toEqual([["O'Brien", at]]);
    expect(await preparedNames()).toHaveLength(2);
  });

  it('passes a null parameter and an empty answer through', async () => {
    const text = 'select id from items where name = $1 or $2::int is null';
    await pglite.query(INSERT, [1, 'one', null, null, null, null]);
    await pglite.query(text, ['none', 5]);
    expect((await pglite.query(text, ['none', 5])).rows).toEqual([]);
    expect((await pglite.query(text, ['none', null])).rows).toEqual([{ id: 1 }]);
  });

  it("keeps the database's error, its code, and the next statement working", async () => {
    await pglite.query(INSERT, [1, 'one', null, null, null, null]);
    await pglite.query(INSERT, [2, 'two', null, null, null, null]);
    await expect(pglite.query(INSERT, [1, 'again', null, null, null, null])).rejects.toMatchObject({
      code: '23505',
    });
    await expect(pglite.query(SELECT, ['not a number'])).rejects.toMatchObject({
      code: '22P02',
    });
    await pglite.query(SELECT, [2]);
    expect((await pglite.query(SELECT, [2])).rows).toHaveLength(1);
  });

  it('runs named statements inside a transaction, which rolls them back with it', async () => {
    await pglite.query(INSERT, [1, 'one', null, null, null, null]);
    await expect(
      pglite.transaction(async (tx) => {
        await tx.query(INSERT, [2, 'two', null, null, null, null]);
        await tx.query(INSERT, [3, 'three', null, null, null, null]);
        expect((await tx.query(SELECT, [3])).rows).toHaveLength(1);
        expect((await tx.query(SELECT, [3])).rows).toHaveLength(1);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await pglite.query('select id from items')).rows).toEqual([{ id: 1 }]);
    expect(await preparedNames()).toEqual(['hk_1', 'hk_2']);
  });

  it('queues a statement run outside a transaction until the transaction ends', async () => {
    await pglite.query(SELECT, [1]);
    let insideDone = false;
    const inside = pglite.transaction(async (tx) => {
      await tx.query(INSERT, [1, 'one', null, null, null, null]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      insideDone = true;
    });
    const outside = pglite.query(SELECT, [1]).then((result) => {
      expect(insideDone).toBe(true);
      return result.rows;
    });
    await inside;
    expect(await outside).toHaveLength(1);
  });

  it('reads any text, a long answer and the rows a change counts as PGlite reads them', async () => {
    const names = ['Zoë’s “cabin” 🏠', 'tab\tand\nnewline', '', 'x'.repeat(70_000)];
    for (const [id, name] of names.entries()) {
      await pglite.query(INSERT, [id, name, [name], { name }, null, null]);
    }
    const every = 'select id, name, tags, doc from items where id < $1 order by id';
    const unnamed = await pglite.query(every, [10]);
    const named = await pglite.query<{ name: string }>(every, [10]);
    expect(named.rows).toEqual(unnamed.rows);
    expect(named.rows.map((row) => row.name)).toEqual(names);
    const many = 'select g as n, repeat($1, 300) as filler from generate_series(1, $2) g';
    await pglite.query(many, ['ab', 5]);
    const long = await pglite.query<{ n: number; filler: string }>(many, ['ab', 3_000]);
    expect(long.rows).toHaveLength(3_000);
    expect(long.rows[2_999]).toEqual({ n: 3_000, filler: 'ab'.repeat(300) });
    const rename = 'update items set name = $1 where id < $2';
    await pglite.query(rename, ['same', 2]);
    const renamed = await pglite.query(rename, ['same', 3]);
    expect(renamed).toMatchObject({ affectedRows: 3, command: 'UPDATE', rowCount: 3 });
  });

  it('tells listeners of the notifications a named statement sends, and stops when told', async () => {
    await pglite.exec(`create function told() returns trigger language plpgsql as $$
      begin perform pg_notify('item_changes', new.id::text); return new; end $$;
      create trigger items_told after insert on items for each row execute function told()`);
    const heard: string[] = [];
    const stop = await pglite.listen('item_changes', (payload) => heard.push(payload));
    for (const id of [1, 2, 3]) await pglite.query(INSERT, [id, 'one', null, null, null, null]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['1', '2', '3']);
    expect(await preparedNames()).toEqual(['hk_1']);
    await stop();
    await pglite.query(INSERT, [4, 'four', null, null, null, null]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['1', '2', '3']);
  });

  it('prepares a statement again when its name was dropped (DEALLOCATE ALL)', async () => {
    await pglite.query(INSERT, [1, 'one', null, null, null, null]);
    await pglite.query(SELECT, [1]);
    await pglite.query(SELECT, [1]);
    await pglite.exec('DEALLOCATE ALL');
    expect((await pglite.query(SELECT, [1])).rows).toHaveLength(1);
    expect(await preparedNames()).toEqual(['hk_1']);
  });
});
