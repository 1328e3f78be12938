import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '@homekeep/contracts/catalog';
import type { VendorOrder } from '@homekeep/contracts/jobs';
import type { Notification } from '@homekeep/contracts/notifications';
import type { AdminPayment } from '@homekeep/contracts/payment-refunds';
import {
  TEST_BANK_ACCOUNTS,
  TEST_ROUTING_NUMBER,
  type PayoutAccount,
} from '@homekeep/contracts/payouts';
import { auditLog, earnings, maintenanceRequests } from '../../db/schema';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';
import {
  completedJob,
  completeJob,
  earningOfOrder,
  earningsOf,
  mailsOf,
  payBillWithTestCard,
} from '../../../test/payouts';
import { createAdmin, signUp } from '../../../test/users';

// Issue 34: vendors saw no price, had no payout account and were never paid; refunds did not
// exist. Test mode: the built-in onboarding, payouts recorded as paid, the test clock.

const DAY = 86_400;
const ZIP = '53703';

let t: TestApp;
let call: ApiCaller;
let service: Service;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true, config: { tokenTtlSeconds: 365 * DAY } });
  call = apiCaller(t.app);
  const [first] = await twoServices(t.app);
  service = (await call<{ data: Service }>('GET', `/services/${first.id}`)).body.data;
  adminToken = (await createAdmin(t.app, t.db)).token;
});
afterAll(() => t.close());

const fee = (cents: number) => Math.round(cents * 0.15);
const advanceDays = async (days: number) => {
  const moved = await call('POST', '/admin/clock/advance', adminToken, { seconds: days * DAY });
  expect(moved.status).toBe(200);
};

async function onboardedVendor(
  company: string,
  accountNumber: string = TEST_BANK_ACCOUNTS.enabled,
) {
  const vendor = await vendorCovering(t.app, [service.id], [ZIP], company);
  const started = await call<{ data: { url: string } }>(
    'POST',
    '/vendors/payout-account',
    vendor.token,
  );
  expect(started.body.data.url).toBe('/payouts/test-onboarding');
  const done = await call<{ data: PayoutAccount }>(
    'POST',
    '/vendors/payout-account/test-onboarding',
    vendor.token,
    { legalName: company, routingNumber: TEST_ROUTING_NUMBER, accountNumber },
  );
  expect(done.status).toBe(200);
  return vendor;
}

describe('what a job pays the vendor', () => {
  it('shows price, fee and payout on the pending offer and on the vendor’s own order', async () => {
    const vendor = await vendorCovering(t.app, [service.id], [ZIP], 'Fee Watchers');
    const resident = await residentWithProperty(t.app, ZIP);
    const request = await requestService(t.app, resident, service.id);
    const offers = await call<{ data: VendorOrder[] }>(
      'GET',
      '/vendor-orders?status=pending&limit=100',
      vendor.token,
    );
    const offer = offers.body.data.find((order) => order.id === request.order.id)!;
    const expected = {
      priceCents: request.payment.priceCents,
      feeCents: fee(request.payment.priceCents),
      payoutCents: request.payment.priceCents - fee(request.payment.priceCents),
      currency: service.currency,
    };
    expect(offer.earnings).toEqual(expected);
    const done = await completeJob(t.app, vendor.token, request.order.id);
    expect(done.earnings).toEqual(expected);
  });
});

describe('the payout account in test mode', () => {
  it('goes none → pending → restricted → enabled, saying what is missing', async () => {
    const vendor = await vendorCovering(t.app, [service.id], [ZIP], 'Onboarding Co');
    const read = async () =>
      (await call<{ data: PayoutAccount }>('GET', '/vendors/payout-account', vendor.token)).body
        .data;
    expect(await read()).toEqual({
      status: 'none',
      payoutsEnabled: false,
      missing: ['business_details', 'bank_account', 'identity'],
    });
    const early = await call('POST', '/vendors/payout-account/test-onboarding', vendor.token, {
      legalName: 'Onboarding Co',
      routingNumber: TEST_ROUTING_NUMBER,
      accountNumber: TEST_BANK_ACCOUNTS.enabled,
    });
    expect(early.status).toBe(409);

    expect((await call('POST', '/vendors/payout-account', vendor.token)).status).toBe(200);
    expect(await read()).toMatchObject({ status: 'pending', payoutsEnabled: false });
    const form = { legalName: 'Onboarding Co', routingNumber: TEST_ROUTING_NUMBER };
    await call('POST', '/vendors/payout-account/test-onboarding', vendor.token, {
      ...form,
      accountNumber: TEST_BANK_ACCOUNTS.restricted,
    });
    expect(await read()).toEqual({
      status: 'restricted',
      payoutsEnabled: false,
      bankLast4: '1116',
      missing: ['identity'],
    });
    await call('POST', '/vendors/payout-account/test-onboarding', vendor.token, {
      ...form,
      accountNumber: TEST_BANK_ACCOUNTS.enabled,
    });
    expect(await read()).toEqual({
      status: 'enabled',
      payoutsEnabled: true,
      bankLast4: '6789',
      missing: [],
    });
  });

  it('refuses a bad form with a readable 400, a resident with 403, a visitor with 401', async () => {
    const vendor = await vendorCovering(t.app, [service.id], [ZIP], 'Typo Co');
    await call('POST', '/vendors/payout-account', vendor.token);
    const bad = await call('POST', '/vendors/payout-account/test-onboarding', vendor.token, {
      legalName: 'Typo Co',
      routingNumber: '12',
      accountNumber: TEST_BANK_ACCOUNTS.enabled,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/routingNumber must be 9 digits/);
    const resident = await signUp(t.app, { role: 'resident' });
    expect((await call('GET', '/vendors/payout-account', resident.token)).status).toBe(403);
    expect((await call('GET', '/vendors/earnings', resident.token)).status).toBe(403);
    expect((await call('GET', '/vendors/payout-account')).status).toBe(401);
  });
});

describe('earnings over the product clock', () => {
  it('are pending, available after two days, then paid with a statement mail', async () => {
    const vendor = await onboardedVendor('Paid Promptly');
    const job = await completedJob(t.app, vendor.token, service.id, ZIP);
    await payBillWithTestCard(t.app, job.resident.token, job.request);
    const earning = (await earningOfOrder(t.app, vendor.token, job.order.id))!;
    const price = job.request.payment.priceCents;
    expect(earning).toMatchObject({
      title: job.request.title,
      priceCents: price,
      feeCents: fee(price),
      payoutCents: price - fee(price),
      reversedCents: 0,
      status: 'pending',
      paidAt: null,
    });
    const { meta } = await earningsOf(t.app, vendor.token);
    expect(meta.totals.pending).toBe(price - fee(price));

    await advanceDays(1);
    expect((await earningOfOrder(t.app, vendor.token, job.order.id))!.status).toBe('pending');
    // Its day come, before the daily job has run: available.
    await t.db
      .update(earnings)
      .set({ availableAt: sql`${earnings.availableAt} - interval '1 day'` })
      .where(eq(earnings.id, earning.id));
    expect((await earningOfOrder(t.app, vendor.token, job.order.id))!.status).toBe('available');
    const available = await earningsOf(t.app, vendor.token, '?status=available');
    expect(available.data.map((row) => row.id)).toEqual([earning.id]);
    expect(available.meta.totals.available).toBe(price - fee(price));

    await advanceDays(1);
    const paid = (await earningOfOrder(t.app, vendor.token, job.order.id))!;
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    const statements = await mailsOf(t.db, vendor.user.id, 'payout_statement');
    expect(statements).toHaveLength(1);
    expect(statements[0]!.data).toMatchObject({
      paidCents: price - fee(price),
      title: job.request.title,
    });
    const notices = await call<{ data: Notification[] }>('GET', '/notifications', vendor.token);
    expect(notices.body.data.map((n) => n.type)).toContain('payout.paid');

    // The daily job again, and again: still one payout, one statement.
    await advanceDays(1);
    await advanceDays(1);
    expect(await mailsOf(t.db, vendor.user.id, 'payout_statement')).toHaveLength(1);
  });

  it('are held while the account is not enabled, and paid once it is', async () => {
    const vendor = await vendorCovering(t.app, [service.id], [ZIP], 'Late Onboarder');
    const job = await completedJob(t.app, vendor.token, service.id, ZIP);
    await payBillWithTestCard(t.app, job.resident.token, job.request);
    await advanceDays(3);
    expect(await earningOfOrder(t.app, vendor.token, job.order.id)).toMatchObject({
      status: 'held',
      heldBecause: 'account',
    });
    await call('POST', '/vendors/payout-account', vendor.token);
    await call('POST', '/vendors/payout-account/test-onboarding', vendor.token, {
      legalName: 'Late Onboarder',
      routingNumber: TEST_ROUTING_NUMBER,
      accountNumber: TEST_BANK_ACCOUNTS.enabled,
    });
    await advanceDays(1);
    expect((await earningOfOrder(t.app, vendor.token, job.order.id))!.status).toBe('paid');
    expect(await mailsOf(t.db, vendor.user.id, 'payout_statement')).toHaveLength(1);
  });

  it('come from a completed plan visit at the service’s list price less the fee', async () => {
    const vendor = await onboardedVendor('Visit Pros');
    const job = await completedJob(t.app, vendor.token, service.id, ZIP);
    await t.db
      .update(maintenanceRequests)
      .set({ source: 'plan', planVisitKey: `visit-${job.request.id}`, priceCents: 0, dueAt: null })
      .where(eq(maintenanceRequests.id, job.request.id));
    await advanceDays(1);
    const earning = (await earningOfOrder(t.app, vendor.token, job.order.id))!;
    expect(earning).toMatchObject({
      priceCents: service.priceCents,
      feeCents: fee(service.priceCents),
      payoutCents: service.priceCents - fee(service.priceCents),
    });
  });

  it('are listed with totals per status that add up, and as CSV per year', async () => {
    const vendor = await onboardedVendor('Bookkeepers');
    const first = await completedJob(t.app, vendor.token, service.id, ZIP);
    await payBillWithTestCard(t.app, first.resident.token, first.request);
    await advanceDays(2);
    const second = await completedJob(t.app, vendor.token, service.id, ZIP);
    await payBillWithTestCard(t.app, second.resident.token, second.request);
    const { data, meta } = await earningsOf(t.app, vendor.token);
    expect(data.map((row) => row.status)).toEqual(['pending', 'paid']);
    const all = Object.values(meta.totals).reduce((sum, cents) => sum + cents, 0);
    expect(all).toBe(data.reduce((sum, row) => sum + row.payoutCents, 0));
    expect(meta.total).toBe(2);

    const year = new Date(data[0]!.completedAt).getUTCFullYear();
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vendors/earnings.csv?year=${year}`,
      headers: { authorization: `Bearer ${vendor.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Completed,Job,Order,Price,Platform fee,Payout/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(first.order.id);
    const bad = await call('GET', '/vendors/earnings.csv?year=twenty', vendor.token);
    expect(bad.status).toBe(400);
  });
});

describe('refunds by operators', () => {
  it('refund half before the payout: half the payout reversed, both told, audited', async () => {
    const vendor = await onboardedVendor('Half Back');
    const job = await completedJob(t.app, vendor.token, service.id, ZIP);
    const transactionId = await payBillWithTestCard(t.app, job.resident.token, job.request);
    const price = job.request.payment.priceCents;
    const half = Math.floor(price / 2);
    const refunded = await call<{ data: AdminPayment }>(
      'POST',
      `/admin/payments/${transactionId}/refund`,
      adminToken,
      { amountCents: half, reason: 'Half the gutters were left undone' },
    );
    expect(refunded.status).toBe(200);
    expect(refunded.body.data).toMatchObject({ state: 'partially_refunded', refundedCents: half });
    const payout = price - fee(price);
    const earning = (await earningOfOrder(t.app, vendor.token, job.order.id))!;
    expect(earning.reversedCents).toBe(Math.round((payout * half) / price));
    expect(earning.status).toBe('pending');

    expect(await mailsOf(t.db, job.resident.user.id, 'payment_refunded')).toHaveLength(1);
    expect(await mailsOf(t.db, vendor.user.id, 'earning_reversed')).toHaveLength(1);
    const residentNotices = await call<{ data: Notification[] }>(
      'GET',
      '/notifications',
      job.resident.token,
    );
    expect(residentNotices.body.data.map((n) => n.type)).toContain('payment.refunded');
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refunded'), eq(auditLog.targetId, transactionId)));
    expect(audited).toHaveLength(1);

    const tooMuch = await call('POST', `/admin/payments/${transactionId}/refund`, adminToken, {
      amountCents: price - half + 1,
      reason: 'Everything',
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toMatch(/At most/);

    const rest = await call<{ data: AdminPayment }>(
      'POST',
      `/admin/payments/${transactionId}/refund`,
      adminToken,
      { reason: 'The rest, as agreed' },
    );
    expect(rest.body.data).toMatchObject({ state: 'refunded', refundedCents: price });
    expect(await earningOfOrder(t.app, vendor.token, job.order.id)).toMatchObject({
      status: 'reversed',
      reversedCents: payout,
    });
    const again = await call('POST', `/admin/payments/${transactionId}/refund`, adminToken, {
      reason: 'Once more',
    });
    expect(again.status).toBe(409);
    await advanceDays(3);
    expect(await mailsOf(t.db, vendor.user.id, 'payout_statement')).toHaveLength(0);
  });

  it('is the operators’ alone, needs a reason and a paid payment of ours', async () => {
    const vendor = await onboardedVendor('Gatekept');
    const job = await completedJob(t.app, vendor.token, service.id, ZIP);
    const transactionId = await payBillWithTestCard(t.app, job.resident.token, job.request);
    const url = `/admin/payments/${transactionId}/refund`;
    expect((await call('POST', url, vendor.token, { reason: 'Mine' })).status).toBe(403);
    const noReason = await call('POST', url, adminToken, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/reason/);
    expect((await call('POST', url, adminToken, { amountCents: 0, reason: 'x' })).status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call('POST', `/admin/payments/${unknown}/refund`, adminToken, { reason: 'x' })).status,
    ).toBe(404);
    const listed = await call<{ data: AdminPayment[] }>(
      'GET',
      '/admin/payments?limit=100',
      adminToken,
    );
    expect(listed.body.data.find((p) => p.id === transactionId)).toMatchObject({
      state: 'paid',
      refundedCents: 0,
    });
  });
});
