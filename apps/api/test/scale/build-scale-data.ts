import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { hashPassword } from '../../src/modules/auth/passwords';
import { SCALE_HASH_SQL, SCALE_PASSWORD, SCALE_UUID_SQL } from './scale-ids';
import { JOB_DETAIL_TABLES, insertJobDetails } from './scale-job-details';
import { checkSizes, type ScaleSizes } from './scale-sizes';
import {
  type Run,
  insertJobs,
  insertNotifications,
  insertPayments,
  insertProperties,
  insertServices,
  insertSubscriptions,
  insertUsers,
  insertVendorAreas,
} from './scale-inserts';

/** The tables the generator fills: their secondary indexes are rebuilt once instead of kept up row by row. */
const FILLED_TABLES = [
  'services',
  'products',
  'users',
  'vendor_profiles',
  'vendor_services',
  'vendor_zip_codes',
  'properties',
  'maintenance_requests',
  'orders',
  'open_job_matches',
  'order_status_history',
  'notifications',
  'subscriptions',
  'transactions',
  'transaction_items',
  'transaction_subscriptions',
  ...JOB_DETAIL_TABLES,
];

/** Lookups the generated rows point at: the seeded catalogue, plans and real California zip codes. */
async function prepareReferences(run: Run, sizes: ScaleSizes) {
  await run(SCALE_UUID_SQL);
  await run(SCALE_HASH_SQL);
  await run(`CREATE TEMP TABLE scale_catalog ON COMMIT DROP AS
    SELECT (row_number() OVER (ORDER BY name, id) - 1)::int AS ix, id, name, kind, description, price_cents
    FROM services`);
  await run(`CREATE TEMP TABLE scale_zips ON COMMIT DROP AS
    SELECT (row_number() OVER (ORDER BY z.code) - 1)::int AS ix, z.code, c.name AS city, s.code AS state
    FROM zip_codes z
    JOIN states s ON s.id = z.state_id AND s.code = 'CA'
    JOIN countries co ON co.id = s.country_id AND co.code = 'US'
    JOIN cities c ON c.id = z.city_id
    ORDER BY z.code LIMIT ${sizes.zipCodes}`);
  await run(`CREATE TEMP TABLE scale_plans ON COMMIT DROP AS
    SELECT (row_number() OVER (ORDER BY m.sort_order, m.name) - 1)::int AS ix, m.id, m.price_cents,
      p.id AS product_id, p.name AS product_name
    FROM maintenance_plans m JOIN products p ON p.maintenance_plan_id = m.id`);
  const count = async (table: string) =>
    Number((await run(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n);
  const counts = {
    catalog: await count('scale_catalog'),
    zips: await count('scale_zips'),
    plans: await count('scale_plans'),
  };
  checkSizes(sizes, counts.catalog, counts.zips);
  if (counts.plans === 0) throw new Error('scale data needs the seeded maintenance plans');
  return counts;
}

/** Drops the tables' indexes that back no constraint; answers a function that builds them again. */
async function dropSecondaryIndexes(run: Run, tables: string[]) {
  const list = tables.map((t) => `'${t}'`).join(', ');
  const { rows } = await run(`
    SELECT i.indexname, i.indexdef FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename IN (${list})
      AND NOT EXISTS (
        SELECT 1 FROM pg_constraint c
        WHERE c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`);
  for (const row of rows) await run(`DROP INDEX "${String(row.indexname)}"`);
  return async () => {
    for (const row of rows) await run(String(row.indexdef));
  };
}

export interface ScaleBuildReport {
  seconds: number;
  rows: Record<string, number>;
}

/**
 * Fills a migrated, seeded database with a marketplace of the given size, in one transaction,
 * through the schema's own keys and checks: bulk `INSERT … SELECT` over `generate_series`, with
 * reproducible ids (`scaleUuid`) and real lookups, plans and zip codes. Every account's password
 * is `SCALE_PASSWORD`. Works on PGlite and on a PostgreSQL server.
 */
export async function buildScaleData(
  db: Database,
  sizes: ScaleSizes,
  { driver = 'postgres' }: { driver?: 'pglite' | 'postgres' } = {},
): Promise<ScaleBuildReport> {
  const started = Date.now();
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  await db.transaction(async (tx) => {
    const run: Run = async (text) =>
      (await tx.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] };
    const memory = driver === 'pglite' ? ['64MB', '128MB'] : ['256MB', '512MB'];
    await run(`SET LOCAL work_mem = '${memory[0]}'`);
    await run(`SET LOCAL maintenance_work_mem = '${memory[1]}'`);
    const counts = await prepareReferences(run, sizes);
    const rebuildIndexes = await dropSecondaryIndexes(run, FILLED_TABLES);
    await insertServices(run, sizes, counts.catalog);
    await insertUsers(run, sizes, passwordHash);
    await insertVendorAreas(run, sizes, counts.catalog);
    await insertProperties(run, sizes);
    await withCountsAfter(run, () => insertJobs(run, sizes, counts.catalog));
    await insertJobDetails(run);
    await insertNotifications(run, sizes);
    await insertSubscriptions(run, counts.plans);
    await insertPayments(run, sizes);
    await rebuildIndexes();
  });
  await db.execute(sql.raw(`VACUUM ANALYZE`));
  return { seconds: (Date.now() - started) / 1000, rows: await countScaleRows(db) };
}

/** The triggers that count requests and orders one row at a time. */
const ROW_COUNTERS = [
  ['maintenance_requests', 'request_counts_move'],
  ['orders', 'vendor_order_counts_move'],
];

/**
 * Runs `fill` with the row counters off (a million trigger events queued, and as many rows of
 * changes), then counts every request and order in one pass.
 */
async function withCountsAfter(run: Run, fill: () => Promise<void>) {
  for (const [table, trigger] of ROW_COUNTERS) {
    await run(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
  }
  await fill();
  for (const [table, trigger] of ROW_COUNTERS) {
    await run(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
  }
  await run('SELECT job_counts_recount()');
}

/** Rows of each table the generator fills. */
export async function countScaleRows(db: Database) {
  const rows: Record<string, number> = {};
  for (const table of FILLED_TABLES) {
    const result = (await db.execute(
      sql.raw(`SELECT count(*)::int AS n FROM ${table}`),
    )) as unknown as { rows: { n: number }[] };
    rows[table] = Number(result.rows[0]!.n);
  }
  return rows;
}
