import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULES, type JobServices } from '../queue/schedules';
import { openDatabase, type DatabaseHandle } from './client';
import { upkeepEmbeddedDatabase } from './embedded-upkeep';

// The upkeep is the embedded database's own (a server has autovacuum): whichever database the
// suite runs on, it is tried on PGlite.
let embedded: DatabaseHandle;
beforeAll(async () => {
  embedded = await openDatabase({ dataDir: null });
  await embedded.migrate();
  await embedded.db.execute(sql`
    INSERT INTO banners (title, image_url, sort_order)
    SELECT 'Banner ' || n, '/uploads/banner-' || n || '.png', n FROM generate_series(1, 3000) n`);
  await embedded.db.execute(sql`VACUUM (ANALYZE) banners`);
}, 60_000);
afterAll(() => embedded.close());

const rows = async <Row>(text: ReturnType<typeof sql>) =>
  ((await embedded.db.execute(text)) as unknown as { rows: Row[] }).rows;

/** How many rows an index-only read of the banners' keys fetched from the table itself. */
async function heapFetchesOfKeyRead() {
  const plan = await rows<{ 'QUERY PLAN': string }>(
    sql`EXPLAIN (ANALYZE, COSTS OFF) SELECT id FROM banners WHERE id > '00000000-0000-0000-0000-000000000000' ORDER BY id`,
  );
  const line = plan.map((row) => row['QUERY PLAN']).find((text) => text.includes('Heap Fetches'));
  return line === undefined ? null : Number(/Heap Fetches: (\d+)/.exec(line)![1]);
}

const upkeep = (name: string) => SCHEDULES.find((job) => job.name === name)!;
const servicesOn = (handle: DatabaseHandle) =>
  ({ db: handle.db, driver: handle.driver }) as unknown as JobServices;

describe('the embedded database kept as autovacuum keeps a server', () => {
  it('vacuums and analyses a table after half of it changed, and then leaves it be', async () => {
    await embedded.db.execute(
      sql`UPDATE banners SET sort_order = sort_order + 1 WHERE sort_order % 2 = 0`,
    );
    await embedded.db.execute(sql`SET enable_seqscan = off`);
    // The changed pages are no longer all-visible: the index-only read goes to the table.
    expect(await heapFetchesOfKeyRead()).toBeGreaterThan(0);

    const done = await upkeep('embedded-database-upkeep').run(servicesOn(embedded));

    expect(done).toContainEqual({ table: 'banners', vacuum: true, analyze: true });
    expect(await heapFetchesOfKeyRead()).toBe(0);
    const again = (await upkeepEmbeddedDatabase(embedded.db)).map((each) => each.table);
    expect(again).not.toContain('banners');
    await embedded.db.execute(sql`RESET enable_seqscan`);
  });

  it('analyses a table whose rows were only added, so the planner knows them', async () => {
    await embedded.db.execute(sql`
      INSERT INTO banners (title, image_url, sort_order)
      SELECT 'More ' || n, '/uploads/more-' || n || '.png', n FROM generate_series(1, 1000) n`);
    const done = await upkeepEmbeddedDatabase(embedded.db);
    expect(done.find((each) => each.table === 'banners')).toMatchObject({ analyze: true });
    const [estimate] = await rows<{ rows: number }>(
      sql`SELECT reltuples::int AS rows FROM pg_class WHERE relname = 'banners'`,
    );
    expect(estimate!.rows).toBe(4000);
  });

  it('goes over every table in the daily pass, changed or not', async () => {
    const done = await upkeep('embedded-database-daily-upkeep').run(servicesOn(embedded));
    const tables = (done as { table: string }[]).map((each) => each.table);
    expect(tables).toEqual(
      expect.arrayContaining(['banners', 'orders', 'users', 'open_job_matches']),
    );
  });

  it('leaves a server to its autovacuum', async () => {
    await embedded.db.execute(sql`UPDATE banners SET sort_order = sort_order + 1`);
    const server = { db: embedded.db, driver: 'postgres' } as unknown as JobServices;
    expect(await upkeep('embedded-database-upkeep').run(server)).toEqual([]);
    expect(await upkeep('embedded-database-daily-upkeep').run(server)).toEqual([]);
    // Still due: neither schedule touched it.
    const due = await upkeepEmbeddedDatabase(embedded.db);
    expect(due.map((each) => each.table)).toContain('banners');
  });
});
