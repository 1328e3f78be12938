// Builds the API bundle and the web app when they are missing or their sources changed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const apiEntry = path.join(root, 'apps/api/dist/main.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');

const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'coverage', 'e2e', 'test-results']);

/** The files under the given paths (relative to the root, sorted) and their newest mtime. */
function sourceFiles(paths) {
  const files = [];
  let newest = 0;
  const visit = (relative) => {
    let st;
    try {
      st = statSync(path.join(root, relative));
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const entry of readdirSync(path.join(root, relative))) {
        if (!SKIP_DIRS.has(entry)) visit(path.join(relative, entry));
      }
    } else {
      files.push(relative);
      newest = Math.max(newest, st.mtimeMs);
    }
  };
  for (const p of paths) visit(p);
  return { files: files.sort(), newest };
}

/** One digest of the sources' names and contents. */
function digestOf(files) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

// The digest of the sources each output was last built from: outside dist/, which is served.
const stampDir = path.join(root, 'node_modules/.cache/homekeep-build');
const stampOf = (target) => path.join(stampDir, `${target.name}.sha256`);

const targets = [
  {
    name: 'api',
    output: apiEntry,
    workspace: '@homekeep/api',
    sources: [
      'apps/api/src',
      'apps/api/drizzle',
      'apps/api/package.json',
      'apps/api/tsup.config.ts',
      'packages/contracts/src',
    ],
  },
  {
    name: 'web',
    output: webIndex,
    workspace: '@homekeep/web',
    sources: [
      'apps/web/src',
      'apps/web/scripts',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/vite.config.ts',
      'packages/contracts/src',
    ],
  },
];

/**
 * Why a target needs building, or null when its output is up to date. Sources newer than the
 * output are read only then: when their digest is the one the output was built from (a checkout
 * that came back, a file saved unchanged), the output is marked current instead of rebuilt.
 */
function staleReason(target) {
  if (!existsSync(target.output)) return 'not built yet';
  const { files, newest } = sourceFiles(target.sources);
  if (newest <= statSync(target.output).mtimeMs) return null;
  const stamp = existsSync(stampOf(target)) ? readFileSync(stampOf(target), 'utf8').trim() : null;
  if (stamp !== digestOf(files)) return 'sources changed since the last build';
  const now = new Date();
  utimesSync(target.output, now, now);
  return null;
}

/** Records the digest of the sources as they are before a build, once it has succeeded. */
function stampAfter(target) {
  const digest = digestOf(sourceFiles(target.sources).files);
  return () => {
    mkdirSync(stampDir, { recursive: true });
    writeFileSync(stampOf(target), `${digest}\n`);
  };
}

/**
 * Builds whatever is missing or stale. `force` rebuilds everything.
 * Returns false when a build failed.
 */
export function ensureBuilt({ force = false, only, log = console.log } = {}) {
  for (const target of targets.filter((t) => !only || only.includes(t.name))) {
    const reason = force ? 'rebuild requested' : staleReason(target);
    if (!reason) continue;
    log(`[build] ${target.name}: ${reason}; running npm run build -w ${target.workspace}`);
    const started = Date.now();
    const stamp = stampAfter(target);
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      log(`[build] ${target.name} failed`);
      return false;
    }
    stamp();
    log(`[build] ${target.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return true;
}

/**
 * Starts building one target when it is missing or stale, its output printed: a promise of
 * whether it built, or null when there was nothing to build.
 */
export function buildInBackground(name, { force = false, log = console.log } = {}) {
  const target = targets.find((t) => t.name === name);
  const reason = force ? 'rebuild requested' : staleReason(target);
  if (!reason) return null;
  log(`[build] ${target.name}: ${reason}; running npm run build -w ${target.workspace}`);
  const started = Date.now();
  const stamp = stampAfter(target);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '-w', target.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('error', () => resolve(false));
    child.on('close', (code) => {
      if (code === 0) stamp();
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      log(`[build] ${target.name} ${code === 0 ? `built in ${seconds} s` : 'failed'}`);
      resolve(code === 0);
    });
  });
}

/** Runs `npm run build` of one workspace, its output kept rather than printed: [ok, output]. */
function buildQuietly(target) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '-w', target.workspace], { cwd: root });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve([false, error.message]));
    child.on('close', (code) => resolve([code === 0, Buffer.concat(output).toString()]));
  });
}

/**
 * `ensureBuilt` without holding the caller: the stale targets build side by side while other
 * work goes on. Resolves to `{ ok, log }`, the builds' output to print when it is wanted.
 */
export async function ensureBuiltAsync() {
  const stale = targets.map((target) => [target, staleReason(target)]).filter(([, r]) => r);
  const started = Date.now();
  const builds = await Promise.all(
    stale.map(async ([target, reason]) => {
      const stamp = stampAfter(target);
      const [ok, output] = await buildQuietly(target);
      if (ok) stamp();
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const verdict = ok ? `built in ${seconds} s` : 'failed';
      return {
        ok,
        log: `[build] ${target.name}: ${reason}\n${output}[build] ${target.name} ${verdict}\n`,
      };
    }),
  );
  return { ok: builds.every((b) => b.ok), log: builds.map((b) => b.log).join('') };
}
