import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List } from '@homekeep/contracts/common';
import type { NotificationPreferences, OutboxMail } from '@homekeep/contracts/mail';
import { outbox } from '../../db/schema';
import { SCHEDULES } from '../../queue/schedules';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { manualClock } from '../../../test/clock';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';
import { createAdmin, signUp, testAddress } from '../../../test/users';

const PREFERENCES = '/auth/notification-preferences';
const clock = manualClock('2026-06-01T09:00:00Z');
let t: TestApp;
let call: ApiCaller;

beforeAll(async () => {
  t = await createTestApp({
    deps: { clock },
    schedules: SCHEDULES.filter((job) => job.name === 'unread-messages-mail'),
  });
  call = apiCaller(t.app);
});
afterAll(() => t.close());

type Preferences = { data: NotificationPreferences };

const unreadMails = (userId: string) =>
  t.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, 'unread_messages')));

describe('mail preferences', () => {
  it('names every optional kind, and changes only the kinds a PUT names', async () => {
    const vendor = await signUp(t.app, { role: 'vendor' });
    const initial = await call<Preferences>('GET', PREFERENCES, vendor.token);
    expect(initial.body.data).toEqual({
      jobStatus: true,
      newOffer: true,
      messages: true,
      reviewReminders: true,
    });

    const changed = await call<Preferences>('PUT', PREFERENCES, vendor.token, {
      reviewReminders: false,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ ...initial.body.data, reviewReminders: false });

    for (const body of [{}, { messages: 'no' }, { everything: false }]) {
      const refused = await call<{ message: string }>('PUT', PREFERENCES, vendor.token, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBeTruthy();
    }
    const after = await call<Preferences>('GET', PREFERENCES, vendor.token);
    expect(after.body.data).toEqual(changed.body.data);
  });

  it('sends no unread-message mail to a person who turned them off; the other side still gets theirs, with a link that turns them off', async () => {
    const [service] = await twoServices(t.app);
    const resident = await residentWithProperty(t.app, '53703');
    const vendor = await vendorCovering(t.app, [service.id], ['53703']);
    const request = await requestService(t.app, resident, service.id, { title: 'Stuck window' });
    const orderId = request.order.id;
    expect((await call('POST', '/vendor-orders/accept', vendor.token, { orderId })).status).toBe(
      200,
    );
    await call('PUT', PREFERENCES, vendor.token, { messages: false });

    await call('POST', `/maintenance-requests/${request.id}/messages`, resident.token, {
      body: 'Is Tuesday fine?',
    });
    await call('POST', `/vendor-orders/${orderId}/messages`, vendor.token, {
      body: 'Tuesday works.',
    });
    clock.advance(16 * 60);
    await t.app.jobQueue.runAllNow();

    expect(await unreadMails(vendor.user.id)).toHaveLength(0);
    expect(await unreadMails(resident.user.id)).toHaveLength(1);

    const admin = await createAdmin(t.app, t.db);
    const list = await call<List<OutboxMail>>(
      'GET',
      `/admin/outbox?kind=unread_messages&to=${encodeURIComponent(resident.email)}`,
      admin.token,
    );
    const token = /\/unsubscribe\?token=([A-Za-z0-9_.-]+)/.exec(list.body.data[0]!.text)?.[1];
    expect(token).toBeTruthy();
    // From an address of its own: the link's limit counts every test file's unsubscribes.
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/unsubscribe',
      payload: { token },
      remoteAddress: testAddress(),
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json().data).toMatchObject({
      kind: 'messages',
      preferences: { messages: false, jobStatus: true },
    });
  });
});
