import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { definedBy, splitStatements, type DefinedObject } from './sql-statements';

/**
 * The database's triggers and the functions they call live in one file each under `sql/`
 * (decision 044); `npm run db:sql -w @homekeep/api` writes the files that changed since it last
 * ran into a new migration, each under a line naming the file and the hash of what it installs.
 */
export const SQL_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sql');
export const MIGRATIONS_DIR = path.resolve(SQL_DIR, '../../../drizzle');

const BREAKPOINT = '--> statement-breakpoint';
const SOURCE_LINE = /^-- src\/db\/sql\/([\w-]+\.sql) (?:sha256:([0-9a-f]{64})|removed)$/gm;

export interface SqlFile {
  name: string;
  text: string;
  hash: string;
}

/** Every file of `sql/`, in name order: the order a migration installs them in. */
export function readSqlFiles(dir = SQL_DIR): SqlFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => {
      const text = readFileSync(path.join(dir, name), 'utf8');
      return { name, text, hash: createHash('sha256').update(text).digest('hex') };
    });
}

/** What the migrations last installed of a file: its hash (null once removed) and statements. */
export interface Installed {
  hash: string | null;
  statements: string[];
}

/** The last installed version of each file, from the migrations in the journal's order. */
export function readInstalled(dir = MIGRATIONS_DIR) {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const installed = new Map<string, Installed>();
  for (const { tag } of journal.entries) {
    const text = readFileSync(path.join(dir, `${tag}.sql`), 'utf8').replaceAll(BREAKPOINT, '');
    const sources = [...text.matchAll(SOURCE_LINE)];
    sources.forEach((source, i) => {
      const section = text.slice(source.index + source[0].length, sources[i + 1]?.index);
      installed.set(source[1]!, { hash: source[2] ?? null, statements: splitStatements(section) });
    });
  }
  return installed;
}

const objectsOf = (statements: string[]) =>
  statements.map(definedBy).filter((object): object is DefinedObject => object !== null);

/**
 * The migration that brings the database to the files, or null when none changed: each changed
 * file's statements, after dropping what a file defined before and no file defines now.
 */
export function pendingMigration(files: SqlFile[], installed: Map<string, Installed>) {
  const changed = files.filter((file) => installed.get(file.name)?.hash !== file.hash);
  const removed = [...installed]
    .filter(([name, was]) => was.hash !== null && !files.some((file) => file.name === name))
    .map(([name]) => name);
  if (changed.length === 0 && removed.length === 0) return null;

  const defined = new Set(
    objectsOf(files.flatMap((file) => splitStatements(file.text))).map((o) => o.key),
  );
  const before = [...changed.map((file) => file.name), ...removed].flatMap((name) =>
    objectsOf(installed.get(name)?.statements ?? []),
  );
  const gone = before.filter((object) => !defined.has(object.key));
  const drops = [
    ...gone.filter((object) => object.kind === 'trigger'),
    ...gone.filter((object) => object.kind === 'function'),
  ].map((object) => object.drop);

  const chunks = [
    `-- Written by \`npm run db:sql -w @homekeep/api\` from the files of apps/api/src/db/sql/ that
-- changed (decision 044): edit those files and run it again, never this migration.`,
    ...removed.map((name) => `-- src/db/sql/${name} removed`),
    ...drops,
  ];
  for (const file of changed) {
    const [first, ...rest] = splitStatements(file.text);
    chunks.push(`-- src/db/sql/${file.name} sha256:${file.hash}\n${first ?? ''}`, ...rest);
  }
  const merged = mergeComments(chunks);
  return {
    files: [...changed.map((file) => file.name), ...removed],
    text: `${merged.join(`\n${BREAKPOINT}\n`)}\n`,
  };
}

/** Joins each stretch of comments to the statement after it: a chunk of comments alone is none. */
function mergeComments(chunks: string[]) {
  const merged: string[] = [];
  let pending = '';
  for (const chunk of chunks) {
    const isComment = chunk.split('\n').every((line) => line.startsWith('--'));
    if (isComment) pending += `${chunk}\n`;
    else {
      merged.push(`${pending}${chunk}`);
      pending = '';
    }
  }
  if (pending) merged.push(pending.trimEnd());
  return merged;
}
