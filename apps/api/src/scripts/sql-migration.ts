import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MIGRATIONS_DIR, pendingMigration, readInstalled, readSqlFiles } from '../db/sql-files';

const usage = `Writes the files of apps/api/src/db/sql/ that changed since it last ran into a new
migration (apps/api/drizzle/NNNN_<name>.sql, registered in the journal):

  npm run db:sql -w @homekeep/api [-- --name <what>]

The name defaults to the one file changed (sql_<file>) or sql_files.`;

function main() {
  const { values } = parseArgs({
    options: { name: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) return console.log(usage);
  const migration = pendingMigration(readSqlFiles(), readInstalled());
  if (!migration) return console.log('Every file of src/db/sql/ is installed by a migration.');

  const [only] = migration.files;
  const name =
    values.name ??
    (migration.files.length === 1
      ? `sql_${only!.replace(/\.sql$/, '').replaceAll('-', '_')}`
      : 'sql_files');
  const drizzleKit = path.join(
    path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')),
    'bin.cjs',
  );
  const made = spawnSync(process.execPath, [drizzleKit, 'generate', '--custom', '--name', name], {
    cwd: path.dirname(MIGRATIONS_DIR),
    stdio: 'inherit',
  });
  if (made.status !== 0) throw new Error('drizzle-kit could not make the migration.');

  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const file = path.join(MIGRATIONS_DIR, `${journal.entries.at(-1)!.tag}.sql`);
  writeFileSync(file, migration.text);
  console.log(`${path.relative(process.cwd(), file)}: ${migration.files.join(', ')}`);
}

main();
