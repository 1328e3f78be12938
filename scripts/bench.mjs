// `npm run bench`: load-tests the built product on loopback, keeps each mode's latest results in
// scripts/bench/results/<mode>.json and writes docs/BENCHMARKS.md whole from them (bench/page.mjs).
//
//   npm run bench                       a miniature marketplace on PGlite (and on a server when
//                                       BENCH_DATABASE_URL is set)
//   npm run bench -- --scale            1M rows on a server (BENCH_SCALE_DATABASE_URL) and a tenth
//                                       on it and on PGlite
//   npm run bench -- --web              landing-page JavaScript and Lighthouse
//   npm run bench -- --memory           the API's memory when idle
//   npm run bench -- --work             CPU µs per request of the API and the database, on scale
//                                       data already built (printed, not written)
//   npm run bench -- --fleet            nginx over two API processes against one process
//                                       directly, on the server of BENCH_DATABASE_URL
//
// Options: --reuse (scale: keep data already built to the same sizes), --only <target id prefix>.
// BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 50) tune the runs.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { ensureBuilt } from './lib/build.mjs';
import { startProduct } from './lib/product.mjs';
import { connections, duration, formatRow, measure as measureEndpoint } from './bench/load.mjs';
import { provenance } from './bench/markdown.mjs';
import { saveResultsAndWritePage } from './bench/page.mjs';

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

async function smallBench() {
  // Other work on the machine skews every number; the one-minute load average before the run says how much.
  const loadBefore = os.loadavg()[0].toFixed(2);
  const runs = [await benchDatabase('Embedded database (PGlite)', {})];
  if (process.env.BENCH_DATABASE_URL) {
    runs.push(
      await benchDatabase('PostgreSQL server', { DATABASE_URL: process.env.BENCH_DATABASE_URL }),
    );
  }
  saveResultsAndWritePage('small', {
    provenance: provenance(),
    connections,
    duration,
    loadBefore,
    runs,
  });
}

const { values: options } = parseArgs({
  options: {
    scale: { type: 'boolean', default: false },
    web: { type: 'boolean', default: false },
    memory: { type: 'boolean', default: false },
    work: { type: 'boolean', default: false },
    fleet: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
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
if (options.fleet) {
  const { fleetBench } = await import('./bench/fleet.mjs');
  await fleetBench();
}
if (!options.scale && !options.web && !options.memory && !options.work && !options.fleet) {
  await smallBench();
}
