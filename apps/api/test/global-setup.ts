import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/db/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | null;
    pgliteSnapshot: string | null;
  }
}

/**
 * Prepares one migrated, seeded database for the whole run. On a server the test files share
 * it; on PGlite each worker restores one copy from a snapshot, which is far quicker than
 * migrating and seeding again, and its files share that (test/app.ts).
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.TEST_DATABASE_URL || null;
  if (databaseUrl) {
    const handle = await openDatabase({ databaseUrl });
    await handle.db.execute(
      sql.raw(
        'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;',
      ),
    );
    await handle.migrate();
    await seedDatabase(handle.db);
    await handle.close();
    await makeTemplate(databaseUrl);
    project.provide('databaseUrl', databaseUrl);
    project.provide('pgliteSnapshot', null);
    return;
  }
  const handle = await openDatabase({ dataDir: null });
  await handle.migrate();
  await seedDatabase(handle.db);
  // Uncompressed: it is restored many times, and unpacking a gzip costs each 0.7 s of CPU more.
  const dump = await handle.pglite!.dumpDataDir('none');
  const file = path.join(tmpdir(), `homekeep-test-snapshot-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('databaseUrl', null);
  project.provide('pgliteSnapshot', file);
  return () => rm(file, { force: true });
}

/** The server URL of another database on the same server. */
export function siblingDatabaseUrl(databaseUrl: string, name: string) {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const templateName = (databaseUrl: string) =>
  `${new URL(databaseUrl).pathname.slice(1)}_template`;

/**
 * A copy of the migrated, seeded database, for the test files that need a database of their
 * own (those that move the shared product clock): copying it takes a moment, seeding would not.
 */
async function makeTemplate(databaseUrl: string) {
  const admin = new pg.Client({ connectionString: siblingDatabaseUrl(databaseUrl, 'postgres') });
  await admin.connect();
  try {
    const source = new URL(databaseUrl).pathname.slice(1);
    await admin.query(`DROP DATABASE IF EXISTS "${templateName(databaseUrl)}"`);
    await admin.query(`CREATE DATABASE "${templateName(databaseUrl)}" TEMPLATE "${source}"`);
  } finally {
    await admin.end();
  }
}
