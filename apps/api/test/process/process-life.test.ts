import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../uploads';
import {
  fingerprint,
  openStream,
  readRest,
  requestInFlight,
  signUpVendor,
  uploadPhoto,
  within,
  writeInFlight,
} from './product-calls';
import {
  backupCommand,
  createAdmin,
  ensureBuilt,
  isRunning,
  lockFile,
  lockHolder,
  repoRoot,
  startLauncher,
  startServer,
  waitFor,
  type ProductProcess,
} from './server-process';

// One seeded DATA_DIR for the whole file: the first start on an empty one loads the catalogue
// and the place data (about 14 s of processor time); every test after that starts in seconds.
let dataDir: string;
const running: ProductProcess[] = [];
const orphans: number[] = [];
const track = (product: ProductProcess) => (running.push(product), product);

beforeAll(async () => {
  ensureBuilt();
  dataDir = mkdtempSync(path.join(tmpdir(), 'homekeep-process-'));
  const first = track(startServer({ DATA_DIR: dataDir }));
  await first.ready(180_000);
  expect((await first.stop('SIGTERM')).code).toBe(0);
});

afterEach(() => {
  for (const product of running.splice(0)) product.child.kill('SIGKILL');
  for (const pid of orphans.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function stopsWithinTenSeconds(server: ProductProcess, signal: NodeJS.Signals, base: string) {
  const step = <T>(what: string, promise: Promise<T>) => within(server, what, promise);
  const vendorToken = await step('signing up a vendor', signUpVendor(base));
  const stream = await step('opening the live stream', openStream(base, vendorToken));
  const slow = await step('starting a slow request', requestInFlight(base));

  const stopped = await step(`stopping on ${signal}`, server.stop(signal));
  expect(stopped, server.output().slice(-2000)).toMatchObject({ code: 0, signal: null });
  expect(stopped.ms).toBeLessThan(10_000);
  expect(server.output()).toContain(`stopping (${signal})`);
  // The stream may first deliver its parting retry hint; then it ends.
  const readToEnd = async () => {
    for (let reads = 0; reads < 10; reads += 1) {
      const chunk = await stream.read().catch(() => ({ done: true }));
      if (chunk.done) return true;
    }
    return false;
  };
  expect(await step('the stream ending', readToEnd())).toBe(true);
  await step('the slow request being cut', slow.closed);
}

describe('SIGTERM and SIGINT', () => {
  it('end the server within 10 s with code 0, a live stream and a request in flight included', async () => {
    const server = track(startServer({ DATA_DIR: dataDir }));
    await stopsWithinTenSeconds(server, 'SIGTERM', await server.ready());
    expect(lockHolder(dataDir)).toBeNull();
  });

  it('SIGINT (Ctrl+C) does the same', async () => {
    const server = track(startServer({ DATA_DIR: dataDir }));
    await stopsWithinTenSeconds(server, 'SIGINT', await server.ready());
  });

  it('end it also when nobody reads its output any more (its pipe or terminal is gone)', async () => {
    const server = track(startServer({ DATA_DIR: dataDir }));
    await server.ready();
    server.closeOutput();
    const stopped = await server.stop('SIGTERM');
    expect(stopped).toMatchObject({ code: 0, signal: null });
    expect(stopped.ms).toBeLessThan(10_000);
    expect(lockHolder(dataDir)).toBeNull();
  });

  // The same on a PostgreSQL server: a pool and a LISTEN connection to close.
  if (process.env.TEST_DATABASE_URL) {
    it('on a PostgreSQL server too (pool and LISTEN connection)', async () => {
      const server = track(
        startServer({ DATA_DIR: dataDir, DATABASE_URL: process.env.TEST_DATABASE_URL }),
      );
      await stopsWithinTenSeconds(server, 'SIGTERM', await server.ready(120_000));
    }, 150_000);
  }
});

describe('a rolling restart (SIGTERM)', () => {
  it('turns readiness to 503 first, answers 100 requests in flight, ends streams with a retry hint', async () => {
    const server = track(startServer({ DATA_DIR: dataDir, DRAIN_DELAY: '1' }));
    const base = await server.ready();
    const step = <T>(what: string, promise: Promise<T>) => within(server, what, promise);
    const token = await step('signing up a vendor', signUpVendor(base));
    const stream = await step('opening the live stream', openStream(base, token));
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
    const writes = await step(
      'starting 100 requests',
      Promise.all(Array.from({ length: 100 }, (_, i) => writeInFlight(base, token, `Vera${i}`))),
    );

    // Every request has reached the server (its headers read) before the signal.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stopping = server.stop('SIGTERM');
    const turned = await step(
      'readiness turning 503',
      (async () => {
        for (let tries = 0; tries < 40; tries += 1) {
          const ready = await fetch(`${base}/api/health/ready`).catch(() => null);
          if (ready?.status === 503) return true;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        return false;
      })(),
    );
    expect(turned).toBe(true);
    for (const write of writes) write.finish();
    const statuses = await step(
      'the requests being answered',
      Promise.all(writes.map((w) => w.status)),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await step('the stream ending', readRest(stream))).toContain('retry: 1000');

    const stopped = await step('stopping', stopping);
    expect(stopped, server.output().slice(-2000)).toMatchObject({ code: 0, signal: null });
    expect(stopped.ms).toBeLessThan(10_000);
  });
});

describe('backups (npm run backup / npm run restore)', () => {
  it(
    'bring back every row and every file of the embedded database and the disk',
    { timeout: 180_000 },
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'homekeep-backup-'));
      const saved = `${dir}-saved`;
      try {
        cpSync(dataDir, dir, { recursive: true });
        let server = track(startServer({ DATA_DIR: dir }));
        let base = await server.ready();
        const token = await signUpVendor(base);
        const photo = await uploadPhoto(base, token);
        expect((await server.stop('SIGTERM')).code).toBe(0);
        const before = await fingerprint(dir);
        expect(Object.keys(before.files)).toContain(photo.id);

        const backup = track(backupCommand({ DATA_DIR: dir }, ['backup', saved]));
        expect((await backup.exited).code, backup.output()).toBe(0);

        // Changes after the backup: the photo deleted, another account.
        server = track(startServer({ DATA_DIR: dir }));
        base = await server.ready();
        const removed = await fetch(`${base}/api/v1/files/${photo.id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(removed.status).toBe(204);
        await signUpVendor(base);
        expect((await server.stop('SIGTERM')).code).toBe(0);
        expect(await fingerprint(dir)).not.toEqual(before);

        const restore = track(backupCommand({ DATA_DIR: dir }, ['restore', saved]));
        expect((await restore.exited).code, restore.output()).toBe(0);
        expect(await fingerprint(dir)).toEqual(before);

        // The restored server serves the photo again, by the address it gave before.
        server = track(startServer({ DATA_DIR: dir }));
        base = await server.ready();
        const served = await fetch(`${base}${photo.url}`);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
        expect((await server.stop('SIGTERM')).code).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
        rmSync(saved, { recursive: true, force: true });
      }
    },
  );
});

describe('the launcher (npm start)', () => {
  it('its server stops within a few seconds when the launcher is killed with SIGKILL', async () => {
    const launcher = track(startLauncher({ DATA_DIR: dataDir }));
    const base = await launcher.ready();
    const serverPid = lockHolder(dataDir)!.pid;
    orphans.push(serverPid);
    expect(serverPid).not.toBe(launcher.pid);

    launcher.child.kill('SIGKILL');
    expect(await waitFor(() => !isRunning(serverPid), 5_000)).toBe(true);
    expect(launcher.output()).toContain('stopping (launcher gone)');
    expect(lockHolder(dataDir)).toBeNull();
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });

  it('starts again without building or loading anything, its sources touched but unchanged', async () => {
    const later = new Date(Date.now() + 1_000);
    for (const source of ['apps/api/src/main.ts', 'apps/web/index.html']) {
      utimesSync(path.join(repoRoot, source), later, later);
    }
    const launcher = track(startLauncher({ DATA_DIR: dataDir }));
    await launcher.ready();
    orphans.push(lockHolder(dataDir)!.pid);
    expect(launcher.output()).not.toContain('[build]');
    expect(launcher.output()).not.toContain('Loaded the catalogue');
    expect((await launcher.stop('SIGTERM')).code).toBe(0);
  });

  it('passes SIGTERM on and ends with its server, code 0', async () => {
    const launcher = track(startLauncher({ DATA_DIR: dataDir }));
    await launcher.ready();
    const serverPid = lockHolder(dataDir)!.pid;
    orphans.push(serverPid);
    const stopped = await launcher.stop('SIGTERM');
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(10_000);
    expect(isRunning(serverPid)).toBe(false);
  });
});

describe('the DATA_DIR lock', () => {
  it('refuses a second server and create-admin on the same DATA_DIR, naming the first', async () => {
    const first = track(startServer({ DATA_DIR: dataDir }));
    const base = await first.ready();

    const second = track(startServer({ DATA_DIR: dataDir }));
    expect((await second.exited).code).toBe(1);
    expect(second.output()).toContain(
      `DATA_DIR ${dataDir} is already used by process ${first.pid}`,
    );
    expect(second.output()).toContain('stop it or choose another DATA_DIR');

    const admin = track(
      createAdmin({ DATA_DIR: dataDir }, [
        '--email=ops@example.test',
        '--password=a-long-password',
        '--first-name=Ada',
        '--last-name=Admin',
      ]),
    );
    expect((await admin.exited).code).toBe(1);
    expect(admin.output()).toContain(`is already used by process ${first.pid}`);

    // The first one is untouched: it still serves and still holds the lock.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(lockHolder(dataDir)!.pid).toBe(first.pid);
    expect((await first.stop('SIGTERM')).code).toBe(0);
    expect(lockHolder(dataDir)).toBeNull();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const lockedAt = new Date(Date.now() - 60_000).toISOString();
    writeFileSync(
      lockFile(dataDir),
      JSON.stringify({ pid: gone, startedAt: lockedAt, purpose: 'the API server' }),
    );

    const server = track(startServer({ DATA_DIR: dataDir }));
    await server.ready();
    expect(lockHolder(dataDir)!.pid).toBe(server.pid);
    expect((await server.stop('SIGTERM')).code).toBe(0);
  });
});
