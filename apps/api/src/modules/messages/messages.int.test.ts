import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@homekeep/contracts/auth';
import type { List } from '@homekeep/contracts/common';
import type { MaintenanceRequest, VendorOrder } from '@homekeep/contracts/jobs';
import type { Message, MessageList } from '@homekeep/contracts/messages';
import { apiCaller, type ApiCaller } from '../../../test/api';
import type { TestApp } from '../../../test/app';
import { acceptedJob, messagesApp } from '../../../test/messages';
import { manualClock } from '../../../test/clock';
import { requestService, twoServices, vendorCovering } from '../../../test/jobs';
import { uploadPng } from '../../../test/uploads';
import { signUp } from '../../../test/users';

const clock = manualClock('2026-06-01T09:00:00Z');
let t: TestApp;
let call: ApiCaller;
let serviceId: string;
beforeAll(async () => {
  t = await messagesApp(clock);
  call = apiCaller(t.app);
  serviceId = (await twoServices(t.app))[0].id;
});
afterAll(() => t.close());

type Sent = { data: Message };

const unreadOnAuth = async (token: string) =>
  (await call<{ data: User & { unreadMessages: number } }>('GET', '/auth', token)).body.data
    .unreadMessages;

describe('a job’s conversation', () => {
  it('lets the resident and the accepting vendor write and read it, with photos', async () => {
    const job = await acceptedJob(t.app, serviceId);
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
    const job = await acceptedJob(t.app, serviceId);
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
    const job = await acceptedJob(t.app, serviceId);
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
    const job = await acceptedJob(t.app, serviceId);
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
});
