// `npm run bench`: load-tests the built product on loopback and writes docs/BENCHMARKS.md.
//
// The product runs on the embedded database (PGlite) in a temporary DATA_DIR, and also on a
// PostgreSQL server when BENCH_DATABASE_URL is set. BENCH_DURATION (seconds, default 10) and
// BENCH_CONNECTIONS (default 50) tune the runs.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { ensureBuilt, root } from './lib/build.mjs';
import { startProduct } from './lib/product.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
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

async function measure(baseUrl, endpoint, tokens) {
  // A first request checks the route answers 200 before it is loaded.
  const headers = endpoint.auth ? { authorization: `Bearer ${tokens[endpoint.auth]}` } : {};
  const probe = await fetch(`${baseUrl}${endpoint.path}`, { headers });
  if (probe.status !== 200) throw new Error(`${endpoint.label} answered ${probe.status}`);
  const result = await autocannon({
    url: `${baseUrl}${endpoint.path}`,
    connections,
    duration,
    headers,
  });
  return {
    label: endpoint.label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function benchDatabase(name, env) {
  console.log(`\n## ${name}`);
  const product = await startProduct({ env });
  try {
    const tokens = await prepareMarketplace(product.baseUrl);
    const rows = [];
    for (const endpoint of endpoints) {
      const row = await measure(product.baseUrl, endpoint, tokens);
      console.log(
        `${row.label.padEnd(40)} ${String(row.rps).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  non-2xx ${row.non2xx}  errors ${row.errors}`,
      );
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

if (!ensureBuilt()) process.exit(1);
// Other work on the machine skews every number; the one-minute load average before the run says how much.
const loadBefore = os.loadavg()[0].toFixed(2);

const runs = [await benchDatabase('Embedded database (PGlite)', {})];
if (process.env.BENCH_DATABASE_URL) {
  runs.push(
    await benchDatabase('PostgreSQL server', { DATABASE_URL: process.env.BENCH_DATABASE_URL }),
  );
}
const js = await landingJs();
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

const table = (rows) =>
  [
    '| request | req/s | p50 latency | p99 latency | requests | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.total} | ${r.non2xx} | ${r.errors} |`,
    ),
  ].join('\n');

const cpu = os.cpus()[0]?.model?.trim() ?? 'unknown CPU';
const markdown = `# Benchmarks

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.availableParallelism()} cores (${cpu}),
Node ${process.version}, ${os.platform()} ${os.release()}. autocannon on loopback, ${connections} connections,
${duration} s per request, against the production build (\`apps/api/dist/main.js\` serving the web build).
Load generator and server share the same cores, so the numbers are a floor, not a ceiling.
One-minute load average just before the run: ${loadBefore} (on an idle machine it is near 0;
anything near or above the core count means other work shared the CPU and the numbers are low).

${runs.map((run) => `## ${run.name}\n\n${table(run.rows)}`).join('\n\n')}
${runs.length === 1 ? '\nThe PostgreSQL server run is left out: set `BENCH_DATABASE_URL` to include it.\n' : ''}
## Web build

Initial JavaScript for the landing page (/home): ${js.files} files, ${kb(js.raw)} raw, **${kb(js.gzip)} gzip**
(measured as: ${js.method}).

## Reproduce

\`\`\`sh
npm install
npm run bench                                                    # PGlite only
BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench   # and a server
\`\`\`

\`BENCH_DURATION\` (seconds) and \`BENCH_CONNECTIONS\` change the load. The script builds what is
missing, starts the product on a free port with a temporary \`DATA_DIR\`, signs up one resident for
the authenticated request, and rewrites this file.
`;
writeFileSync(path.join(root, 'docs/BENCHMARKS.md'), markdown);
console.log(`\nInitial JS for /home: ${kb(js.gzip)} gzip (${js.files} files)`);
console.log('Wrote docs/BENCHMARKS.md');
