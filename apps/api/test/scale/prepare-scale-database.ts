import { rm } from 'node:fs/promises';
import path from 'node:path';
import { MAX_OFFER_ROUND } from '@homekeep/contracts/jobs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { lockDataDir } from '../../src/db/data-dir-lock';
import type { Database } from '../../src/db/database';
import { seedDatabase } from '../../src/db/seed/seed';
import { buildScaleData, type ScaleBuildReport } from './build-scale-data';
import type { ScaleSizes } from './scale-sizes';

/**
 * A PostgreSQL server database, a PGlite data directory (`<dataDir>/pglite`, as `npm start`
 * keeps it), or PGlite in memory (`dataDir: null`).
 */
export type ScaleTarget = { databaseUrl: string } | { dataDir: string | null };

/**
 * The scale database, open. A data directory is taken with the product's DATA_DIR lock until
 * `close`: a bench that opened it while a product it had started was still serving from it wrote
 * the same files from two processes, and the data came back with two rows under one primary key.
 */
export async function openScaleDatabase(target: ScaleTarget): Promise<DatabaseHandle> {
  if ('databaseUrl' in target)
    return openDatabase({ databaseUrl: target.databaseUrl, poolSize: 4 });
  if (!target.dataDir) return openDatabase({ dataDir: null });
  const lock = lockDataDir(target.dataDir, 'scale data');
  try {
    const database = await openDatabase({ dataDir: path.join(target.dataDir, 'pglite') });
    const close = database.close.bind(database);
    database.close = async () => {
      await close();
      lock.release();
    };
    return database;
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Removes a data directory, unless a live process holds it (DataDirInUseError). */
async function removeDataDir(dataDir: string) {
  lockDataDir(dataDir, 'scale data').release();
  await rm(dataDir, { recursive: true, force: true });
}

async function scalar(db: Database, text: string) {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

const hasTable = async (db: Database, table: string) =>
  (await scalar(db, `SELECT count(*)::int AS n FROM pg_tables WHERE tablename = '${table}'`)) > 0;

/** True when the database already holds exactly the data of `sizes`. */
async function holdsScale(db: Database, sizes: ScaleSizes) {
  if (!(await hasTable(db, 'users'))) return false;
  const services = await scalar(db, 'SELECT count(*)::int AS n FROM services');
  const requests = await scalar(db, 'SELECT count(*)::int AS n FROM maintenance_requests');
  // Data built before jobs had their photos, windows, times, conversations and reviews.
  const reviews = await scalar(db, 'SELECT count(*)::int AS n FROM job_reviews');
  return services === sizes.services && requests >= sizes.requests && reviews > 0;
}

/** A server database is wiped only when every account in it is a generated one (or it has none). */
async function refuseForeignData(db: Database) {
  if (!(await hasTable(db, 'users'))) return;
  const foreign = await scalar(
    db,
    `SELECT count(*)::int AS n FROM users WHERE email NOT LIKE '%@scale.example'`,
  );
  if (foreign > 0) {
    throw new Error(
      `the database holds ${foreign} accounts that scale data did not make: not wiping it`,
    );
  }
}

/** Creates the server database named in `databaseUrl` when it does not exist yet. */
async function ensureServerDatabase(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * Reused data is brought back to the state of a fresh build, as far as the product's scheduled
 * jobs can tell: a product started on data built days ago would otherwise spend the measurement
 * catching up. Pending orders go past their offer rounds (orders of an earlier run's requests,
 * or of an older build, would all be widened at once, telling thousands of vendors), and
 * subscriptions whose period ended since the build start a period that ends 1 to 28 days from
 * now (else the renewal job would charge them all).
 */
async function settleScheduledWork(db: Database) {
  await db.execute(
    sql`UPDATE orders SET offer_round = ${MAX_OFFER_ROUND}
        WHERE status = 'pending' AND offer_round < ${MAX_OFFER_ROUND}`,
  );
  await db.execute(sql`
    UPDATE subscriptions SET current_period_end = ends.at, current_period_start = ends.at - interval '1 month'
    FROM (
      SELECT id, now() + (1 + extract(epoch FROM current_period_end)::bigint % 28) * interval '1 day' AS at
      FROM subscriptions
      WHERE status IN ('active', 'past_due') AND current_period_end < now() + interval '1 hour'
    ) ends
    WHERE subscriptions.id = ends.id`);
  // The counts' rows an earlier run's writes added, settled as the queue (off in the product the
  // bench measures) would have settled them (decision 046).
  await db.execute(sql`SELECT notification_counts_settle(), job_counts_settle()`);
  // An update leaves the old rows behind and the pages no longer all-visible: without a vacuum,
  // index-only reads of orders fetch every row they pass (the busiest vendor's pending offers
  // answered 6 requests a second on 1M rows just settled). The tables an earlier run's writes
  // changed too, as autovacuum (or the embedded database's upkeep, decision 036) leaves them:
  // unvacuumed after accepts on PGlite, the open jobs' page by cursor read 1,332 rows for 61.
  await db.execute(sql`VACUUM (ANALYZE) orders, subscriptions, open_job_matches,
    order_offers, order_status_history, notifications, maintenance_requests, sessions`);
  // An earlier run's sign-in benchmark (thousands from one address) would refuse this run's.
  await db.execute(sql`DELETE FROM rate_limit_counters`);
}

export interface PreparedScale {
  database: DatabaseHandle;
  /** Absent when the data was already there (`reuse`). */
  build?: ScaleBuildReport;
}

/**
 * A database holding the scale data of `sizes`: migrated, seeded and filled from scratch, or
 * the one already there when `reuse` is set and it holds the same sizes. Answers it open.
 */
export async function prepareScaleDatabase(
  target: ScaleTarget,
  sizes: ScaleSizes,
  { reuse = false }: { reuse?: boolean } = {},
): Promise<PreparedScale> {
  const dataDir = 'dataDir' in target ? target.dataDir : null;
  if (dataDir && !reuse) await removeDataDir(dataDir);
  if ('databaseUrl' in target) await ensureServerDatabase(target.databaseUrl);
  let database = await openScaleDatabase(target);
  if (reuse && (await holdsScale(database.db, sizes))) {
    // Data built before a later migration (a new index or column) gets it, not a rebuild.
    await database.migrate();
    await settleScheduledWork(database.db);
    return { database };
  }
  if ('databaseUrl' in target) {
    await refuseForeignData(database.db);
    await database.db.execute(
      sql.raw('DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE'),
    );
    await database.db.execute(sql.raw('CREATE SCHEMA public'));
  } else if (reuse && dataDir) {
    await database.close();
    await removeDataDir(dataDir);
    database = await openScaleDatabase(target);
  }
  await database.migrate();
  await seedDatabase(database.db);
  const build = await buildScaleData(database.db, sizes, { driver: database.driver });
  return { database, build };
}
