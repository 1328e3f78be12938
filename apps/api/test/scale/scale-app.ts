import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import type { Database } from '../../src/db/database';
import { encodeNameCursor } from '../../src/lib/name-cursor';
import { BUSIEST, SCALE_PASSWORD, scaleUuid } from './scale-ids';

/**
 * The real app on a database that holds scale data, in this process (for `app.inject`). It works
 * no job and keeps no schedule: what it sends to the database is what the requests measured send
 * (a product started on the data before may have left plan visits or offer rounds due).
 */
export async function openScaleApp(database: DatabaseHandle): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WORKER: 'false',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'homekeep-scale-')),
    JWT_SECRET: randomBytes(32).toString('base64url'),
  });
  const app = await buildApp({ config, database, logger: false, schedules: [] });
  await app.ready();
  return app;
}

export async function signInAs(app: App, email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password: SCALE_PASSWORD },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
  }
  return (response.json() as { data: { accessToken: string } }).data.accessToken;
}

/** Ids of generated rows that the measured routes name, and the busiest accounts' tokens. */
export interface ScaleContext {
  tokens: { resident: string; vendor: string };
  serviceId: string;
  /** The first catalogue service: with the busiest resident's first property, one dispatch's candidates. */
  dispatchServiceId: string;
  dispatchPropertyId: string;
  requestId: string;
  subscriptionId: string;
  transactionId: string;
  vehicleId: string;
  unitedStatesId: number;
  californiaId: number;
  /** The services list's cursor to its middle page (`middlePage`), as a page's meta gives it. */
  middleCursor: string;
  middlePage: number;
  /** The busiest vendor's open jobs: the cursor to page `openJobsCursorPage`, as page 49 gives it. */
  openJobsCursor: string;
  openJobsCursorPage: number;
}

async function firstRow<T>(db: Database, query: ReturnType<typeof sql>) {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  if (!result.rows[0]) throw new Error('the database holds no scale data');
  return result.rows[0];
}

export async function scaleContext(app: App, db: Database): Promise<ScaleContext> {
  const [resident, vendor] = [
    await signInAs(app, BUSIEST.residentEmail),
    await signInAs(app, BUSIEST.vendorEmail),
  ];
  const catalogue = await firstRow<{ id: string }>(
    db,
    sql`SELECT id FROM services ORDER BY name, id LIMIT 1`,
  );
  const california = await firstRow<{ id: number; countryId: number }>(
    db,
    sql`SELECT s.id, c.id AS "countryId" FROM states s JOIN countries c ON c.id = s.country_id
        WHERE c.code = 'US' AND s.code = 'CA'`,
  );
  const { count } = await firstRow<{ count: string }>(
    db,
    sql`SELECT count(*) FROM services WHERE active`,
  );
  const middlePage = Math.max(2, Math.floor(Number(count) / 20 / 2));
  const beforeMiddle = await firstRow<{ name: string; id: string }>(
    db,
    sql`SELECT name, id FROM services WHERE active ORDER BY name, id
        OFFSET ${(middlePage - 1) * 20 - 1} LIMIT 1`,
  );
  const openJobs = await openJobsCursor(app, vendor);
  return {
    openJobsCursor: openJobs.cursor,
    openJobsCursorPage: openJobs.page,
    middleCursor: encodeNameCursor({ page: middlePage, ...beforeMiddle }),
    middlePage,
    tokens: { resident, vendor },
    serviceId: scaleUuid('service', 1),
    dispatchServiceId: catalogue.id,
    dispatchPropertyId: BUSIEST.dispatchPropertyId,
    requestId: BUSIEST.firstRequestId,
    subscriptionId: scaleUuid('subscription', '1:1'),
    transactionId: scaleUuid('payment', 1),
    vehicleId: scaleUuid('vehicle', 1),
    unitedStatesId: Number(california.countryId),
    californiaId: Number(california.id),
  };
}

/** The cursor to page 50 of the vendor's open jobs, or to the last page it has when fewer. */
async function openJobsCursor(app: App, token: string) {
  let cursor: string | undefined;
  let page = 1;
  for (const from of [49, 1]) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/vendor-orders?status=pending&page=${from}`,
      headers: { authorization: `Bearer ${token}` },
    });
    cursor = (response.json() as { meta: { nextCursor?: string } }).meta.nextCursor;
    page = from + 1;
    if (cursor) break;
  }
  if (!cursor) throw new Error('the busiest vendor has fewer than two pages of open jobs');
  return { cursor, page };
}

/** Pending orders the busiest vendor may accept, newest first: what an accept benchmark takes. */
export async function acceptableOrderIds(db: Database, limit: number) {
  const result = (await db.execute(sql`
    SELECT o.id FROM orders o
    WHERE o.status = 'pending'
      AND o.service_id IN (SELECT service_id FROM vendor_services WHERE vendor_id = ${BUSIEST.vendorId})
      AND o.zip_code IN (SELECT zip_code FROM vendor_zip_codes WHERE vendor_id = ${BUSIEST.vendorId})
    ORDER BY o.created_at DESC LIMIT ${limit}`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}
