import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { Executor } from './database';
import { pendingMigration, readInstalled, readSqlFiles } from './sql-files';
import { splitStatements } from './sql-statements';

// The migrated database's triggers and functions are those of src/db/sql/ (decision 044), each
// as its file defines it. In a database of this file's own: the comparison drops them all in a
// transaction it rolls back.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

/** Every trigger on a table of the schema and every function of it but an extension's. */
async function definitions(db: Executor) {
  const { rows } = (await db.execute(sql`
    select 'function ' || p.oid::regprocedure::text as key, pg_get_functiondef(p.oid) as definition
    from pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    union all
    select 'trigger ' || t.tgrelid::regclass::text || '.' || t.tgname, pg_get_triggerdef(t.oid)
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and c.relnamespace = 'public'::regnamespace
    order by 1`)) as unknown as { rows: { key: string; definition: string }[] };
  return new Map(rows.map((row) => [row.key, row.definition]));
}

/** The definitions of a database where only the files made triggers and functions. */
async function definitionsOfTheFiles() {
  let made = new Map<string, string>();
  const rollback = new Error('rollback');
  await t.db
    .transaction(async (tx) => {
      await tx.execute(sql`do $$ declare object record; begin
        for object in select t.tgname, t.tgrelid::regclass as on_table from pg_trigger t
          join pg_class c on c.oid = t.tgrelid
          where not t.tgisinternal and c.relnamespace = 'public'::regnamespace loop
          execute format('drop trigger %I on %s', object.tgname, object.on_table);
        end loop;
        for object in select p.oid::regprocedure as fn from pg_proc p
          where p.pronamespace = 'public'::regnamespace
            and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e') loop
          execute format('drop function %s cascade', object.fn);
        end loop;
      end $$`);
      for (const file of readSqlFiles()) {
        for (const statement of splitStatements(file.text)) await tx.execute(sql.raw(statement));
      }
      made = await definitions(tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return made;
}

describe('the triggers and their functions, one file each (src/db/sql/)', () => {
  it('has every file installed by a migration (npm run db:sql -w @homekeep/api)', () => {
    expect(pendingMigration(readSqlFiles(), readInstalled())?.files ?? []).toEqual([]);
  });

  it('holds what the files define, as they define it, and nothing else', async () => {
    const migrated = await definitions(t.db);
    const files = await definitionsOfTheFiles();
    expect(files.size).toBeGreaterThan(0);
    const missing = [...files.keys()].filter((key) => !migrated.has(key));
    const changed = [...files.keys()].filter(
      (key) => migrated.has(key) && migrated.get(key) !== files.get(key),
    );
    const extra = [...migrated.keys()].filter((key) => !files.has(key));
    // missing, changed: `npm run db:sql -w @homekeep/api` writes the files into a migration;
    // extra: made by the migrations, defined by no file.
    expect({ missing, changed, extra }).toEqual({ missing: [], changed: [], extra: [] });
  });
});
