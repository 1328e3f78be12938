// A bounded load on the write paths (issue 31, finding 5), in this process through `app.inject`
// on scale data: residents whose homes are in the first zip code make requests at once, each
// dispatched to every candidate vendor (500 at `writes` and `full`); the busiest vendor accepts
// pending orders, several at once; and it reads its open jobs meanwhile untouched. Prints the
// rate, p50 and p99 of each. Builds the data on first use (`writes`: a few minutes), then reuses
// it; a copy of a built database (`CREATE DATABASE … TEMPLATE …`) compares two builds on the same
// rows.
//   SCALE_DATABASE_URL=postgres://…/<database> npx tsx test/scale/write-load.ts \
//     [--scale writes] [--residents 10] [--dispatches 20] [--accepters 10] [--accepts 400] [--reads 400]
// `--save` keeps the figures in scripts/bench/results/writes.json and docs/BENCHMARKS.md (the
// floors of the writes are read from them): at `--scale full`, on a copy of the 1M rows.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/database';
import { prepareScaleDatabase } from './prepare-scale-database';
import { openScaleApp, scaleContext, signInAs } from './scale-app';
import { BUSIEST, residentEmail, scaleUuid } from './scale-ids';
import { SCALES, type ScaleName } from './scale-sizes';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: 'writes' },
    residents: { type: 'string', default: '10' },
    dispatches: { type: 'string', default: '20' },
    accepters: { type: 'string', default: '10' },
    accepts: { type: 'string', default: '400' },
    reads: { type: 'string', default: '400' },
    save: { type: 'boolean', default: false },
  },
});
const databaseUrl = process.env.SCALE_DATABASE_URL;
if (!databaseUrl) throw new Error('set SCALE_DATABASE_URL (a PostgreSQL server database)');
const sizes = SCALES[args.scale as ScaleName];
if (!sizes) throw new Error(`unknown scale ${args.scale}`);
const number = (name: keyof typeof args) => Number(args[name]);
// The benchmarks page's own helpers (scripts/bench), for `--save`.
const bench = (file: string) =>
  import(pathToFileURL(path.resolve(import.meta.dirname, '../../../../scripts/bench', file)).href);
const { provenance, loadAverage } = await bench('markdown.mjs');
const loadBefore = loadAverage();

interface Call {
  method: 'GET' | 'POST';
  url: string;
  token: string;
  payload?: object;
}

/**
 * Runs `workers` loops at once, each taking the next call until none is left; answers ms per call.
 * `answered` hears each answer's body and the wall-clock time it came.
 */
async function load(
  app: App,
  workers: number,
  calls: Call[],
  answered?: (body: string, atMs: number) => void,
) {
  const times: number[] = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < calls.length) {
        const call = calls[next++]!;
        const at = performance.now();
        const response = await app.inject({
          method: call.method,
          url: `/api/v1${call.url}`,
          headers: { authorization: `Bearer ${call.token}` },
          ...(call.payload ? { payload: call.payload } : {}),
        });
        times.push(performance.now() - at);
        answered?.(response.body, Date.now());
        if (response.statusCode >= 300 && failed++ === 0) {
          console.error(`first failure: ${response.statusCode} ${response.body}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000 / Math.max(1, calls.length);
  times.sort((a, b) => a - b);
  if (times.length === 0) return { perSecond: NaN, p50: 0, p99: 0, cpuMs, failed };
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!;
  return { perSecond: calls.length / seconds, p50: at(0.5), p99: at(0.99), cpuMs, failed };
}

/**
 * Pending orders of the generated data in the busiest vendor's pairs, newest first, as the scale
 * bench accepts them: each matches about twenty vendors, where an order this load dispatched
 * matches 500.
 */
async function generatedOrderIds(db: Database, limit: number) {
  const result = (await db.execute(sql`
    SELECT o.id FROM orders o JOIN maintenance_requests r ON r.id = o.request_id
    WHERE o.status = 'pending' AND r.description NOT LIKE 'Write load%'
      AND o.service_id IN (SELECT service_id FROM vendor_services WHERE vendor_id = ${BUSIEST.vendorId})
      AND o.zip_code IN (SELECT zip_code FROM vendor_zip_codes WHERE vendor_id = ${BUSIEST.vendorId})
    ORDER BY o.created_at DESC LIMIT ${limit}`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/**
 * How long after each request's answer its vendors' notifications were written, from the time
 * in their keys (version 7 UUIDs, decision 073); the rate is requests' offers a second.
 */
async function offerDelays(db: Database, answers: Map<string, number>): Promise<Figures> {
  if (answers.size === 0) return { perSecond: NaN, p50: 0, p99: 0, cpuMs: null, failed: 0 };
  const result = (await db.execute(sql`
    SELECT order_id AS "orderId",
      max(('x' || left(replace(id::text, '-', ''), 12))::bit(48)::bigint) AS "writtenMs"
    FROM notifications WHERE order_id = ANY(${sql.param([...answers.keys()])}::uuid[])
    GROUP BY order_id`)) as unknown as { rows: { orderId: string; writtenMs: string }[] };
  const delays = result.rows.map((row) => Number(row.writtenMs) - answers.get(row.orderId)!);
  const written = result.rows.map((row) => Number(row.writtenMs));
  delays.sort((a, b) => a - b);
  const at = (share: number) =>
    delays[Math.min(delays.length - 1, Math.ceil(share * delays.length) - 1)] ?? NaN;
  const span = (Math.max(...written) - Math.min(...answers.values())) / 1000;
  return {
    perSecond: result.rows.length / span,
    p50: at(0.5),
    p99: at(0.99),
    // Written after the answers, beside the other requests: not a call's own.
    cpuMs: null,
    failed: answers.size - result.rows.length,
  };
}

const saved: { label: string; rps: number; p50: number; p99: number; cpuMs: number | null }[] = [];

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  /** This process's CPU a call; null for what is not a call of its own. */
  cpuMs: number | null;
  failed: number;
}

/** Prints a phase's figures, and keeps them for `--save`; a phase of no calls is skipped. */
function report(label: string, result: Figures) {
  if (Number.isNaN(result.perSecond)) return;
  const { perSecond, p50, p99, cpuMs, failed } = result;
  saved.push({
    label,
    rps: Math.round(perSecond * 10) / 10,
    p50: Math.round(p50),
    p99: Math.round(p99),
    cpuMs,
  });
  console.log(
    `${label.padEnd(46)} ${perSecond.toFixed(1).padStart(7)}/s  p50 ${p50.toFixed(0).padStart(5)} ms` +
      `  p99 ${p99.toFixed(0).padStart(5)} ms` +
      (cpuMs === null ? '' : `  this process ${cpuMs.toFixed(1)} ms CPU a call`) +
      (failed ? `  (${failed} failed)` : ''),
  );
}

// Built (or settled) on the benchmark's pool of four, then opened as the product opens it.
const prepared = await prepareScaleDatabase({ databaseUrl }, sizes, { reuse: true });
await prepared.database.close();
const database = await openDatabase({ databaseUrl });
const app = await openScaleApp(database);
try {
  const context = await scaleContext(app, database.db);
  // Resident r's first home is in zip code (r - 1) % zipCodes: the first, for r = 1, 201, …
  const residents = await Promise.all(
    Array.from({ length: number('residents') }, async (_, i) => {
      const r = 1 + i * sizes.zipCodes;
      return {
        token: await signInAs(app, residentEmail(r)),
        propertyId: scaleUuid('property', `${r}:1`),
      };
    }),
  );
  const dispatch = (round: number): Call[] =>
    residents.map((resident) => ({
      method: 'POST',
      url: '/maintenance-requests',
      token: resident.token,
      payload: {
        propertyId: resident.propertyId,
        serviceId: context.dispatchServiceId,
        description: `Write load, round ${round}: the sink drains slowly`,
      },
    }));
  await load(app, residents.length, dispatch(0));
  await app.offers.settled();
  const rounds = Array.from({ length: number('dispatches') }, (_, i) => dispatch(i + 1)).flat();
  const answers = new Map<string, number>();
  const dispatched = await load(app, residents.length, rounds, (body, atMs) => {
    const orderId = (JSON.parse(body) as { data?: { order?: { id: string } } }).data?.order?.id;
    if (orderId) answers.set(orderId, atMs);
  });
  await app.offers.settled();
  report(
    `dispatch to ${sizes.dispatchCandidates} vendors, ${residents.length} at once`,
    dispatched,
  );
  report('its offers written, after its answer', await offerDelays(database.db, answers));

  const orderIds = await generatedOrderIds(database.db, number('accepts') + 20);
  const accept = (orderId: string): Call => ({
    method: 'POST',
    url: '/vendor-orders/accept',
    token: context.tokens.vendor,
    payload: { orderId },
  });
  await load(app, number('accepters'), orderIds.slice(0, 20).map(accept));
  report(
    `accept (busiest vendor), ${number('accepters')} at once`,
    await load(app, number('accepters'), orderIds.slice(20).map(accept)),
  );

  const openJobs: Call = {
    method: 'GET',
    url: '/vendor-orders?status=pending',
    token: context.tokens.vendor,
  };
  await load(app, 10, Array(50).fill(openJobs));
  report(
    'open jobs, first page (busiest vendor), 10 at once',
    await load(app, 10, Array(number('reads')).fill(openJobs)),
  );
} finally {
  await app.close();
  await database.close();
}
if (args.save) await saveWrites();

/** The figures as the benchmarks page keeps a mode's results (scripts/bench/page.mjs). */
async function saveWrites() {
  const { saveResultsAndWritePage } = await bench('page.mjs');
  saveResultsAndWritePage('writes', {
    id: 'writes',
    name: `PostgreSQL server, ${args.scale === 'full' ? '1M rows' : `scale "${args.scale}"`}, write load`,
    provenance: provenance(),
    loadBefore,
    loadAfter: loadAverage(),
    rows: saved,
  });
}
