// `npm run bench -- --memory`: the API's memory when idle after boot, as `npm start` runs it on
// a seeded DATA_DIR (a first start seeds it; the measured start is the second), and on a
// PostgreSQL server when BENCH_DATABASE_URL is set. RSS from /proc; heap from the process itself
// (scripts/bench/memory-probe.mjs, before and after a full garbage collection).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../lib/build.mjs';
import { startProduct } from '../lib/product.mjs';
import { loadAverage, provenance } from './markdown.mjs';
import { saveResultsAndWritePage } from './page.mjs';

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 15);
const probe = fileURLToPath(new URL('./memory-probe.mjs', import.meta.url));
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** VmRSS and VmHWM of a process, in bytes. */
function procStatus(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) =>
    Number(status.match(new RegExp(`${name}:\\s+(\\d+) kB`))?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

async function idleSample(name, { env = {}, dataDir } = {}) {
  const probeFile = path.join(mkdtempSync(path.join(tmpdir(), 'homekeep-probe-')), 'memory.json');
  const product = await startProduct({
    env: { ...env, MEMORY_PROBE_FILE: probeFile },
    dataDir,
    nodeArgs: ['--expose-gc', '--import', probe],
    timeoutMs: 120_000,
  });
  try {
    await sleep(IDLE_SECONDS * 1000);
    const rss = procStatus(product.pid);
    process.kill(product.pid, 'SIGUSR2');
    for (let i = 0; i < 50 && !existsSync(probeFile); i += 1) await sleep(100);
    const { beforeGc, afterGc } = JSON.parse(readFileSync(probeFile, 'utf8'));
    return { name, ...rss, beforeGc, afterGc, rssAfterGc: procStatus(product.pid).rss };
  } finally {
    await product.stop();
    rmSync(path.dirname(probeFile), { recursive: true, force: true });
  }
}

/** RSS a bare Node process gains by importing the place-data packages the seed uses. */
function placeDataCost() {
  const script = `
    const before = process.memoryUsage().rss;
    await import('country-state-city');
    await import('zipcodes');
    console.log(JSON.stringify({ before, after: process.memoryUsage().rss }));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.join(root, 'apps/api'),
    encoding: 'utf8',
  });
  if (result.status !== 0) return null;
  const { before, after } = JSON.parse(result.stdout);
  return after - before;
}

/** Idle memory of a start that finds its database already seeded (a first start seeds it). */
async function seededIdleSample(name, env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'homekeep-memory-'));
  try {
    const seeding = await startProduct({ env, dataDir, timeoutMs: 120_000 });
    await seeding.stop();
    return await idleSample(name, { env, dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function memoryBench() {
  const loadBefore = loadAverage();
  const samples = [await seededIdleSample('PGlite (embedded), seeded DATA_DIR', {})];
  if (process.env.BENCH_DATABASE_URL) {
    samples.push(
      await seededIdleSample('PostgreSQL server (seeded)', {
        DATABASE_URL: process.env.BENCH_DATABASE_URL,
      }),
    );
  }
  for (const s of samples)
    console.log(`${s.name}: RSS ${mb(s.rss)}, heap ${mb(s.afterGc.heapUsed)}`);
  saveResultsAndWritePage('memory', {
    provenance: provenance(),
    loadBefore,
    idleSeconds: IDLE_SECONDS,
    samples,
    placeData: placeDataCost(),
  });
}
