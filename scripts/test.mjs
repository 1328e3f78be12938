// `npm test`: every check of the project, in order, with one closing line `N passed, N failed`.
//
//   npm test                     everything below; the PostgreSQL server run of the API only
//                                when TEST_DATABASE_URL is set
//   npm test -- static           lint, typecheck, import boundaries (planted violations)
//   npm test -- api              both API runs: PGlite on this Node, the PostgreSQL server
//                                on Node 24 LTS
//   npm test -- plans            query plans at scale (PGlite; and PostgreSQL when
//                                TEST_DATABASE_URL is set, in its database homekeep_plans)
//   npm test -- web              web unit/component and the landing page's JavaScript budget
//   npm test -- e2e              end-to-end
//   npm test -- process          the built server as a process (signals, launcher, DATA_DIR lock)
//   npm test -- fleet            nginx, two API processes and a worker on the PostgreSQL server
//                                (TEST_DATABASE_URL), Redis and S3, one killed under load;
//                                Prometheus scrapes them (needs Debian's nginx and prometheus)
//   npm test -- node24           what runs on the Node LTS: the API on the server, the fleet, and
//                                the built server as a process again (24, fetched from the npm registry
//                                when the machine's Node is another; LTS_NODE_PATH names one)
//   npm test -- api -- auth      arguments after a second `--` go to the runner (a file filter)
//
// Each runner's output is streamed (runners of one batch run side by side and print theirs as
// each ends); a failing runner does not stop the next one. Counts come
// from the runners' JSON reports in .reports/; lint and typecheck count as one check each.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { keepFreedMemory } from './lib/allocator.mjs';
import { ensureBuiltAsync, root } from './lib/build.mjs';
import { LTS_NODE_MAJOR, ltsNode } from './lib/lts-node.mjs';

const reportsDir = path.join(root, '.reports');

// Every runner, and what it starts, keeps the memory glibc's allocator frees (decision 079): the
// API tests on PGlite handed pages back and faulted them in again, 3.5 million faults in 84 s of
// one area's tests, a quarter of their time on a virtual machine whose page faults are dear.
process.env.GLIBC_TUNABLES ??= keepFreedMemory;

const bin = (name) => {
  for (const dir of [
    'apps/web/node_modules/.bin',
    'apps/api/node_modules/.bin',
    'node_modules/.bin',
  ]) {
    const candidate = path.join(root, dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return name;
};

const vitestArgs = (report) => [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reportsDir, report)}`,
];

/** Why a run on the PostgreSQL server is skipped, or null when TEST_DATABASE_URL names one. */
const needsServer = () =>
  process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set (PostgreSQL server run)';

/** The plan check's database on the server of TEST_DATABASE_URL: `homekeep_plans`. */
function serverPlansUrl() {
  if (!process.env.TEST_DATABASE_URL) return undefined;
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/homekeep_plans';
  return url.toString();
}

// Runners of one `batch` that come one after another run side by side, their output printed as
// each ends: ESLint, Prettier, the type check and the boundaries test share the two cores, and of
// the two plan checks one works in its own process (PGlite), the other mostly in the server's.
// A runner that `needsBuild` waits for the product's build, which starts with the first runner.
const runners = [
  {
    // `npm run lint` as two runners side by side: ESLint, on two threads so that it takes the
    // core the type check leaves when it ends, and Prettier's check of every file.
    id: 'lint',
    group: 'static',
    batch: 'static',
    kind: 'check',
    cmd: bin('eslint'),
    args: ['--concurrency', '2', '.'],
  },
  {
    id: 'format',
    group: 'static',
    batch: 'static',
    kind: 'check',
    cmd: bin('prettier'),
    args: ['--check', '.'],
  },
  {
    id: 'typecheck',
    group: 'static',
    batch: 'static',
    kind: 'check',
    cmd: 'npm',
    args: ['run', 'typecheck'],
  },
  {
    // Every import boundary of eslint.config.js refuses a planted violation.
    id: 'boundaries',
    group: 'static',
    batch: 'static',
    kind: 'vitest',
    cmd: bin('vitest'),
    args: [...vitestArgs('boundaries.json'), '--dir', 'scripts', '--testTimeout', '120000'],
    report: 'boundaries.json',
  },
  {
    id: 'api-pglite',
    group: 'api',
    kind: 'vitest',
    cwd: 'apps/api',
    cmd: bin('vitest'),
    args: vitestArgs('api-pglite.json'),
    report: 'api-pglite.json',
    env: { TEST_DATABASE_URL: undefined },
  },
  {
    id: 'api-postgres',
    group: 'api',
    kind: 'vitest',
    cwd: 'apps/api',
    cmd: bin('vitest'),
    args: vitestArgs('api-postgres.json'),
    report: 'api-postgres.json',
    skipUnless: needsServer,
  },
  {
    // Scale data built in the test, in memory on PGlite.
    id: 'api-plans',
    group: 'plans',
    batch: 'plans',
    kind: 'vitest',
    cwd: 'apps/api',
    cmd: bin('vitest'),
    args: [...vitestArgs('api-plans.json'), '--config', 'vitest.plans.config.ts'],
    report: 'api-plans.json',
    env: { PLANS_DATABASE_URL: undefined },
  },
  {
    // The same on the server of TEST_DATABASE_URL, in its own database (made, and wiped on each
    // run): there statements are prepared by name, and a plan the server does not keep fails.
    id: 'api-plans-postgres',
    group: 'plans',
    batch: 'plans',
    kind: 'vitest',
    cwd: 'apps/api',
    cmd: bin('vitest'),
    args: [...vitestArgs('api-plans-postgres.json'), '--config', 'vitest.plans.config.ts'],
    report: 'api-plans-postgres.json',
    env: { PLANS_DATABASE_URL: serverPlansUrl() },
    skipUnless: needsServer,
  },
  {
    id: 'web',
    group: 'web',
    kind: 'vitest',
    cwd: 'apps/web',
    cmd: bin('vitest'),
    args: vitestArgs('web.json'),
    report: 'web.json',
  },
  {
    id: 'web-budget',
    group: 'web',
    kind: 'check',
    cmd: process.execPath,
    args: ['scripts/check-landing-budget.mjs'],
    needsBuild: true,
  },
  {
    id: 'e2e',
    group: 'e2e',
    kind: 'playwright',
    cwd: 'apps/web',
    cmd: bin('playwright'),
    args: ['test'],
    report: 'e2e.json',
    needsBuild: true,
    prepare: () => {
      const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
      if (!existsSync(chromium)) {
        return `${chromium} not found: install it with apt-get install -y chromium`;
      }
      return null;
    },
  },
  {
    // The built server as a process: signals, its launcher dying, the DATA_DIR lock. Its runs on
    // the two Nodes go side by side: each mostly waits for the servers it starts and stops.
    id: 'process',
    group: 'process',
    batch: 'process',
    kind: 'vitest',
    cwd: 'apps/api',
    cmd: bin('vitest'),
    args: [...vitestArgs('process.json'), '--config', 'vitest.process.config.ts'],
    report: 'process.json',
    needsBuild: true,
  },
  {
    // The fleet of docs/OPERATIONS.md: nginx in front of two API processes and a worker on the
    // server of TEST_DATABASE_URL (database homekeep_fleet), Redis and a local S3 server, one
    // API process killed under load; Prometheus scrapes them with the guide's configuration.
    id: 'fleet',
    group: 'fleet',
    kind: 'vitest',
    cwd: 'apps/api',
    cmd: bin('vitest'),
    args: [...vitestArgs('fleet.json'), '--config', 'vitest.fleet.config.ts'],
    report: 'fleet.json',
    needsBuild: true,
    skipUnless: needsServer,
    prepare: () => {
      const missing = [
        ['nginx', ['/usr/sbin/nginx', '/usr/bin/nginx']],
        ['prometheus', ['/usr/bin/prometheus']],
      ].filter(([, paths]) => !paths.some((p) => existsSync(p)));
      if (missing.length === 0) return null;
      const names = missing.map(([name]) => name).join(' ');
      return `${names} not found: install with apt-get install -y ${names}`;
    },
  },
];

let ltsNodeFound;
/**
 * A Vitest runner on the Node LTS (its binary had when the run starts): by default a second run
 * beside the first (`<id>-node24`, group `node24`); `sameName` keeps its id, group and report.
 */
function onLtsNode(runner, { sameName = false } = {}) {
  const suffix = `-node${LTS_NODE_MAJOR}`;
  const report = sameName ? runner.report : runner.report.replace('.json', `${suffix}.json`);
  const moved = {
    ...runner,
    id: sameName ? runner.id : `${runner.id}${suffix}`,
    group: sameName ? runner.group : `node${LTS_NODE_MAJOR}`,
    alsoIn: sameName ? `node${LTS_NODE_MAJOR}` : undefined,
    report,
    args: [bin('vitest'), ...runner.args.map((arg) => arg.replace(runner.report, report))],
    prepare: () => {
      try {
        ltsNodeFound ??= ltsNode();
      } catch (error) {
        return `Node ${LTS_NODE_MAJOR} could not be had: ${error.message}`;
      }
      moved.cmd = ltsNodeFound.path;
      console.log(`[test] on Node ${ltsNodeFound.version} (${ltsNodeFound.path})`);
      return runner.prepare?.() ?? null;
    },
  };
  return moved;
}
// Two Nodes, two databases, each suite once: the API on PGlite runs on the machine's Node (the
// quick start's), the API on the server on Node 24 LTS, the built product's process life on both
// (decision 054).
const serverApi = runners.findIndex((r) => r.id === 'api-postgres');
runners[serverApi] = onLtsNode(runners[serverApi], { sameName: true });
// Beside the first process run (one batch runs side by side only when its runners are next to
// each other in this list).
const processRunner = runners.findIndex((r) => r.id === 'process');
runners.splice(processRunner + 1, 0, onLtsNode(runners[processRunner]));
const fleetRunner = runners.findIndex((r) => r.id === 'fleet');
runners[fleetRunner] = onLtsNode(runners[fleetRunner], { sameName: true });

// ---- arguments ---------------------------------------------------------------------------
const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const selectors = split === -1 ? argv : argv.slice(0, split);
const passThrough = split === -1 ? [] : argv.slice(split + 1);
const known = new Set(runners.flatMap((r) => [r.id, r.group, r.alsoIn].filter(Boolean)));
for (const s of selectors) {
  if (!known.has(s)) {
    console.error(`Unknown test selection "${s}". Choose from: ${[...known].join(', ')}`);
    process.exit(2);
  }
}
const selected = runners.filter(
  (r) =>
    selectors.length === 0 || [r.id, r.group, r.alsoIn].some((name) => selectors.includes(name)),
);

// ---- reports -----------------------------------------------------------------------------
/** Reads a Vitest (Jest-shaped) JSON report. */
function countVitest(report) {
  let failed = report.numFailedTests ?? 0;
  // A file that fails to load or errors outside a test has no failing test of its own.
  for (const file of report.testResults ?? []) {
    const failing = (file.assertionResults ?? []).some((a) => a.status === 'failed');
    if (file.status === 'failed' && !failing) failed += 1;
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures: vitestFailures(report),
  };
}

const ansiColour = new RegExp(String.raw`\x1b\[[0-9;]*m`, 'g');
const firstLine = (text) =>
  (
    String(text ?? '')
      .replace(ansiColour, '')
      .split('\n')
      .find((line) => line.trim()) ?? ''
  ).trim();

/** "file > test: first line of its error" for each failing test or failing file of a report. */
function vitestFailures(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name ?? '');
    const failing = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of failing) {
      lines.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && failing.length === 0) {
      lines.push(`${name}: ${firstLine(file.message)}`);
    }
  }
  return lines;
}

/** The same from a Playwright report: each test whose last try failed. */
function playwrightFailures(report) {
  const lines = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        lines.push(`${spec.file}:${spec.line} > ${spec.title}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return lines;
}

/** Reads a Playwright JSON report. A flaky test (passed on retry) counts as passed. */
function countPlaywright(report) {
  const s = report.stats ?? {};
  const errors = (report.errors ?? []).length;
  return {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: (s.unexpected ?? 0) + (errors > 0 && !s.unexpected ? 1 : 0),
    skipped: s.skipped ?? 0,
    flaky: s.flaky ?? 0,
    failures: playwrightFailures(report),
  };
}

/** Runs a runner's command; its output streams, or goes to `kept` (chunks) when given. */
function run(runner, kept) {
  return new Promise((resolve) => {
    const env = { ...process.env };
    for (const [k, v] of Object.entries(runner.env ?? {})) {
      if (v === undefined) delete env[k];
      else env[k] = v;
    }
    const args = runner.kind === 'check' ? runner.args : [...runner.args, ...passThrough];
    const child = spawn(runner.cmd, args, {
      cwd: path.join(root, runner.cwd ?? '.'),
      env,
      stdio: ['ignore', kept ? 'pipe' : 'inherit', kept ? 'pipe' : 'inherit'],
    });
    if (kept) {
      child.stdout.on('data', (chunk) => kept.push(chunk));
      child.stderr.on('data', (chunk) => kept.push(chunk));
    }
    child.on('error', (error) => {
      kept?.push(Buffer.from(`[test] could not start ${runner.cmd}: ${error.message}\n`));
      if (!kept) console.error(`[test] could not start ${runner.cmd}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

// ---- main --------------------------------------------------------------------------------
mkdirSync(reportsDir, { recursive: true });
const results = [];
let stopping = false;
process.on('SIGINT', () => {
  stopping = true;
});

let building;
/** The product's build, started once; its output is printed by the first runner that waits. */
const productBuilt = () => (building ??= ensureBuiltAsync());
let buildLogShown = false;
if (selected.some((r) => r.needsBuild)) void productBuilt();

const heading = (id) => `\n=== ${id} ${'='.repeat(Math.max(0, 70 - id.length))}`;

/** Runs one runner and reads its result; `kept` collects its output instead of streaming it. */
async function runOne(runner, kept) {
  const say = (line) => (kept ? kept.push(Buffer.from(`${line}\n`)) : console.log(line));
  say(heading(runner.id));
  const started = Date.now();
  const reportPath = runner.report ? path.join(reportsDir, runner.report) : null;
  if (reportPath) rmSync(reportPath, { force: true });

  let problem = await runner.prepare?.();
  if (!problem && runner.needsBuild) {
    const build = await productBuilt();
    if (!buildLogShown && build.log) say(build.log.trimEnd());
    buildLogShown = true;
    if (!build.ok) problem = 'the build failed';
  }
  if (problem) {
    say(`[test] ${runner.id} cannot run: ${problem}`);
    return {
      id: runner.id,
      status: 'failed',
      passed: 0,
      failed: 1,
      skipped: 0,
      note: problem,
      seconds: 0,
    };
  }

  const code = await run(runner, kept);
  const seconds = (Date.now() - started) / 1000;
  const result = { id: runner.id, exitCode: code, seconds, passed: 0, failed: 0, skipped: 0 };
  if (runner.kind === 'check') {
    if (code === 0) result.passed = 1;
    else result.failed = 1;
  } else if (!existsSync(reportPath)) {
    result.failed = 1;
    result.note = `no report at .reports/${runner.report}`;
  } else {
    try {
      const report = JSON.parse(readFileSync(reportPath, 'utf8'));
      Object.assign(
        result,
        runner.kind === 'vitest' ? countVitest(report) : countPlaywright(report),
      );
      if (code !== 0 && result.failed === 0) {
        result.failed = 1;
        result.note = `exited with code ${code} without a failing test`;
      }
      if (result.passed + result.failed === 0) {
        result.failed = 1;
        result.note = 'the report holds no test';
      }
    } catch (error) {
      result.failed = 1;
      result.note = `unreadable report: ${error.message}`;
    }
  }
  result.status = result.failed > 0 ? 'failed' : 'passed';
  return result;
}

/** Runners side by side: each one's output is printed whole when it ends. */
async function runBatch(batch) {
  return Promise.all(
    batch.map(async (runner) => {
      const kept = [];
      const result = await runOne(runner, kept);
      process.stdout.write(Buffer.concat(kept));
      return result;
    }),
  );
}

/** The selected runners in order, consecutive runners of one batch grouped. */
function inBatches(list) {
  const batches = [];
  for (const runner of list) {
    const last = batches.at(-1);
    if (runner.batch && last?.[0].batch === runner.batch) last.push(runner);
    else batches.push([runner]);
  }
  return batches;
}

for (const batch of inBatches(selected)) {
  if (stopping) break;
  const runnable = [];
  for (const runner of batch) {
    const skipReason = runner.skipUnless?.();
    if (!skipReason) {
      runnable.push(runner);
      continue;
    }
    console.log(`\n=== ${runner.id}: not run, ${skipReason}`);
    results.push({
      id: runner.id,
      status: 'not run',
      passed: 0,
      failed: 0,
      skipped: 0,
      note: skipReason,
    });
  }
  if (runnable.length === 1) results.push(await runOne(runnable[0]));
  else if (runnable.length > 1) results.push(...(await runBatch(runnable)));
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0) + (stopping ? 1 : 0);

console.log('\n=== summary ' + '='.repeat(62));
for (const r of results) {
  const time = r.seconds === undefined ? '' : `${r.seconds.toFixed(1)} s`;
  const extra = [
    r.skipped ? `${r.skipped} skipped` : '',
    r.flaky ? `${r.flaky} flaky` : '',
    r.note ?? '',
  ]
    .filter(Boolean)
    .join('; ');
  console.log(
    `${r.id.padEnd(20)} ${r.status.padEnd(8)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed ${time.padStart(8)}${extra ? `  (${extra})` : ''}`,
  );
}
// Last, so that a log's tail names what failed.
const failures = results.flatMap((r) => (r.failures ?? []).map((line) => `${r.id}: ${line}`));
if (failures.length > 0) {
  console.log('\nfailed:');
  for (const line of failures) console.log(`  ${line.slice(0, 300)}`);
}
writeFileSync(
  path.join(reportsDir, 'summary.json'),
  JSON.stringify({ passed, failed, runners: results }, null, 2) + '\n',
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
