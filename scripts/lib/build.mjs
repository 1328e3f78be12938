// Builds the API bundle and the web app when they are missing or older than their sources.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const apiEntry = path.join(root, 'apps/api/dist/main.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');

const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'coverage', 'e2e', 'test-results']);

/** Newest modification time (ms) among the files under the given paths; 0 when none exist. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (!SKIP_DIRS.has(entry)) visit(path.join(p, entry));
      }
    } else if (st.mtimeMs > newest) {
      newest = st.mtimeMs;
    }
  };
  for (const p of paths) visit(path.join(root, p));
  return newest;
}

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

/** Why a target needs building, or null when its output is up to date. */
function staleReason(target) {
  if (!existsSync(target.output)) return 'not built yet';
  const built = statSync(target.output).mtimeMs;
  return newestMtime(target.sources) > built ? 'sources changed since the last build' : null;
}

/**
 * Builds whatever is missing or stale. `force` rebuilds everything.
 * Returns false when a build failed.
 */
export function ensureBuilt({ force = false, log = console.log } = {}) {
  for (const target of targets) {
    const reason = force ? 'rebuild requested' : staleReason(target);
    if (!reason) continue;
    log(`[build] ${target.name}: ${reason}; running npm run build -w ${target.workspace}`);
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      log(`[build] ${target.name} failed`);
      return false;
    }
    log(`[build] ${target.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return true;
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
      const [ok, output] = await buildQuietly(target);
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
