import { and, eq } from 'drizzle-orm';
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
import { auditLog } from '../../db/schema';
import type { ApiCaller } from '../../../test/api';
import type { TestApp } from '../../../test/app';
import { requestService, residentWithProperty, vendorCovering } from '../../../test/jobs';
import {
  completedJob,
  completeJob,
  earningOfOrder,
  mailsOf,
  onboardedVendor,
  payBillWithTestCard,
  payoutsApp,
} from '../../../test/payouts';
import { signUp } from '../../../test/users';

// Issue 34: vendors saw no price, had no payout account and were never paid; refunds did not
// exist. Test mode: the built-in onboarding, payouts recorded as paid, the test clock.

const ZIP = '53703';

let t: TestApp;
let call: ApiCaller;
let service: Service;
let adminToken: string;
let advanceDays: (days: number) => Promise<void>;

beforeAll(async () => {
  ({ t, call, service, adminToken, advanceDays } = await payoutsApp());
});
afterAll(() => t.close());

const fee = (cents: number) => Math.round(cents * 0.15);

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

describe('refunds by operators', () => {
  it('refund half before the payout: half the payout reversed, both told, audited', async () => {
    const vendor = await onboardedVendor(t.app, service.id, ZIP, 'Half Back');
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
    const vendor = await onboardedVendor(t.app, service.id, ZIP, 'Gatekept');
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
