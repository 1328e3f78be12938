import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ROOMY_LIMITS, TEST_JWT_SECRET, type TestApp } from '../../test/app';
import { signUp, testAddress } from '../../test/users';
import { loadConfig } from '../config';
import { auditLog } from '../db/schema';

// The app as an operator runs it behind one proxy (TRUST_PROXY=1): every request arrives from the
// proxy's address, with the X-Forwarded-For the proxy extended.
const PROXY = '127.0.0.1';
const SIGN_INS = 5;

let t: TestApp;
beforeAll(async () => {
  const { trustProxy } = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    TRUST_PROXY: '1',
  });
  t = await createTestApp({
    config: {
      trustProxy,
      limits: { ...ROOMY_LIMITS, signInsPerAddressPer15Minutes: SIGN_INS },
      slowBodies: { graceSeconds: 2, minBytesPerSecond: 1024 },
    },
  });
});
afterAll(() => t.close());

/** A request through the proxy: `written` is what the client put in the header itself. */
const throughProxy = (client: string, written: string | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload,
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': written ? `${written}, ${client}` : client },
  });

describe('the client address behind a proxy (security finding 1)', () => {
  it('counts sign-ins by the address the proxy saw, whatever the client wrote', async () => {
    const client = testAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_INS; i++) {
      const response = await throughProxy(client, testAddress(), {
        email: 'nobody@example.test',
        password: 'wrong guess',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(SIGN_INS).fill(401), 429]);
  });

  it('writes the address the proxy saw to the audit log, not the forged one', async () => {
    const { user, email, password } = await signUp(t.app, { role: 'resident' });
    const client = testAddress();
    const forged = '203.0.113.9';
    const signedIn = await throughProxy(client, forged, { email, password });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, user.id))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry).toMatchObject({ action: 'auth.signed_in', address: client });
  });
});

describe('slow request bodies (security finding 3)', () => {
  /** Sends the head and the start of a body, then one byte every 200 ms; answers what came back. */
  async function trickle(port: number, waitMs: number) {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = once(socket, 'close').then(() => true);
    socket.on('error', () => {});
    socket.write(
      'POST /api/v1/schedule-free-demo HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":"',
    );
    const dripping = setInterval(() => socket.writable && socket.write('a'), 200);
    const started = Date.now();
    const ended = await Promise.race([closed, sleep(waitMs).then(() => false)]);
    clearInterval(dripping);
    socket.destroy();
    return { ended, answer, ms: Date.now() - started };
  }

  let listening: Promise<string> | undefined;
  const addressOf = () => (listening ??= t.app.listen({ port: 0, host: '127.0.0.1' }));

  it('cuts a trickling body off with 408 and closes the connection', async () => {
    const address = await addressOf();
    const port = Number(new URL(address).port);
    const { ended, answer, ms } = await trickle(port, 8_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"statusCode":408');
    const id = /^x-request-id: (\S+)\r$/im.exec(answer)?.[1];
    expect(id).toEqual(expect.any(String));
    expect(answer).toContain(`"requestId":"${id}"`);
    expect(ended).toBe(true);
    expect(ms).toBeLessThan(6_000);
    // A body sent at once is not affected.
    const demo = await fetch(`${address}/api/v1/schedule-free-demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Pat', email: 'pat@example.test' }),
    });
    expect(demo.status).toBe(201);
  });

  it('leaves nothing on a kept-alive connection once its bodies have arrived', async () => {
    const address = await addressOf();
    const sockets: Socket[] = [];
    const seen = (socket: Socket) => sockets.push(socket);
    t.app.server.on('connection', seen);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let i = 0; i < 15; i += 1) {
        const status = await new Promise<number>((resolve, reject) => {
          // A demo asked for without a name: refused before anything is written.
          const body = JSON.stringify({ email: `kept-${i}@example.test` });
          const sent = request(
            `${address}/api/v1/schedule-free-demo`,
            { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
            (response) => response.resume().on('end', () => resolve(response.statusCode ?? 0)),
          );
          sent.on('error', reject);
          sent.end(body);
        });
        expect(status).toBe(400);
      }
      expect(sockets).toHaveLength(1);
      // Each body's pace check let go of the connection: Node warns past 10 listeners.
      expect(sockets[0]!.listenerCount('close')).toBeLessThan(5);
    } finally {
      agent.destroy();
      t.app.server.off('connection', seen);
    }
  });
});
