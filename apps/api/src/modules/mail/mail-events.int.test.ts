import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '@homekeep/contracts/mail';
import { apiCaller, someServices } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { requestService, residentWithProperty, vendorCovering } from '../../../test/jobs';
import { startSmtpReceiver } from '../../../test/smtp';
import { goodCard, planCheckoutOf, plansWithProducts } from '../../../test/subscriptions';

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let t: TestApp;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  // A database of its own on a server: another file's app with a mailer would otherwise claim
  // and send this file's outbox rows to its own SMTP receiver.
  t = await createTestApp({
    ownDatabase: true,
    config: {
      publicUrl: 'http://homekeep.test',
      mail: { smtpUrl: smtp.url, from: 'no-reply@homekeep.test', operationsEmail: undefined },
    },
  });
  call = apiCaller(t.app);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const subjects = async (address: string, count: number) =>
  (await smtp.mailsTo(address, count)).map((m) => m.subject);

describe('mails about a job', () => {
  it('offers a new job to matching vendors and tells the resident each step', async () => {
    const [service] = await someServices(t.app, 1);
    const zip = '94107';
    const vendor = await vendorCovering(t.app, [service!.id], [zip]);
    const resident = await residentWithProperty(t.app, zip);
    const created = await requestService(t.app, resident, service!.id, { title: 'Leaky tap' });

    const offer = (await smtp.mailsTo(vendor.email, 2)).find((m) =>
      m.subject.startsWith('New job'),
    );
    expect(offer!.text).toContain('Leaky tap');
    expect(offer!.text).toContain('http://homekeep.test/unsubscribe?token=');
    // mailparser reads List-* headers into one `list` entry.
    expect(JSON.stringify(offer!.headers.get('list'))).toContain('/unsubscribe?token=');

    const orderId = created.order!.id;
    expect((await call('POST', '/vendor-orders/accept', vendor.token, { orderId })).status).toBe(
      200,
    );
    for (const status of ['en_route', 'in_progress', 'completed']) {
      const moved = await call('PUT', `/vendor-orders/update-status/${orderId}`, vendor.token, {
        status,
      });
      expect(moved.status).toBe(200);
    }
    const received = await subjects(resident.email, 5);
    expect(received).toEqual(
      expect.arrayContaining([
        'A pro accepted your job: Leaky tap',
        'Your pro is on the way: Leaky tap',
        'Work has started: Leaky tap',
        'Your job is done: Leaky tap',
      ]),
    );
  });

  it('sends no job updates to a resident who turned them off', async () => {
    const [service] = await someServices(t.app, 1);
    const zip = '94110';
    const vendor = await vendorCovering(t.app, [service!.id], [zip]);
    const resident = await residentWithProperty(t.app, zip);
    await call('PUT', '/auth/notification-preferences', resident.token, {
      jobStatus: false,
      newOffer: true,
    });
    const created = await requestService(t.app, resident, service!.id);
    await call('POST', '/vendor-orders/accept', vendor.token, { orderId: created.order!.id });
    await t.app.mail.settled();
    const mine = smtp.received.filter((m) => m.to === resident.email);
    expect(mine.map((m) => m.subject).filter((s) => s.includes('accepted'))).toEqual([]);
  });
});

describe("a vendor's mail preferences", () => {
  it('reads and sets them, and a vendor who turned new offers off is mailed none', async () => {
    const [service] = await someServices(t.app, 1);
    const zip = '94115';
    const quiet = await vendorCovering(t.app, [service!.id], [zip], 'Quiet Roofing');
    const keen = await vendorCovering(t.app, [service!.id], [zip], 'Keen Roofing');
    const url = '/auth/notification-preferences';
    const initial = await call<{ data: NotificationPreferences }>('GET', url, quiet.token);
    expect(initial.status).toBe(200);
    expect(initial.body.data.newOffer).toBe(true);
    const changed = await call<{ data: NotificationPreferences }>('PUT', url, quiet.token, {
      ...initial.body.data,
      newOffer: false,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.newOffer).toBe(false);
    const reread = await call<{ data: NotificationPreferences }>('GET', url, quiet.token);
    expect(reread.body.data).toEqual({ ...initial.body.data, newOffer: false });

    const resident = await residentWithProperty(t.app, zip);
    const created = await requestService(t.app, resident, service!.id, {
      title: 'Loose shingles',
    });
    // Still offered the job, in the app: only the mail is off.
    const notices = await call<{ data: { orderId: string | null }[] }>(
      'GET',
      '/notifications',
      quiet.token,
    );
    expect(notices.body.data.map((n) => n.orderId)).toContain(created.order!.id);

    const offered = await smtp.mailsTo(keen.email, 2);
    expect(
      offered.some((m) => m.subject.startsWith('New job') && m.text.includes('Loose shingles')),
    ).toBe(true);
    await t.app.mail.settled();
    const quietMails = smtp.received.filter((m) => m.to === quiet.email).map((m) => m.subject);
    expect(quietMails.filter((subject) => subject.startsWith('New job'))).toEqual([]);
  });
});

describe('mails about money', () => {
  it('mails a receipt with what was paid when a payment completes', async () => {
    const resident = await residentWithProperty(t.app);
    const opened = await call<{ data: { id: string } }>(
      'POST',
      '/transactions/create-checkout-session',
      resident.token,
      { data: await planCheckoutOf(t.app, resident.token) },
    );
    const [plan] = await plansWithProducts(t.app);
    expect(opened.status).toBe(201);
    const paid = await call(
      'POST',
      `/transactions/${opened.body.data.id}/test-payment`,
      resident.token,
      goodCard,
    );
    expect(paid.status).toBe(200);
    const receipt = (await smtp.mailsTo(resident.email, 2)).find((m) =>
      m.subject.includes('receipt'),
    )!;
    expect(receipt.text).toContain(plan!.name);
    expect(receipt.text).toContain(opened.body.data.id);
    expect(receipt.text).not.toContain('unsubscribe');
  });
});
