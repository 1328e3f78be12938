// `npm run bench`: load-tests the built product on loopback and writes docs/BENCHMARKS.md.
//
//   npm run bench                       a miniature marketplace on PGlite (and on a server when
//                                       BENCH_DATABASE_URL is set): block `small`
//   npm run bench -- --scale            1M rows on a server (BENCH_SCALE_DATABASE_URL) and a tenth
//                                       on it and on PGlite: blocks `scale-data`, `scale-<label>`
//   npm run bench -- --web              landing-page JavaScript and Lighthouse: block `web-<label>`
//   npm run bench -- --memory           the API's memory when idle: block `memory-<label>`
//   npm run bench -- --work             CPU µs per request of the API and the database, on scale
//                                       data already built (printed, not written)
//
// Options: --label <name> (default `latest`; `before` and `after` keep both sides of a change),
// --reuse (scale: keep data already built to the same sizes), --only <target id prefix>.
// BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 50) tune the runs.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ensureBuilt, root } from './lib/build.mjs';
import { startProduct } from './lib/product.mjs';
import { connections, duration, formatRow, measure as measureEndpoint } from './bench/load.mjs';
import { kb, table, upsertBlock } from './bench/markdown.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const endpoints = [
  { label: 'GET /api/health', path: '/api/health' },
  { label: 'GET /api/v1/maintenance-plans', path: '/api/v1/maintenance-plans' },
  { label: 'GET /api/v1/services?global=clean', path: '/api/v1/services?global=clean' },
  { label: 'GET /api/v1/cities?global=san', path: '/api/v1/cities?global=san' },
  { label: 'GET /api/v1/auth (bearer token)', path: '/api/v1/auth', auth: 'resident' },
  {
    label: 'GET /api/v1/maintenance-requests (resident)',
    path: '/api/v1/maintenance-requests',
    auth: 'resident',
  },
  {
    label: 'GET /api/v1/vendor-orders?status=pending (matching)',
    path: '/api/v1/vendor-orders?status=pending',
    auth: 'vendor',
  },
];

/** Requests the resident makes before the runs, so that the lists above are not empty. */
const REQUESTS_BEFORE_RUNS = 40;
const ZIP_CODE = '53703';

async function signUp(baseUrl, role = 'resident') {
  const id = randomUUID().slice(0, 8);
  const res = await fetch(`${baseUrl}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      role,
      email: `bench-${role}-${id}@example.test`,
      password: `Pass-${id}-word`,
      firstName: 'Bench',
      lastName: 'Mark',
      ...(role === 'vendor' ? { companyName: 'Bench Repairs' } : {}),
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  return (await res.json()).data.accessToken;
}

async function call(baseUrl, token, method, url, body) {
  const res = await fetch(`${baseUrl}/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (res.status >= 300)
    throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()).data;
}

/**
 * A marketplace in miniature: a vendor whose profile covers one service in one zip code, and a
 * resident with a property there who has asked for that service many times.
 */
async function prepareMarketplace(baseUrl) {
  const [resident, vendor] = [await signUp(baseUrl), await signUp(baseUrl, 'vendor')];
  const first = async (list) =>
    (await (await fetch(`${baseUrl}/api/v1/${list}?limit=1`)).json()).data[0].id;
  const serviceId = await first('services');
  const profile = await call(baseUrl, vendor, 'GET', '/vendors/profile');
  await call(baseUrl, vendor, 'PUT', `/vendors/profile/${profile.id}`, {
    companyName: 'Bench Repairs',
    vendorTypeId: await first('vendor-types'),
    companyTypeId: await first('company-types'),
    licenseTypeId: await first('license-types'),
    licenseNumber: 'BENCH-1',
    serviceIds: [serviceId],
    zipCodes: [ZIP_CODE],
  });
  const property = await call(baseUrl, resident, 'POST', '/properties', {
    name: 'Bench house',
    addressLine1: '1 Load Street',
    city: 'Madison',
    state: 'WI',
    zipCode: ZIP_CODE,
  });
  for (let i = 0; i < REQUESTS_BEFORE_RUNS; i += 1) {
    await call(baseUrl, resident, 'POST', '/maintenance-requests', {
      propertyId: property.id,
      serviceId,
      description: `Bench request ${i + 1}`,
    });
  }
  return { resident, vendor };
}

async function benchDatabase(name, env) {
  console.log(`\n## ${name}`);
  const product = await startProduct({ env });
  try {
    const tokens = await prepareMarketplace(product.baseUrl);
    const rows = [];
    for (const endpoint of endpoints) {
      const token = endpoint.auth ? tokens[endpoint.auth] : undefined;
      const row = await measureEndpoint(product.baseUrl, { ...endpoint, token });
      console.log(formatRow(row));
      rows.push(row);
    }
    return { name, rows };
  } finally {
    await product.stop();
  }
}

/** JavaScript the browser downloads to show /home, each file gzip-compressed as served. */
async function landingJs() {
  const dist = path.join(root, 'apps/web/dist');
  const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
  if (existsSync(chromiumPath)) {
    const { chromium } = await import('playwright-core');
    const product = await startProduct();
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
    });
    try {
      const page = await browser.newPage();
      const scripts = new Set();
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (req.resourceType() === 'script' && url.origin === product.baseUrl)
          scripts.add(url.pathname);
      });
      await page.goto(`${product.baseUrl}/home`);
      await page.waitForLoadState('networkidle');
      const files = [...scripts].map((p) => path.join(dist, p)).filter((f) => existsSync(f));
      return {
        method: 'scripts Chromium loads for /home',
        files: files.length,
        raw: files.reduce((n, f) => n + readFileSync(f).length, 0),
        gzip: files.reduce((n, f) => n + gz(f), 0),
      };
    } finally {
      await browser.close();
      await product.stop();
    }
  }
  // Without a browser: the entry script and its modulepreload links in index.html.
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/[^"]+\.js)"/g)].map((m) =>
    path.join(dist, m[1]),
  );
  return {
    method: 'index.html entry and preloads (no lazy screen)',
    files: refs.length,
    raw: refs.reduce((n, f) => n + readFileSync(f).length, 0),
    gzip: refs.reduce((n, f) => n + gz(f), 0),
  };
}

async function smallBench() {
  // Other work on the machine skews every number; the one-minute load average before the run says how much.
  const loadBefore = os.loadavg()[0].toFixed(2);
  const runs = [await benchDatabase('Embedded database (PGlite)', {})];
  if (process.env.BENCH_DATABASE_URL) {
    runs.push(
      await benchDatabase('PostgreSQL server', { DATABASE_URL: process.env.BENCH_DATABASE_URL }),
    );
  }
  const js = await landingJs();
  const rowsOf = (rows) =>
    table(
      ['request', 'req/s', 'p50 latency', 'p99 latency', 'requests', 'non-2xx', 'errors'],
      rows.map((r) => [
        r.label,
        String(r.rps),
        `${r.p50} ms`,
        `${r.p99} ms`,
        String(r.total),
        String(r.non2xx),
        String(r.errors),
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
    );
  const cpu = os.cpus()[0]?.model?.trim() ?? 'unknown CPU';
  upsertBlock(
    'small',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.availableParallelism()} cores (${cpu}),
Node ${process.version}, ${os.platform()} ${os.release()}. autocannon on loopback, ${connections} connections,
${duration} s per request, against the production build (\`apps/api/dist/main.js\` serving the web build).
Load generator and server share the same cores, so the numbers are a floor, not a ceiling.
One-minute load average just before the run: ${loadBefore} (on an idle machine it is near 0;
anything near or above the core count means other work shared the CPU and the numbers are low).

${runs.map((run) => `## ${run.name}\n\n${rowsOf(run.rows)}`).join('\n\n')}
${runs.length === 1 ? '\nThe PostgreSQL server run is left out: set `BENCH_DATABASE_URL` to include it.\n' : ''}
## Web build

Initial JavaScript for the landing page (/home): ${js.files} files, ${kb(js.raw)} raw, **${kb(js.gzip)} gzip**
(measured as: ${js.method}).`,
    { before: '## Scale' },
  );
  console.log(`\nInitial JS for /home: ${kb(js.gzip)} gzip (${js.files} files)`);
  console.log('Wrote docs/BENCHMARKS.md (block small)');
}

const { values: options } = parseArgs({
  options: {
    scale: { type: 'boolean', default: false },
    web: { type: 'boolean', default: false },
    memory: { type: 'boolean', default: false },
    work: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    label: { type: 'string', default: 'latest' },
    only: { type: 'string' },
  },
});
if (!/^[a-z0-9-]+$/.test(options.label)) {
  console.error('--label takes lower-case letters, digits and dashes');
  process.exit(2);
}
if (!ensureBuilt()) process.exit(1);
if (options.scale) {
  const { scaleBench } = await import('./bench/scale.mjs');
  await scaleBench(options);
}
if (options.web) {
  const { webBench } = await import('./bench/web.mjs');
  await webBench(options);
}
if (options.memory) {
  const { memoryBench } = await import('./bench/memory.mjs');
  await memoryBench(options);
}
if (options.work) {
  const { workBench } = await import('./bench/work.mjs');
  await workBench({ only: options.only?.split(',') });
}
if (!options.scale && !options.web && !options.memory && !options.work) await smallBench();
