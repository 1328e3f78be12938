import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCK_FILE_NAME, type LockHolder } from '../../src/db/data-dir-lock';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const apiDist = path.join(repoRoot, 'apps/api/dist');

/** Builds the API and the web app when they are missing or their sources changed. */
export function ensureBuilt() {
  const build = pathToFileURL(path.join(repoRoot, 'scripts/lib/build.mjs')).href;
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { ensureBuilt } = await import('${build}'); process.exit(ensureBuilt() ? 0 : 1);`,
    ],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('the build failed');
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

/** A process of the product, its output collected, its end awaited. */
export class ProductProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<Exit>;
  private text = '';

  constructor(command: string[], env: Record<string, string | undefined>) {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
    for (const [name, value] of Object.entries(childEnv)) {
      if (value === undefined) delete childEnv[name];
    }
    this.child = spawn(process.execPath, command, {
      cwd: repoRoot,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (chunk: Buffer) => (this.text += chunk.toString()));
    this.child.stderr!.on('data', (chunk: Buffer) => (this.text += chunk.toString()));
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
    );
  }

  get pid() {
    return this.child.pid!;
  }

  output() {
    return this.text;
  }

  /** The server's address, once it says it is ready; fails if the process ends first. */
  async ready(timeoutMs = 60_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const ready = this.text.match(/is ready at (http:\/\/[^\s"]+)/);
      if (ready) return ready[1]!;
      if (this.child.exitCode !== null || this.child.signalCode !== null) break;
      await sleep(100);
    }
    throw new Error(`the server did not get ready:\n${this.text.slice(-2000)}`);
  }

  /** Stops reading the process's output, as when the terminal or pipe it writes to goes away. */
  closeOutput() {
    this.child.stdout!.destroy();
    this.child.stderr!.destroy();
  }

  /** Sends `signal` and answers how the process ended and how long it took. */
  async stop(signal: NodeJS.Signals) {
    const sentAt = Date.now();
    this.child.kill(signal);
    const exit = await this.exited;
    return { ...exit, ms: exit.at - sentAt };
  }
}

/** The built server, as a process manager would run it, on a port of its own choosing. */
export function startServer(env: Record<string, string | undefined>) {
  return new ProductProcess([path.join(apiDist, 'main.js')], productEnv(env));
}

/** `npm start`'s launcher, which runs the built server as its child. */
export function startLauncher(env: Record<string, string | undefined>) {
  return new ProductProcess([path.join(repoRoot, 'scripts/start.mjs')], productEnv(env));
}

/** The built operator command. */
export function createAdmin(env: Record<string, string | undefined>, args: string[]) {
  return new ProductProcess([path.join(apiDist, 'create-admin.js'), ...args], productEnv(env));
}

/** The built backup command: `backup <folder>` or `restore <folder>`. */
export function backupCommand(env: Record<string, string | undefined>, args: string[]) {
  return new ProductProcess([path.join(apiDist, 'backup.js'), ...args], productEnv(env));
}

const productEnv = (env: Record<string, string | undefined>) => ({
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info',
  DATABASE_URL: undefined,
  // Tests register from addresses of their own (X-Forwarded-For): on a shared server database
  // the per-address sign-up limit must not count the other test runs' sign-ups.
  TRUST_PROXY: 'loopback',
  ...env,
});

export const lockFile = (dataDir: string) => path.join(dataDir, LOCK_FILE_NAME);

export function lockHolder(dataDir: string): LockHolder | null {
  const file = lockFile(dataDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LockHolder) : null;
}

/** Whether a process runs; one that has ended but was not reaped yet (a zombie) does not. */
export function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

export async function waitFor(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
