// `npm run bench -- --web`: what the landing page costs a phone. The JavaScript /home loads
// before it paints (scripts/check-landing-budget.mjs) and who contributes it (a production
// build with a plugin that records each module's rendered size), and Lighthouse's mobile
// performance for /home and /sign-in against the built product (lighthouse 12 through npx,
// Chromium at CHROMIUM_PATH, no network needed beyond loopback).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { landingScripts } from '../check-landing-budget.mjs';
import { root } from '../lib/build.mjs';
import { startProduct } from '../lib/product.mjs';
import { kb, loadAverage, provenance } from './markdown.mjs';
import { saveResultsAndWritePage } from './page.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PAGES = ['/home', '/sign-in'];

/** The package (or app folder) a module of the bundle comes from. */
function ownerOf(id) {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const inPackage = clean.lastIndexOf('node_modules/');
  if (inPackage !== -1) {
    const [scope, name] = clean.slice(inPackage + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const app = clean.match(/(apps\/web\/src\/[^/]+(?:\/[^/]+)?|packages\/[^/]+)\//);
  return app ? app[1].replace('apps/web/', '') : 'other';
}

/** Builds the web app into a temporary folder, recording each chunk's modules and sizes. */
async function recordedBuild() {
  const { build } = await import('vite');
  const outDir = mkdtempSync(path.join(tmpdir(), 'homekeep-web-'));
  const chunks = new Map();
  const recorder = {
    name: 'homekeep-record-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules ?? {}).map(([id, m]) => ({
          owner: ownerOf(id),
          size: m.renderedLength ?? 0,
        }));
        chunks.set(output.fileName, modules);
      }
    },
  };
  const webRoot = path.join(root, 'apps/web');
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [recorder],
  });
  return { outDir, chunks };
}

/** Landing scripts with each owner's share, its gzip estimated in proportion to its rendered size. */
async function contributors() {
  const { outDir, chunks } = await recordedBuild();
  try {
    const scripts = landingScripts(outDir);
    const owners = new Map();
    for (const script of scripts) {
      const modules = chunks.get(script.file) ?? [];
      const rendered = modules.reduce((n, m) => n + m.size, 0) || 1;
      for (const m of modules) {
        const owner = owners.get(m.owner) ?? { owner: m.owner, rendered: 0, gzip: 0 };
        owner.rendered += m.size;
        owner.gzip += (m.size / rendered) * script.gzip;
        owners.set(m.owner, owner);
      }
    }
    return { scripts, owners: [...owners.values()].sort((a, b) => b.gzip - a.gzip) };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

function lighthouseRun(url) {
  const flags =
    '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
  const result = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12',
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${flags}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: chromiumPath },
      maxBuffer: 64 * 1024 * 1024,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`lighthouse failed on ${url}: ${result.stderr.slice(-500)}`);
  const report = JSON.parse(result.stdout);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    bytes: audit('total-byte-weight'),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouse() {
  const product = await startProduct({ timeoutMs: 120_000 });
  try {
    const pages = [];
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1)
        runs.push(lighthouseRun(`${product.baseUrl}${page}`));
      const pick = (key) => median(runs.map((r) => r[key]));
      pages.push({
        page,
        scores: runs.map((r) => r.score),
        ...Object.fromEntries(
          ['score', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'bytes'].map((k) => [k, pick(k)]),
        ),
      });
      console.log(`${page}: performance ${runs.map((r) => r.score).join(', ')}`);
    }
    return pages;
  } finally {
    await product.stop();
  }
}

export async function webBench() {
  const { scripts, owners } = await contributors();
  const total = scripts.reduce((n, s) => n + s.gzip, 0);
  console.log(`Landing JavaScript: ${kb(total)} gzip in ${scripts.length} files`);
  const loadBefore = loadAverage();
  const pages = await lighthouse();
  saveResultsAndWritePage('web', {
    provenance: provenance(),
    loadBefore,
    landing: { gzip: total, files: scripts.length },
    owners: owners.slice(0, 15).map(({ owner, rendered, gzip }) => ({ owner, rendered, gzip })),
    lighthouseRuns: LIGHTHOUSE_RUNS,
    pages,
  });
}
