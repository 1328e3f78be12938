import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessage, Message, MessageList } from '@homekeep/contracts/messages';
import { outbox } from '../../db/schema';
import { apiCaller, type ApiCaller } from '../../../test/api';
import type { TestApp } from '../../../test/app';
import { acceptedJob, messagesApp, SENDS_PER_HOUR } from '../../../test/messages';
import { manualClock } from '../../../test/clock';
import { eventually } from '../../../test/eventually';
import { twoServices } from '../../../test/jobs';
import { signUp } from '../../../test/users';

const DAY = 86_400;
const clock = manualClock('2026-06-01T09:00:00Z');
let t: TestApp;
let call: ApiCaller;
let base: string;
let serviceId: string;
beforeAll(async () => {
  t = await messagesApp(clock);
  call = apiCaller(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
  serviceId = (await twoServices(t.app))[0].id;
});
afterAll(() => t.close());

type Sent = { data: Message };

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

const mailsTo = (userId: string) =>
  t.db
    .select({ data: outbox.data })
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, 'unread_messages')));

describe('a job’s conversation', () => {
  it('turns read-only 30 days after completion: 409 on send, said in the answer', async () => {
    const job = await acceptedJob(t.app, serviceId);
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
    const job = await acceptedJob(t.app, serviceId);
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
    const job = await acceptedJob(t.app, serviceId);
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
    const job = await acceptedJob(t.app, serviceId);
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
