import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db/client';

export const TEST_JWT_SECRET = 'test-signing-key-that-is-long-enough-for-hs256';

/**
 * The real app on a real, migrated and seeded database: PGlite restored from the run's
 * snapshot, or the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const databaseUrl = inject('databaseUrl');
  const snapshot = inject('pgliteSnapshot');
  const database = databaseUrl
    ? await openDatabase({ databaseUrl, poolSize: 4 })
    : await openDatabase({
        dataDir: null,
        loadDataDir: new Blob([await readFile(snapshot!)]),
      });
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'homekeep-test-')),
      JWT_SECRET: TEST_JWT_SECRET,
    }),
    ...overrides,
  };
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
