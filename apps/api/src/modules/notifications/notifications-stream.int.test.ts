import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Notification } from '@homekeep/contracts/notifications';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp } from '../../../test/users';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../orders/jobs-test-helpers';

let t: TestApp;
let base: string;
let serviceId: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
  serviceId = (await twoServices(t))[0].id;
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
  return {
    response,
    events,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

async function eventually(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  return check();
}

describe('GET /vendors/notifications/stream', () => {
  it('streams a new notification to its vendor only, token in the query', async () => {
    const resident = await residentWithProperty(t, '80202');
    const vendor = await vendorCovering(t, [serviceId], ['80202']);
    const other = await vendorCovering(t, [serviceId], ['80203']);
    const mine = await openStream(
      `${base}/vendors/notifications/stream?accessToken=${vendor.token}`,
    );
    const theirs = await openStream(`${base}/vendors/notifications/stream`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(mine.response.status).toBe(200);
    expect(mine.response.headers.get('content-type')).toContain('text/event-stream');

    const created = await requestService(t, resident, serviceId, { title: 'Live one' });
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

// Several API processes share one PostgreSQL server: an event made by one reaches the other's stream.
if (inject('databaseUrl')) {
  describe('live notifications across two API processes', () => {
    it('reaches a stream held by the other process', async () => {
      const second = await createTestApp();
      try {
        const resident = await residentWithProperty(second, '80301');
        const vendor = await vendorCovering(second, [serviceId], ['80301']);
        const stream = await openStream(
          `${base}/vendors/notifications/stream?accessToken=${vendor.token}`,
        );
        await requestService(second, resident, serviceId);
        expect(await eventually(() => stream.events.length === 1)).toBe(true);
        await stream.close();
      } finally {
        await second.close();
      }
    });
  });
}
