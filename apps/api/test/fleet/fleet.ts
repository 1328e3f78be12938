import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startS3Server } from '../s3-server';
import { startServer, type ProductProcess } from '../process/server-process';
import { nginxSiteFromGuide, startNginx, type Nginx } from './nginx';

/** A TCP port of loopback that was free a moment ago. */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The fleet's own database on the server of `serverUrl` (`homekeep_fleet`), made when missing
 * and kept between runs: its first start loads the catalogue (a quarter of a minute), later
 * starts only check the migrations. Jobs left queued by an earlier run are removed.
 */
export async function fleetDatabase(serverUrl: string, name = 'homekeep_fleet') {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  // Jobs an earlier run queued and never ran would run in this one and blur its counts.
  const fleet = new pg.Client({ connectionString: url.toString() });
  await fleet.connect();
  try {
    const queue = await fleet.query(
      "select 1 from pg_tables where schemaname = 'pgboss' and tablename = 'job'",
    );
    if (queue.rowCount)
      await fleet.query("delete from pgboss.job where state in ('created', 'retry')");
  } finally {
    await fleet.end();
  }
  return url.toString();
}

export interface FleetOptions {
  databaseUrl: string;
  /** Also start the worker-only process (the benchmark runs without one). */
  worker?: boolean;
}

export interface Fleet {
  /** nginx, in front of the API processes: what clients reach. */
  url: string;
  nginx: Nginx;
  /** The API processes behind nginx (`WORKER=false`), each on its own fixed port. */
  api: { process: ProductProcess; url: string; port: number }[];
  /** The worker-only process (`WORKER=true`), on a port nginx does not send to. */
  worker: { process: ProductProcess; url: string } | null;
  /** The settings every process shares, as in /etc/homekeep.env of the guide. */
  env: Record<string, string>;
  metricsToken: string;
  /** SIGKILLs API process `index` and starts it again on its port; resolves once it serves. */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The guide's fleet on this machine: the PostgreSQL database of `databaseUrl`, Redis on
 * 127.0.0.1:6379 (`TEST_REDIS_URL` to change), a local S3 server (s3rver), one worker-only process,
 * two API processes and nginx with the guide's site in front of them.
 */
export async function startFleet({ databaseUrl, worker = true }: FleetOptions): Promise<Fleet> {
  const dir = mkdtempSync(path.join(tmpdir(), 'homekeep-fleet-'));
  const s3 = await startS3Server('homekeep-fleet');
  const metricsToken = randomBytes(24).toString('hex');
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    JWT_SECRET: randomBytes(32).toString('hex'),
    S3_BUCKET: s3.settings.bucket,
    S3_ENDPOINT: s3.settings.endpoint!,
    S3_REGION: s3.settings.region,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId!,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey!,
    S3_FORCE_PATH_STYLE: 'true',
    METRICS_TOKEN: metricsToken,
    PAYMENTS_MODE: 'test',
    DRAIN_DELAY: '0',
    // nginx on this machine: the client's address is what it appends to X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
  };
  const started: ProductProcess[] = [];
  const start = (extra: Record<string, string>) => {
    const product = startServer({ ...env, ...extra });
    started.push(product);
    return product;
  };
  let nginx: Nginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(
      started.map((product) =>
        product.child.exitCode === null && product.child.signalCode === null
          ? product.stop('SIGTERM')
          : null,
      ),
    );
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // They start together: migrations and the seed take an advisory lock (the guide's promise).
    const ports = [await freePort(), await freePort()];
    const apiStart = (port: number) => start({ WORKER: 'false', PORT: String(port) });
    const workerProduct = worker ? start({ WORKER: 'true', PORT: '0' }) : null;
    const apiProducts = ports.map(apiStart);
    const api = await Promise.all(
      apiProducts.map(async (product, i) => ({
        process: product,
        port: ports[i]!,
        url: await product.ready(180_000),
      })),
    );
    const workerProcess = workerProduct
      ? { process: workerProduct, url: await workerProduct.ready(180_000) }
      : null;
    const nginxPort = await freePort();
    const site = nginxSiteFromGuide(
      ports.map((port) => `127.0.0.1:${port}`),
      `127.0.0.1:${nginxPort}`,
    );
    nginx = await startNginx(path.join(dir, 'nginx'), site, nginxPort);
    return {
      url: nginx.url,
      nginx,
      api,
      worker: workerProcess,
      env,
      metricsToken,
      async restart(index) {
        const member = api[index]!;
        await member.process.stop('SIGKILL');
        member.process = apiStart(member.port);
        member.url = await member.process.ready(60_000);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** One series of a process's `/api/metrics`, summed over the label sets matching `labels`. */
export async function metricOf(
  processUrl: string,
  token: string,
  name: string,
  labels: Record<string, string> = {},
) {
  const answer = await fetch(`${processUrl}/api/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (answer.status !== 200) throw new Error(`metrics answered ${answer.status}`);
  let sum = 0;
  for (const line of (await answer.text()).split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      sum += Number(match[3]);
    }
  }
  return sum;
}
