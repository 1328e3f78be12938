// `npm run bench -- --scale`: builds the scale data (apps/api/test/scale) on the PostgreSQL
// server (1M rows and a tenth, each its own database) and on PGlite (a tenth), counts the
// statements each request sends and explains the hot queries in this process, then loads the
// built product with autocannon, saves the results and writes docs/BENCHMARKS.md (page.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { root } from '../lib/build.mjs';
import { startProduct } from '../lib/product.mjs';
import { formatRow, measure } from './load.mjs';
import { loadAverage } from './markdown.mjs';
import { saveResultsAndWritePage } from './page.mjs';
import { scaleResults } from './scale-report.mjs';
import { readEndpoints, writeEndpoints } from './scale-endpoints.mjs';

register();
const scaleDir = path.join(root, 'apps/api/test/scale');
const ts = {
  sizes: await import(path.join(scaleDir, 'scale-sizes.ts')),
  ids: await import(path.join(scaleDir, 'scale-ids.ts')),
  prepare: await import(path.join(scaleDir, 'prepare-scale-database.ts')),
  app: await import(path.join(scaleDir, 'scale-app.ts')),
  log: await import(path.join(scaleDir, 'statement-log.ts')),
  costs: await import(path.join(scaleDir, 'route-costs.ts')),
  hot: await import(path.join(scaleDir, 'hot-queries.ts')),
  plans: await import(path.join(scaleDir, 'query-plans.ts')),
  build: await import(path.join(scaleDir, 'build-scale-data.ts')),
};

/** The places the data is built and measured. */
function targets() {
  const list = [];
  const serverUrl = process.env.BENCH_SCALE_DATABASE_URL;
  if (serverUrl) {
    const tenth = new URL(serverUrl);
    tenth.pathname = `${tenth.pathname}_tenth`;
    list.push({
      id: 'server-full',
      name: 'PostgreSQL server, 1M rows',
      scale: 'full',
      where: { databaseUrl: serverUrl },
    });
    list.push({
      id: 'server-tenth',
      name: 'PostgreSQL server, a tenth',
      scale: 'tenth',
      where: { databaseUrl: tenth.toString() },
    });
  }
  const dataDir = process.env.BENCH_SCALE_DIR ?? path.join(os.tmpdir(), 'homekeep-scale-tenth');
  list.push({
    id: 'pglite-tenth',
    name: 'PGlite (embedded), a tenth',
    scale: 'tenth',
    where: { dataDir },
  });
  return list;
}

const withToken = (endpoint, tokens) =>
  endpoint.as ? { ...endpoint, token: tokens[endpoint.as] } : endpoint;

/** In this process, on the real app: statements per request of each endpoint, and the hot plans. */
async function inspect(database, sizes, endpointsOf) {
  const app = await ts.app.openScaleApp(database);
  try {
    const context = await ts.app.scaleContext(app, database.db);
    const orderIds = await ts.app.acceptableOrderIds(database.db, 20_000);
    const log = ts.log.logStatements(database);
    const queries = {};
    const endpoints = endpointsOf(context, orderIds.slice(0, 4));
    for (const endpoint of endpoints) {
      const token = endpoint.as ? context.tokens[endpoint.as] : undefined;
      queries[endpoint.label] = await ts.costs.statementsPerRequest(app, log, {
        method: endpoint.method ?? 'GET',
        url: endpoint.path,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payloads: endpoint.bodies ?? (endpoint.body ? [endpoint.body] : undefined),
      });
    }
    const rowsByTable = await ts.plans.tableRows(database.db);
    const plans = [];
    for (const query of ts.hot.HOT_QUERIES) {
      const result = await ts.hot.checkHotQuery(app, database.db, log, context, query, rowsByTable);
      plans.push({ ...result, overBudgetToday: query.overBudgetToday ?? null });
    }
    log.stop();
    return { context, queries, plans, orderIds: orderIds.slice(4) };
  } finally {
    await app.close();
  }
}

async function signIn(baseUrl, email, password) {
  const res = await fetch(`${baseUrl}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return (await res.json()).data.accessToken;
}

const METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef';

/**
 * Waits until the product has written every dispatched job's offers (decision 074: after the
 * answers), so that the next row is not measured beside them; answers the seconds it waited.
 */
async function offersWritten(baseUrl) {
  const started = performance.now();
  let last = { waiting: Number.NaN, at: started };
  for (;;) {
    const res = await fetch(`${baseUrl}/api/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const waiting = Number(
      /^homekeep_offer_deliveries_waiting (\d+)$/m.exec(await res.text())?.[1],
    );
    if (Number.isNaN(waiting)) throw new Error('the metrics show no offers waiting gauge');
    if (waiting === 0) return (performance.now() - started) / 1000;
    const now = performance.now();
    if (waiting !== last.waiting) last = { waiting, at: now };
    // A delivery that fails is retried first each time: the rest would wait behind it for ever.
    if (now - last.at > 60_000) {
      throw new Error(`${waiting} offers waiting, none written for a minute: deliveries fail`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function loadProduct(target, endpointsOf, inspected) {
  const product = await startProduct({
    // Answers written as production writes them (no response check; NODE_ENV stays unset), by
    // a process that serves HTTP only: a scheduled job's tick (the hourly plan visits make one
    // request per subscription at first) would otherwise land in the middle of some runs.
    env: {
      RESPONSE_VALIDATION: 'false',
      WORKER: 'false',
      // Sign-in's run comes from many client addresses, as behind a proxy (`fromManyAddresses`).
      TRUST_PROXY: 'loopback',
      METRICS_TOKEN,
      ...('databaseUrl' in target.where ? { DATABASE_URL: target.where.databaseUrl } : {}),
    },
    ...('dataDir' in target.where ? { dataDir: target.where.dataDir } : {}),
  });
  try {
    const { BUSIEST, SCALE_PASSWORD } = ts.ids;
    const tokens = {
      resident: await signIn(product.baseUrl, BUSIEST.residentEmail, SCALE_PASSWORD),
      vendor: await signIn(product.baseUrl, BUSIEST.vendorEmail, SCALE_PASSWORD),
    };
    const health = { label: 'GET /api/health', path: '/api/health' };
    const endpoints = [health, ...endpointsOf(inspected.context, inspected.orderIds), health];
    // A fresh process runs slower until its code is compiled: warm it before the first row.
    await measure(product.baseUrl, { ...health, seconds: 3 });
    // Offers an earlier run's process left are written at start, before the first row.
    await offersWritten(product.baseUrl);
    const loadBefore = loadAverage();
    const rows = [];
    for (const endpoint of endpoints) {
      // The machine's speed drifts over minutes (health 4,700 to 12,700 req/s in one hour, seen
      // on the same machine): a short health run just before each row is its second divisor.
      const beside =
        endpoint === health ? null : await measure(product.baseUrl, { ...health, seconds: 3 });
      const row = await measure(product.baseUrl, withToken(endpoint, tokens));
      row.healthBeside = beside?.rps ?? null;
      row.queries = inspected.queries[endpoint.label] ?? (endpoint === health ? 0 : null);
      console.log(formatRow(row));
      if (endpoint.method === 'POST') {
        row.offersWrittenAfter = await offersWritten(product.baseUrl);
        if (row.offersWrittenAfter > 1) {
          console.log(
            `  its offers all written ${row.offersWrittenAfter.toFixed(1)} s after its run`,
          );
        }
      }
      rows.push(row);
    }
    return { rows, loadBefore, loadAfter: loadAverage() };
  } finally {
    await product.stop();
  }
}

async function runTarget(target, { reuse }) {
  const sizes = ts.sizes.SCALES[target.scale];
  console.log(`\n## ${target.name}: preparing the data${reuse ? ' (reusing it when there)' : ''}`);
  const prepared = await ts.prepare.prepareScaleDatabase(target.where, sizes, { reuse });
  const { database } = prepared;
  let inspected;
  let rowCounts;
  try {
    if (prepared.build) console.log(`built in ${prepared.build.seconds.toFixed(0)} s`);
    rowCounts = prepared.build?.rows ?? (await ts.build.countScaleRows(database.db));
    const residentEmails = Array.from({ length: 200 }, (_, i) => ts.ids.residentEmail(i + 2));
    const endpointsOf = (context, orderIds) => [
      ...readEndpoints(context, sizes),
      ...writeEndpoints(context, sizes, {
        residentEmails,
        password: ts.ids.SCALE_PASSWORD,
        orderIds,
      }),
    ];
    inspected = await inspect(database, sizes, endpointsOf);
    await database.close();
    const load = await loadProduct(target, endpointsOf, inspected);
    return {
      ...target,
      sizes,
      buildSeconds: prepared.build?.seconds ?? null,
      rowCounts,
      plans: inspected.plans,
      ...load,
    };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

export async function scaleBench({ reuse, only }) {
  const chosen = targets().filter((t) => !only || t.id.startsWith(only));
  if (!process.env.BENCH_SCALE_DATABASE_URL) {
    console.log('BENCH_SCALE_DATABASE_URL is not set: the PostgreSQL server runs are left out.');
  }
  const results = [];
  for (const target of chosen) results.push(await runTarget(target, { reuse }));
  mkdirSync(path.join(root, '.reports'), { recursive: true });
  const reportFile = path.join(root, '.reports/bench-scale.json');
  writeFileSync(reportFile, JSON.stringify(results, null, 2));
  console.log(`Wrote ${path.relative(root, reportFile)} (every plan included)`);
  saveResultsAndWritePage('scale', scaleResults(results));
}
