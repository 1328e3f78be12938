// `npm run bench -- --work`: the CPU time each request costs the API and the database, on scale
// data already built by `--scale` (BENCH_SCALE_DATABASE_URL, or the PGlite tenth). Unlike
// requests a second, this does not depend on how the two cores are shared between the API, the
// database and the load generator, so two builds can be compared on a busy or a slow machine.
//
// Each read runs `BENCH_WORK_REQUESTS` (default 3,000) requests over 20 connections after a
// warm-up; the API's time is its process's, the server's the sum of every `postgres` process's
// (on PGlite the API's process is the database too). BENCH_API_NODE_ARGS goes to the API's Node,
// for example `--cpu-prof --cpu-prof-dir=/tmp/profile` to see where its time goes.
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';
import { root } from '../lib/build.mjs';
import { startProduct } from '../lib/product.mjs';
import { readEndpoints } from './scale-endpoints.mjs';

register();
const scaleDir = path.join(root, 'apps/api/test/scale');
const ids = await import(path.join(scaleDir, 'scale-ids.ts'));
const sizesModule = await import(path.join(scaleDir, 'scale-sizes.ts'));
const scaleApp = await import(path.join(scaleDir, 'scale-app.ts'));
const prepare = await import(path.join(scaleDir, 'prepare-scale-database.ts'));

const ticksPerSecond = 100;
const requestsPerRead = Number(process.env.BENCH_WORK_REQUESTS ?? 3_000);

/** User plus system time of a process, in µs, from /proc. */
function cpuMicros(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** Every running PostgreSQL server process: the postmaster, its backends and helpers. */
function postgresPids() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

/** CPU µs of the server, counted across processes that come and go (backends end with their connections). */
function serverMicros() {
  return postgresPids().reduce((sum, pid) => sum + cpuMicros(pid), 0);
}

async function signIn(baseUrl, email) {
  const res = await fetch(`${baseUrl}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: ids.SCALE_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return (await res.json()).data.accessToken;
}

const run = (baseUrl, endpoint, token, amount) =>
  autocannon({
    url: `${baseUrl}${endpoint.path}`,
    connections: Math.min(20, amount),
    amount,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** µs of the API and of the server per request, for each read whose label starts with one of `only`. */
export async function workBench({ only }) {
  const databaseUrl = process.env.BENCH_SCALE_DATABASE_URL;
  const scale = databaseUrl ? 'full' : 'tenth';
  const sizes = sizesModule.SCALES[scale];
  const where = databaseUrl
    ? { databaseUrl }
    : {
        dataDir: process.env.BENCH_SCALE_DIR ?? path.join(os.tmpdir(), 'homekeep-scale-tenth'),
      };
  const { database } = await prepare.prepareScaleDatabase(where, sizes, { reuse: true });
  const app = await scaleApp.openScaleApp(database);
  let context;
  try {
    context = await scaleApp.scaleContext(app, database.db);
  } finally {
    await app.close();
    await database.close();
  }
  const health = { label: 'GET /api/health', path: '/api/health' };
  const reads = [health, ...readEndpoints(context, sizes)].filter(
    (e) => !only || e === health || only.some((prefix) => e.label.startsWith(prefix)),
  );
  const product = await startProduct({
    env: {
      RESPONSE_VALIDATION: 'false',
      WORKER: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    ...(where.dataDir ? { dataDir: where.dataDir } : {}),
    nodeArgs: process.env.BENCH_API_NODE_ARGS?.split(' ') ?? [],
  });
  try {
    const tokens = {
      resident: await signIn(product.baseUrl, ids.BUSIEST.residentEmail),
      vendor: await signIn(product.baseUrl, ids.BUSIEST.vendorEmail),
    };
    console.log(`${'read'.padEnd(58)} ${'API µs'.padStart(8)} ${'DB µs'.padStart(8)}`);
    for (const endpoint of reads) {
      const token = endpoint.as ? tokens[endpoint.as] : undefined;
      await run(product.baseUrl, endpoint, token, Math.min(500, requestsPerRead));
      const api0 = cpuMicros(product.pid);
      const db0 = databaseUrl ? serverMicros() : 0;
      const result = await run(product.baseUrl, endpoint, token, requestsPerRead);
      const api = (cpuMicros(product.pid) - api0) / result.requests.total;
      const db = databaseUrl ? (serverMicros() - db0) / result.requests.total : 0;
      const failed = result.non2xx + result.errors;
      console.log(
        `${endpoint.label.padEnd(58)} ${api.toFixed(0).padStart(8)} ${db.toFixed(0).padStart(8)}${failed ? `  (${failed} failed)` : ''}`,
      );
    }
  } finally {
    await product.stop();
  }
}
