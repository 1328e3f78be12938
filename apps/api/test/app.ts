import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { AppServices } from '../src/app-services';
import { DEFAULT_LIMITS, loadConfig, type Config, type Limits } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import webAppPlugin from '../src/plugins/web-app';
import { systemClock } from '../src/lib/clock';
import type { ScheduledJob } from '../src/queue/schedules';
import { siblingDatabaseUrl, templateName } from './global-setup';

export const TEST_JWT_SECRET = 'test-signing-key-that-is-long-enough-for-hs256';

/**
 * Limits far above what any test reaches: every request of a test run comes from one address,
 * and on a server the test files share one database. Tests of the limits pass `DEFAULT_LIMITS`.
 */
export const ROOMY_LIMITS: Limits = Object.fromEntries(
  Object.entries(DEFAULT_LIMITS).map(([name, value]) => [
    name,
    name === 'signInDelayCapMs' || name === 'signInFailuresBeforeDelay' ? value : value * 1000,
  ]),
) as Limits;

/** Longer than any test's tour of the product clock (the longest token lifetime tests give). */
export const ROOMY_IDLE_SECONDS = 20 * 366 * 86_400;

export interface TestAppOptions {
  /** Settings that differ from the test defaults. */
  config?: Partial<Config>;
  /** Shared services to use instead of those the app would build (a clock, hooks, stores...). */
  deps?: Partial<AppServices>;
  /** Also serve the web build of `config.webDistDir`, as `npm start` does. */
  serveWebApp?: boolean;
  /** The scheduled jobs, instead of the product's. */
  schedules?: readonly ScheduledJob[];
  /**
   * A database of this file's own (on a server a copy of the seeded one, dropped on close; on
   * PGlite a restore of the run's snapshot rather than the worker's shared one), for
   * tests that move the product clock, which every process on a database shares, and for tests
   * whose answers other files' rows would join (the pending orders of a zip code and service).
   */
  ownDatabase?: boolean;
  /** A second process: open this server database (another test app's) instead. */
  joinDatabase?: string;
  /** Routes of the test's own, added before the app is ready. */
  routes?: (app: App) => void;
}

/**
 * The real app on a real, migrated and seeded database: PGlite restored from the run's
 * snapshot, or the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createTestApp({
  config: overrides = {},
  deps = {},
  serveWebApp = false,
  schedules,
  ownDatabase = false,
  joinDatabase,
  routes,
}: TestAppOptions = {}) {
  const sharedUrl = inject('databaseUrl');
  const own = sharedUrl && ownDatabase ? await copyOfSeededDatabase(sharedUrl) : null;
  const databaseUrl = joinDatabase ?? own?.url ?? sharedUrl;
  const shared = !databaseUrl && !ownDatabase;
  const database = databaseUrl
    ? await openDatabase({ databaseUrl, poolSize: 4 })
    : shared
      ? await workersEmbeddedDatabase()
      : await restoreSnapshot();
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'homekeep-test-')),
      JWT_SECRET: TEST_JWT_SECRET,
    }),
    limits: ROOMY_LIMITS,
    // Tests move the product clock by days and weeks between one person's requests: sessions
    // end unused only in the tests of it (auth/idle-sessions), which pass the default.
    sessionIdleSeconds: ROOMY_IDLE_SECONDS,
    // Test files share one server database: only a test about the queue runs its jobs.
    worker: false,
    ...overrides,
  };
  // Slowed sign-ins do not wait in tests unless a test asks to watch them.
  const app = await buildApp({
    pause: async () => {},
    // The product clock (and its test clock routes) is shared by everything on a database: only
    // a file with a database of its own uses it; the others run on the real time.
    ...(ownDatabase || joinDatabase ? {} : { clock: systemClock }),
    ...deps,
    config: { ...config, databaseUrl: databaseUrl ?? undefined },
    database,
    logger: false,
    ...(schedules ? { schedules } : {}),
  });
  if (serveWebApp) await app.register(webAppPlugin, { distDir: config.webDistDir });
  routes?.(app);
  await app.ready();
  // What a product process does when it stops: the app, then its database (once, however often
  // it is asked); a test's own server database is dropped after that, by `close`.
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await app.close();
      if (!shared) await database.close();
    })());
  return {
    app,
    db: database.db,
    database,
    databaseUrl,
    config,
    stop,
    close: async () => {
      await stop();
      await own?.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A PGlite database restored from the run's snapshot (test/global-setup.ts). */
const restoreSnapshot = async () =>
  openDatabase({
    dataDir: null,
    loadDataDir: new Blob([await readFile(inject('pgliteSnapshot')!)]),
  });

let embedded: Promise<DatabaseHandle> | undefined;
/**
 * On PGlite, one database per worker, restored from the run's snapshot when its first file asks
 * and shared by the files it runs after, as the files of a server run share the server's
 * database (starting a PGlite costs each one about 2 s of CPU). It is never closed: it ends
 * with the worker.
 */
function workersEmbeddedDatabase() {
  embedded ??= restoreSnapshot();
  return embedded;
}

/** A fresh copy of the run's seeded server database; `drop` removes it. */
export async function copyOfSeededDatabase(sharedUrl: string) {
  const name = `${templateName(sharedUrl).replace(/_template$/, '')}_own_${randomUUID().slice(0, 8)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: siblingDatabaseUrl(sharedUrl, 'postgres') });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}" TEMPLATE "${templateName(sharedUrl)}"`);
  return {
    url: siblingDatabaseUrl(sharedUrl, name),
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
