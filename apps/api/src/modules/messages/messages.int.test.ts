import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@homekeep/contracts/auth';
import type { List } from '@homekeep/contracts/common';
import type { MaintenanceRequest, VendorOrder } from '@homekeep/contracts/jobs';
import type { LiveMessage, Message, MessageList } from '@homekeep/contracts/messages';
import { outbox } from '../../db/schema';
import { SCHEDULES } from '../../queue/schedules';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, ROOMY_LIMITS, type TestApp } from '../../../test/app';
import { manualClock } from '../../../test/clock';
import { eventually } from '../../../test/eventually';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';
import { uploadPng } from '../../../test/uploads';
import { signUp } from '../../../test/users';

const SENDS_PER_HOUR = 6;
const DAY = 86_400;
const clock = manualClock('2026-06-01T09:00:00Z');
let t: TestApp;
let call: ApiCaller;
let base: string;
let serviceId: string;
beforeAll(async () => {
  t = await createTestApp({
    config: { limits: { ...ROOMY_LIMITS, messagesPerUserPerHour: SENDS_PER_HOUR } },
    deps: { clock },
    // Only the unread-message mail runs when the test asks the queue for its due work.
    schedules: SCHEDULES.filter((job) => job.name === 'unread-messages-mail'),
  });
  call = apiCaller(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
  serviceId = (await twoServices(t.app))[0].id;
});
afterAll(() => t.close());

type Sent = { data: Message };

/** A request of a new resident, accepted by a new vendor covering its zip code. */
async function acceptedJob(zipCode = '53703') {
  const resident = await residentWithProperty(t.app, zipCode);
  const vendor = await vendorCovering(t.app, [serviceId], [zipCode]);
  const request = await requestService(t.app, resident, serviceId, { title: 'Leaking tap' });
  const accepted = await call('POST', '/vendor-orders/accept', vendor.token, {
    orderId: request.order.id,
  });
  expect(accepted.status).toBe(200);
  const residentThread = `/maintenance-requests/${request.id}/messages`;
  const vendorThread = `/vendor-orders/${request.order.id}/messages`;
  return { resident, vendor, request, orderId: request.order.id, residentThread, vendorThread };
}

async function complete(job: Awaited<ReturnType<typeof acceptedJob>>) {
  for (const status of ['en_route', 'in_progress', 'completed']) {
    const moved = await call(
      'PUT',
      `/vendor-orders/update-status/${job.orderId}`,
      job.vendor.token,
      {
        status,
      },
    );
    expect(moved.status).toBe(200);
  }
}

async function signIn({ email, password }: { email: string; password: string }) {
  const answer = await call<{ data: { accessToken: string } }>('POST', '/auth/sign-in', undefined, {
    email,
    password,
  });
  expect(answer.status).toBe(200);
  return answer.body.data.accessToken;
}

const unreadOnAuth = async (token: string) =>
  (await call<{ data: User & { unreadMessages: number } }>('GET', '/auth', token)).body.data
    .unreadMessages;

const mailsTo = (userId: string) =>
  t.db
    .select({ data: outbox.data })
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, 'unread_messages')));

describe('a job’s conversation', () => {
  it('lets the resident and the accepting vendor write and read it, with photos', async () => {
    const job = await acceptedJob();
    const photo = await uploadPng(t.app, job.resident.token, 'broken part.png');
    const sent = await call<Sent>('POST', job.residentThread, job.resident.token, {
      body: 'The gate code is 4411.',
      fileIds: [photo.id],
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      senderRole: 'resident',
      body: 'The gate code is 4411.',
      files: [
        {
          id: photo.id,
          url: expect.stringMatching(`^/api/v1/files/${photo.id}/content\\?expires=`),
          name: 'broken part.png',
        },
      ],
      readAt: null,
    });
    clock.advance(60);
    const answer = await call<Sent>('POST', job.vendorThread, job.vendor.token, {
      body: 'Running ten minutes late.',
    });
    expect(answer.status).toBe(201);

    for (const [path, token] of [
      [job.residentThread, job.resident.token],
      [job.vendorThread, job.vendor.token],
    ] as const) {
      const thread = await call<MessageList>('GET', path, token);
      expect(thread.status).toBe(200);
      expect(thread.body.data.map((m) => [m.senderRole, m.body])).toEqual([
        ['vendor', 'Running ten minutes late.'],
        ['resident', 'The gate code is 4411.'],
      ]);
      expect(thread.body.meta).toMatchObject({ total: 2, open: true, closesAt: null, unread: 1 });
      const [file] = thread.body.data[1]!.files;
      expect(file).toMatchObject({ id: photo.id, name: 'broken part.png' });
      // Both people of the job get an address of the photo that serves it.
      expect((await t.app.inject({ method: 'GET', url: file!.url })).statusCode).toBe(200);
    }
    const firstPage = await call<MessageList>(
      'GET',
      `${job.residentThread}?limit=1`,
      job.resident.token,
    );
    expect(firstPage.body.data.map((m) => m.body)).toEqual(['Running ten minutes late.']);
    expect(firstPage.body.meta).toMatchObject({ total: 2, totalPages: 2 });

    // A photo sent in a message stays: it cannot be deleted from under the thread.
    expect((await call('DELETE', `/files/${photo.id}`, job.resident.token)).status).toBe(409);
  });

  it('answers 404 to anyone outside the job, 401 signed out, 403 to the other role', async () => {
    const job = await acceptedJob();
    const otherResident = await signUp(t.app, { role: 'resident' });
    const otherVendor = await vendorCovering(t.app, [serviceId], ['53703']);
    const body = { body: 'Hello' };
    for (const [path, token] of [
      [job.residentThread, otherResident.token],
      [job.vendorThread, otherVendor.token],
    ] as const) {
      expect((await call('GET', path, token)).status).toBe(404);
      expect((await call('POST', path, token, body)).status).toBe(404);
      expect((await call('POST', `${path}/read`, token)).status).toBe(404);
    }
    expect((await call('GET', job.residentThread)).status).toBe(401);
    expect((await call('POST', job.vendorThread, undefined, body)).status).toBe(401);
    expect((await call('GET', job.vendorThread, job.resident.token)).status).toBe(403);
    expect((await call('GET', job.residentThread, job.vendor.token)).status).toBe(403);

    // Before a vendor accepts, there is no conversation yet.
    const waiting = await requestService(t.app, job.resident, serviceId);
    const none = await call(
      'POST',
      `/maintenance-requests/${waiting.id}/messages`,
      job.resident.token,
      body,
    );
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('messages.not_found');
  });

  it('refuses what is not a message with a readable 400, and stores nothing', async () => {
    const job = await acceptedJob();
    const someoneElses = await uploadPng(t.app, job.vendor.token);
    const own = await Promise.all(
      Array.from({ length: 6 }, () => uploadPng(t.app, job.resident.token)),
    );
    const refusals = [
      [{ body: '' }, /body must not be empty/],
      [{ body: 'x'.repeat(5001) }, /at most 5000 characters/],
      [{ body: 'Look', fileIds: own.map((file) => file.id) }, /at most 5 files/],
      [{ body: 'Look', fileIds: [someoneElses.id] }, /fileIds/],
      [{ body: 'Look', fileIds: ['not-an-id'] }, /id/],
      [{ body: 'bell \u0007' }, /control characters/],
    ] as const;
    for (const [payload, message] of refusals) {
      const refused = await call('POST', job.residentThread, job.resident.token, payload);
      expect(refused.status, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(refused.body.message).toMatch(message);
    }
    expect(
      (await call('GET', '/maintenance-requests/nope/messages', job.resident.token)).status,
    ).toBe(400);
    const thread = await call<MessageList>('GET', job.residentThread, job.resident.token);
    expect(thread.body.meta.total).toBe(0);

    const photoOnly = await call<Sent>('POST', job.residentThread, job.resident.token, {
      fileIds: [own[0]!.id],
    });
    expect(photoOnly.status).toBe(201);
    expect(photoOnly.body.data.body).toBe('');
  });

  it('counts unread messages per job and on /auth, and shows read receipts', async () => {
    const job = await acceptedJob();
    const before = await unreadOnAuth(job.vendor.token);
    for (const body of ['One', 'Two']) {
      await call('POST', job.residentThread, job.resident.token, { body });
    }
    expect(await unreadOnAuth(job.vendor.token)).toBe(before + 2);
    expect(await unreadOnAuth(job.resident.token)).toBe(0);
    const orders = await call<List<VendorOrder>>(
      'GET',
      '/vendor-orders?status=accepted',
      job.vendor.token,
    );
    expect(orders.body.data.find((o) => o.id === job.orderId)?.unreadMessages).toBe(2);
    const request = await call<{ data: MaintenanceRequest }>(
      'GET',
      `/maintenance-requests/${job.request.id}`,
      job.resident.token,
    );
    expect(request.body.data.unreadMessages).toBe(0);

    clock.advance(30);
    const read = await call<{ data: { updated: number } }>(
      'POST',
      `${job.vendorThread}/read`,
      job.vendor.token,
    );
    expect(read.body.data.updated).toBe(2);
    expect(await unreadOnAuth(job.vendor.token)).toBe(before);
    const seen = await call<MessageList>('GET', job.residentThread, job.resident.token);
    expect(seen.body.data.map((m) => m.readAt)).toEqual([
      clock.now().toISOString(),
      clock.now().toISOString(),
    ]);
    const after = await call<List<VendorOrder>>(
      'GET',
      '/vendor-orders?status=accepted',
      job.vendor.token,
    );
    expect(after.body.data.find((o) => o.id === job.orderId)?.unreadMessages).toBe(0);

    await call('POST', job.vendorThread, job.vendor.token, { body: 'On my way' });
    const requests = await call<List<MaintenanceRequest>>(
      'GET',
      '/maintenance-requests',
      job.resident.token,
    );
    expect(requests.body.data.find((r) => r.id === job.request.id)?.unreadMessages).toBe(1);
  });

  it('turns read-only 30 days after completion: 409 on send, said in the answer', async () => {
    const job = await acceptedJob();
    await complete(job);
    clock.advance(29 * DAY);
    // Sessions end by the same clock: both sign in again a month later.
    const resident = await signIn(job.resident);
    const vendor = await signIn(job.vendor);
    const late = await call('POST', job.residentThread, resident, { body: 'Thanks again!' });
    expect(late.status).toBe(201);

    clock.advance(1 * DAY + 1);
    const closed = await call('POST', job.vendorThread, vendor, { body: 'You are welcome' });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('messages.thread_closed');
    const thread = await call<MessageList>('GET', job.residentThread, resident);
    expect(thread.body.meta.open).toBe(false);
    expect(new Date(thread.body.meta.closesAt!) <= clock.now()).toBe(true);
    expect(thread.body.data.map((m) => m.body)).toEqual(['Thanks again!']);
  });

  it('mails a recipient once per thread when a message stays unread 15 minutes', async () => {
    const job = await acceptedJob();
    const vendorId = job.vendor.user.id;
    await call('POST', job.residentThread, job.resident.token, { body: 'Are you coming today?' });
    clock.advance(5 * 60);
    await call('POST', job.residentThread, job.resident.token, { body: 'Hello?' });
    clock.advance(9 * 60);
    await t.app.jobQueue.runAllNow();
    expect(await mailsTo(vendorId)).toHaveLength(0);

    clock.advance(2 * 60);
    await t.app.jobQueue.runAllNow();
    await t.app.jobQueue.runAllNow();
    const [mail] = await mailsTo(vendorId);
    expect(await mailsTo(vendorId)).toHaveLength(1);
    expect(mail!.data).toMatchObject({
      orderId: job.orderId,
      title: 'Leaking tap',
      toResident: false,
    });

    // Still unread: a further message brings no second mail.
    await call('POST', job.residentThread, job.resident.token, { body: 'Third try' });
    clock.advance(20 * 60);
    await t.app.jobQueue.runAllNow();
    expect(await mailsTo(vendorId)).toHaveLength(1);

    // Read, then a new message left unread: one new mail.
    await call('POST', `${job.vendorThread}/read`, job.vendor.token);
    await call('POST', job.residentThread, job.resident.token, { body: 'Fourth' });
    clock.advance(16 * 60);
    await t.app.jobQueue.runAllNow();
    expect(await mailsTo(vendorId)).toHaveLength(2);
    expect(await mailsTo(job.resident.user.id)).toHaveLength(0);
  });

  it('limits how many messages one person sends per hour', async () => {
    const job = await acceptedJob();
    for (let sent = 0; sent < SENDS_PER_HOUR; sent++) {
      expect(
        (await call('POST', job.vendorThread, job.vendor.token, { body: `#${sent}` })).status,
      ).toBe(201);
    }
    const limited = await call('POST', job.vendorThread, job.vendor.token, { body: 'one more' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many messages/);
    // The other person is counted on their own.
    expect(
      (await call('POST', job.residentThread, job.resident.token, { body: 'hi' })).status,
    ).toBe(201);
  });

  it('delivers a message live on the stream to the other person, and no one else', async () => {
    const job = await acceptedJob();
    const outsider = await signUp(t.app, { role: 'resident' });
    const vendorStream = await openStream(job.vendor.token);
    const outsiderStream = await openStream(outsider.token);
    const sent = await call<Sent>('POST', job.residentThread, job.resident.token, {
      body: 'Live!',
    });
    await eventually(() => vendorStream.messages.length === 1);
    expect(vendorStream.messages[0]).toEqual({
      requestId: job.request.id,
      orderId: job.orderId,
      message: sent.body.data,
    });
    await call('POST', `${job.vendorThread}/read`, job.vendor.token);
    await call('POST', job.vendorThread, job.vendor.token, { body: 'Back at you' });
    await eventually(() => vendorStream.messages.length === 2);
    expect(outsiderStream.messages).toEqual([]);
    await Promise.all([vendorStream.close(), outsiderStream.close()]);
  });
});

/** The caller's live stream, collecting its `message` events. */
async function openStream(token: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/notifications/stream?accessToken=${token}`, {
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const messages: LiveMessage[] = [];
  const reading = (async () => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
      const events = [...text.matchAll(/event: message\ndata: (.*)\n\n/g)];
      messages.splice(0, messages.length, ...events.map((m) => JSON.parse(m[1]!) as LiveMessage));
    }
  })();
  return {
    messages,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}
