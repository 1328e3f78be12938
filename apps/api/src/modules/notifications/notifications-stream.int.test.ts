import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Notification } from '@homekeep/contracts/notifications';
import { createTestApp, ROOMY_LIMITS, type TestApp } from '../../../test/app';
import { eventually } from '../../../test/eventually';
import { signUp } from '../../../test/users';
import { listenConnections } from '../../../test/listeners';
import { createSessionEndings } from '../auth/session-endings';
import { endAllSessions } from '../auth/sessions.service';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';

// The app's own: sessions ended here are announced to it as its services would.
const sessionEndings = createSessionEndings();
let t: TestApp;
let base: string;
let serviceId: string;
beforeAll(async () => {
  t = await createTestApp({
    config: { limits: { ...ROOMY_LIMITS, streamsPerUser: 3 } },
    deps: { sessionEndings },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
  serviceId = (await twoServices(t.app))[0].id;
});
afterAll(() => t.close());

/** Opens the stream and collects its `notification` events until closed. */
async function openStream(url: string, init: RequestInit = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { ...init, signal: controller.signal });
  const events: Notification[] = [];
  let text = '';
  const reading = (async () => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
      for (const match of text.matchAll(/event: notification\ndata: (.*)\n\n/g)) {
        const event = JSON.parse(match[1]!) as Notification;
        if (!events.some((seen) => seen.id === event.id)) events.push(event);
      }
    }
  })();
  let ended = false;
  void reading.then(() => (ended = true));
  return {
    response,
    events,
    /** True once the server has ended the stream (or it was closed here). */
    ended: () => ended,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

describe('GET /vendors/notifications/stream', () => {
  it('streams a new notification to its vendor only, token in the query', async () => {
    const resident = await residentWithProperty(t.app, '80202');
    const vendor = await vendorCovering(t.app, [serviceId], ['80202']);
    const other = await vendorCovering(t.app, [serviceId], ['80203']);
    const mine = await openStream(
      `${base}/vendors/notifications/stream?accessToken=${vendor.token}`,
    );
    const theirs = await openStream(`${base}/vendors/notifications/stream`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(mine.response.status).toBe(200);
    expect(mine.response.headers.get('content-type')).toContain('text/event-stream');

    const created = await requestService(t.app, resident, serviceId, { title: 'Live one' });
    expect(await eventually(() => mine.events.length === 1)).toBe(true);
    expect(mine.events[0]).toMatchObject({ type: 'order.new', orderId: created.order.id });
    expect(theirs.events).toEqual([]);
    await Promise.all([mine.close(), theirs.close()]);
  });

  it('refuses a missing or bad token (401) and a resident (403)', async () => {
    const resident = await signUp(t.app, { role: 'resident' });
    expect((await fetch(`${base}/vendors/notifications/stream`)).status).toBe(401);
    expect((await fetch(`${base}/vendors/notifications/stream?accessToken=nope`)).status).toBe(401);
    const wrongRole = await fetch(
      `${base}/vendors/notifications/stream?accessToken=${resident.token}`,
    );
    expect(wrongRole.status).toBe(403);
  });
});

/** Resolves true once the stream's connection has been ended by the server. */
const endedWithin = async (stream: Awaited<ReturnType<typeof openStream>>, ms = 3000) =>
  eventually(() => stream.ended(), ms);

describe('the stream re-checks its session (finding 2)', () => {
  const streamOf = (token: string) =>
    openStream(`${base}/vendors/notifications/stream?accessToken=${token}`);

  /** A vendor signed in twice: the sign-up's session and a second one. */
  async function vendorWithTwoSessions() {
    const vendor = await signUp(t.app, { role: 'vendor' });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: vendor.email, password: vendor.password },
    });
    return { vendor, second };
  }

  it('ends within seconds of signing out, and only that session’s stream', async () => {
    const { vendor, second } = await vendorWithTwoSessions();
    const other = await streamOf(second.json().data.accessToken);
    const mine = await streamOf(vendor.token);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { authorization: `Bearer ${vendor.token}` },
    });
    expect(out.statusCode).toBe(204);
    expect(await endedWithin(mine)).toBe(true);
    expect(other.ended()).toBe(false);
    await other.close();
  });

  it('ends the other sessions’ streams when the password changes', async () => {
    const { vendor, second } = await vendorWithTwoSessions();
    const elsewhere = await streamOf(second.json().data.accessToken);
    const here = await streamOf(vendor.token);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth',
      headers: { authorization: `Bearer ${vendor.token}` },
      payload: { currentPassword: vendor.password, newPassword: 'a fresh passphrase 7' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await endedWithin(elsewhere)).toBe(true);
    expect(here.ended()).toBe(false);
    await here.close();
  });

  it('ends every stream of a user whose sessions all end at once (an operator’s block)', async () => {
    const { vendor, second } = await vendorWithTwoSessions();
    const streams = [await streamOf(vendor.token), await streamOf(second.json().data.accessToken)];
    await t.db.transaction((tx) =>
      endAllSessions({ sessionEndings }, tx, vendor.user.id, new Date()),
    );
    for (const stream of streams) expect(await endedWithin(stream)).toBe(true);
    const after = await fetch(`${base}/vendors/notifications/stream?accessToken=${vendor.token}`);
    expect(after.status).toBe(401);
  });

  it('ends when the session expires', async () => {
    const short = await createTestApp({ config: { tokenTtlSeconds: 2 } });
    try {
      await short.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (short.app.server.address() as AddressInfo).port;
      const vendor = await signUp(short.app, { role: 'vendor' });
      const stream = await openStream(
        `http://127.0.0.1:${port}/api/v1/vendors/notifications/stream?accessToken=${vendor.token}`,
      );
      expect(stream.response.status).toBe(200);
      expect(await endedWithin(stream, 5000)).toBe(true);
    } finally {
      await short.close();
    }
  });

  it('caps the streams one user holds open at once (429)', async () => {
    const vendor = await signUp(t.app, { role: 'vendor' });
    const open = [];
    for (let i = 0; i < t.config.limits.streamsPerUser; i++)
      open.push(await streamOf(vendor.token));
    expect(open.every((stream) => stream.response.status === 200)).toBe(true);
    const refused = await fetch(`${base}/vendors/notifications/stream?accessToken=${vendor.token}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await open[0]!.close();
    const again = await streamOf(vendor.token);
    expect(again.response.status).toBe(200);
    await Promise.all([...open.slice(1), again].map((stream) => stream.close()));
  });
});

// Several API processes share one PostgreSQL server: an event made by one reaches the other's stream.
if (inject('databaseUrl')) {
  describe('live notifications across two API processes', () => {
    it('reaches a stream held by the other process', async () => {
      const second = await createTestApp();
      try {
        const resident = await residentWithProperty(second.app, '80301');
        const vendor = await vendorCovering(second.app, [serviceId], ['80301']);
        const stream = await openStream(
          `${base}/vendors/notifications/stream?accessToken=${vendor.token}`,
        );
        await requestService(second.app, resident, serviceId);
        expect(await eventually(() => stream.events.length === 1)).toBe(true);
        await stream.close();
      } finally {
        await second.close();
      }
    });
  });

  /** The LISTEN connections of this process's apps. */
  const listeners = () => listenConnections(t.db);

  describe('the LISTEN connection', () => {
    it('is closed with its app', async () => {
      const other = await createTestApp();
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (other.app.server.address() as AddressInfo).port;
      const vendor = await signUp(other.app, { role: 'vendor' });
      const stream = await openStream(
        `http://127.0.0.1:${port}/api/v1/vendors/notifications/stream?accessToken=${vendor.token}`,
      );
      const before = await listeners();
      expect(before).toHaveLength(2);
      await stream.close();
      await other.close();
      expect(await eventually(async () => (await listeners()).length === 1)).toBe(true);
    });

    it('is made again when lost; a notification made afterwards still reaches an open stream', async () => {
      const resident = await residentWithProperty(t.app, '80401');
      const vendor = await vendorCovering(t.app, [serviceId], ['80401']);
      const stream = await openStream(
        `${base}/vendors/notifications/stream?accessToken=${vendor.token}`,
      );
      const [lost] = await listeners();
      await t.db.execute(sql`select pg_terminate_backend(${lost})`);
      expect(
        await eventually(async () => {
          const now = await listeners();
          return now.length === 1 && now[0] !== lost;
        }),
      ).toBe(true);
      const created = await requestService(t.app, resident, serviceId, { title: 'After' });
      expect(await eventually(() => stream.events.length === 1)).toBe(true);
      expect(stream.events[0]).toMatchObject({ orderId: created.order.id });
      await stream.close();
    });
  });
}
