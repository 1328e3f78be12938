// Starts the built product (API + web) on a free loopback port with a fresh data directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiEntry, root } from './build.mjs';

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the product exited early (code ${child.exitCode})`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the product did not answer ${baseUrl}/api/health within ${timeoutMs / 1000} s`);
}

/**
 * Runs `node apps/api/dist/main.js` and waits for /api/health.
 * Returns { baseUrl, pid, stop() }; stop() ends the process and removes the data directory
 * when it was a temporary one (none given in `dataDir`). `nodeArgs` go before the entry.
 */
export async function startProduct({
  env = {},
  quiet = true,
  timeoutMs = 60_000,
  dataDir: givenDataDir,
  nodeArgs = [],
} = {}) {
  const port = await freePort();
  const dataDir = givenDataDir ?? mkdtempSync(path.join(tmpdir(), 'homekeep-data-'));
  const child = spawn(process.execPath, [...nodeArgs, apiEntry], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // The scripts pay at the built-in test checkout, also when a build set NODE_ENV=production.
      PAYMENTS_MODE: 'test',
      ...env,
    },
    // The IPC channel ties the server to this process: it stops when this process ends.
    stdio: quiet ? ['ignore', 'ignore', 'inherit', 'ipc'] : ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, pid: child.pid, dataDir, stop };
}
