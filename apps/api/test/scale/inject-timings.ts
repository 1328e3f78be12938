// In-process time of a few hot reads: each route called by `app.inject` one request after another
// (after a warm-up), median and 99th percentile in microseconds, and the process's CPU time a
// request (with PGlite, its PostgreSQL's too; a server's is not counted). On the plan check's data:
//   npx tsx test/scale/inject-timings.ts pglite [dataDir]     (kept and reused in dataDir)
//   npx tsx test/scale/inject-timings.ts postgres://…/<database>   (wiped unless it holds that data)
import { openScaleApp, scaleContext } from './scale-app';
import { prepareScaleDatabase } from './prepare-scale-database';
import { SCALES } from './scale-sizes';

const [target = 'pglite', dataDir = '/tmp/homekeep-inject-timings'] = process.argv.slice(2);
const REQUESTS = Number(process.env.REQUESTS ?? 500);
const WARM_UP = 100;

const { database } = await prepareScaleDatabase(
  target === 'pglite' ? { dataDir } : { databaseUrl: target },
  SCALES.plans,
  { reuse: true },
);
const app = await openScaleApp(database);
const context = await scaleContext(app, database.db);

const routes = [
  { name: 'services, page 1', url: '/api/v1/services' },
  { name: 'properties, page 1', url: '/api/v1/properties', as: context.tokens.resident },
  { name: 'vendor profile', url: '/api/v1/vendors/profile', as: context.tokens.vendor },
  {
    name: 'notifications, page 1',
    url: '/api/v1/vendors/notifications',
    as: context.tokens.vendor,
  },
];

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

console.log(`${database.driver}, ${REQUESTS} requests a route`);
for (const route of routes) {
  const call = async () => {
    const started = process.hrtime.bigint();
    const response = await app.inject({
      method: 'GET',
      url: route.url,
      headers: route.as ? { authorization: `Bearer ${route.as}` } : {},
    });
    const micros = Number(process.hrtime.bigint() - started) / 1_000;
    if (response.statusCode !== 200) throw new Error(`${route.url}: ${response.statusCode}`);
    return micros;
  };
  for (let i = 0; i < WARM_UP; i += 1) await call();
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i += 1) times.push(await call());
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPerRequest = ((cpu.user + cpu.system) / REQUESTS).toFixed(0);
  times.sort((a, b) => a - b);
  const median = percentile(times, 0.5).toFixed(0);
  const p99 = percentile(times, 0.99).toFixed(0);
  console.log(`${route.name}: median ${median} µs, p99 ${p99} µs, CPU ${cpuPerRequest} µs`);
}

await app.close();
await database.close();
