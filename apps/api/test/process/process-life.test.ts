import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { PNG } from '../uploads';
import { testAddress } from '../users';
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

async function signUpVendor(base: string) {
  const response = await fetch(`${base}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': testAddress() },
    body: JSON.stringify({
      role: 'vendor',
      email: `vendor-${Date.now()}@example.test`,
      password: 'correct horse battery',
      firstName: 'Vera',
      lastName: 'Vendor',
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** A live notification stream, read up to its first bytes and held open. */
async function openStream(base: string, token: string) {
  const response = await fetch(`${base}/api/v1/vendors/notifications/stream?accessToken=${token}`);
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  expect(new TextDecoder().decode((await reader.read()).value)).toContain(': connected');
  return reader;
}

/** A request whose body never finishes arriving: it stays in flight until the server cuts it. */
function requestInFlight(base: string) {
  const { hostname, port } = new URL(base);
  return new Promise<{ socket: Socket; closed: Promise<void> }>((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        'POST /api/v1/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{"email":',
      );
      resolve({ socket, closed: new Promise((done) => socket.once('close', () => done())) });
    });
    socket.on('error', () => undefined);
    // Read whatever comes, so that the server closing the connection is seen.
    socket.resume();
  });
}

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

/** Fails with the server's output when `promise` takes more than 15 s. */
async function within<T>(server: ProductProcess, what: string, promise: Promise<T>) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took over 15 s:\n${server.output().slice(-3000)}`)),
      15_000,
    );
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
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

/**
 * A profile change whose body arrives in two parts: the headers and half the body now, the rest
 * when `finish` is called. `status` is the answer's status, or null if the connection was cut.
 */
function writeInFlight(base: string, token: string, firstName: string) {
  const { hostname, port } = new URL(base);
  const body = JSON.stringify({ firstName });
  const half = Math.floor(body.length / 2);
  return new Promise<{ finish: () => void; status: Promise<number | null> }>((resolve) => {
    let answer = '';
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `PATCH /api/v1/auth HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
          `Connection: close\r\n\r\n${body.slice(0, half)}`,
      );
      resolve({
        finish: () => socket.write(body.slice(half)),
        status: new Promise((done) =>
          socket.once('close', () => {
            const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
            done(status ? Number(status) : null);
          }),
        ),
      });
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
  });
}

async function readRest(stream: ReadableStreamDefaultReader<Uint8Array>) {
  let text = '';
  for (;;) {
    const { done, value } = await stream.read().catch(() => ({ done: true, value: undefined }));
    if (done) return text;
    text += new TextDecoder().decode(value);
  }
}

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

/**
 * Every row of every table and every uploaded file, as one comparable value. A table's rows are
 * summed as 64-bit pieces of their md5s, which needs no sort: ordering the 150,000 rows of the
 * place data as text took three times the CPU, on each of the three prints.
 */
async function fingerprint(dir: string) {
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  try {
    const tables = (await database.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { name: string }[] };
    const rows: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const result = (await database.db.execute(
        sql.raw(
          `select count(*)::text || ':' || coalesce(sum(('x' || substr(md5(t::text), 1, 16))::bit(64)::bigint::numeric), 0)::text as print from "${name}" t`,
        ),
      )) as unknown as { rows: { print: string }[] };
      rows[name] = result.rows[0]!.print;
    }
    const uploads = path.join(dir, 'uploads');
    const files = existsSync(uploads)
      ? Object.fromEntries(
          readdirSync(uploads).map((name) => [
            name,
            createHash('sha256')
              .update(readFileSync(path.join(uploads, name)))
              .digest('hex'),
          ]),
        )
      : {};
    return { rows, files };
  } finally {
    await database.close();
  }
}

async function uploadPhoto(base: string, token: string) {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'roof.png');
  const response = await fetch(`${base}/api/v1/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string; url: string } }).data;
}

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
