// What the process tests do to a running product over HTTP and raw sockets, and the print of a
// DATA_DIR that a backup must bring back.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { PNG } from '../uploads';
import { testAddress } from '../users';
import type { ProductProcess } from './server-process';

export async function signUpVendor(base: string) {
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
export async function openStream(base: string, token: string) {
  const response = await fetch(`${base}/api/v1/vendors/notifications/stream?accessToken=${token}`);
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  expect(new TextDecoder().decode((await reader.read()).value)).toContain(': connected');
  return reader;
}

/** A request whose body never finishes arriving: it stays in flight until the server cuts it. */
export function requestInFlight(base: string) {
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

/** Fails with the server's output when `promise` takes more than 15 s. */
export async function within<T>(server: ProductProcess, what: string, promise: Promise<T>) {
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

/**
 * A profile change whose body arrives in two parts: the headers and half the body now, the rest
 * when `finish` is called. `status` is the answer's status, or null if the connection was cut.
 */
export function writeInFlight(base: string, token: string, firstName: string) {
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

export async function readRest(stream: ReadableStreamDefaultReader<Uint8Array>) {
  let text = '';
  for (;;) {
    const { done, value } = await stream.read().catch(() => ({ done: true, value: undefined }));
    if (done) return text;
    text += new TextDecoder().decode(value);
  }
}

/**
 * Every row of every table and every uploaded file, as one comparable value. A table's rows are
 * summed as 64-bit pieces of their md5s, which needs no sort: ordering the 150,000 rows of the
 * place data as text took three times the CPU, on each of the three prints.
 */
export async function fingerprint(dir: string) {
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

export async function uploadPhoto(base: string, token: string) {
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
