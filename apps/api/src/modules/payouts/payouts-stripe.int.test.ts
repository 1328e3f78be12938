import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '@homekeep/contracts/catalog';
import type { AdminPayment } from '@homekeep/contracts/payment-refunds';
import type { PayoutAccount } from '@homekeep/contracts/payouts';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { manualClock } from '../../../test/clock';
import { twoServices, vendorCovering } from '../../../test/jobs';
import { billCheckout, completedJob, earningOfOrder, mailsOf } from '../../../test/payouts';
import { deliverStripeEvent, newWebhookSecret, stripeConfig } from '../../../test/stripe-events';
import { startStripeServer, type StripeServer } from '../../../test/stripe-server';
import { createAdmin } from '../../../test/users';
import { SCHEDULES } from '../../queue/schedules';

// Issue 34 with Stripe: Connect Express accounts and their onboarding links, account.updated
// events, transfers with the order as transfer_group, refunds and transfer reversals, disputes;
// every event delivered twice and out of order. The real SDK against the local wire server.

const DAY_MS = 86_400_000;
const ZIP = '53703';
const secret = newWebhookSecret();
const clock = manualClock();

let stripe: StripeServer;
let t: TestApp;
let call: ApiCaller;
let service: Service;
let adminToken: string;

beforeAll(async () => {
  stripe = await startStripeServer();
  t = await createTestApp({
    // Sessions outlive the days the clock is moved through.
    config: { ...stripeConfig(stripe.apiBase, secret), tokenTtlSeconds: 365 * 86_400 },
    // The payouts job pays whatever is due in its database: this file's alone.
    ownDatabase: true,
    deps: { clock },
    schedules: SCHEDULES.filter((job) => job.name === 'vendor-payouts'),
  });
  call = apiCaller(t.app);
  [service] = await twoServices(t.app);
  adminToken = (await createAdmin(t.app, t.db)).token;
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const deliver = async (event: object) => {
  const { status } = await deliverStripeEvent(t.app, event, secret);
  expect(status).toBe(200);
};
const runPayouts = () => t.app.jobQueue.runAllNow();
const accountOf = async (token: string) =>
  (await call<{ data: PayoutAccount }>('GET', '/vendors/payout-account', token)).body.data;

/** A vendor whose Express account Stripe reports `outcome` (its event delivered twice). */
async function connectedVendor(company: string, outcome: 'enabled' | 'restricted' | null) {
  const vendor = await vendorCovering(t.app, [service.id], [ZIP], company);
  const started = await call<{ data: { url: string } }>(
    'POST',
    '/vendors/payout-account',
    vendor.token,
  );
  expect(started.status).toBe(200);
  const accountId = /acct_\w+/.exec(started.body.data.url)![0];
  if (outcome) {
    const event = stripe.accountUpdated(accountId, outcome);
    await deliver(event);
    await deliver(event);
  }
  return { ...vendor, accountId };
}

/** The job completed and paid through Stripe Checkout (the completion event delivered twice). */
async function paidByStripe(vendorToken: string) {
  const job = await completedJob(t.app, vendorToken, service.id, ZIP);
  const checkout = await billCheckout(t.app, job.resident.token, job.request);
  const sessionId = /cs_test_\w+$/.exec(checkout.url)![0];
  const completed = {
    id: `evt_${randomBytes(10).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2025-01-01',
    created: Math.floor(clock.now().getTime() / 1000),
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
  };
  await deliver(completed);
  await deliver(completed);
  return { ...job, transactionId: checkout.id, sessionId };
}

describe('payout accounts at Stripe', () => {
  it('makes one Express account and a fresh onboarding link each time', async () => {
    const vendor = await connectedVendor('Stripe Onboarders', null);
    const [created] = stripe.calls.filter(
      (c) =>
        c.path === '/v1/accounts' &&
        c.form.metadata &&
        (c.form.metadata as Record<string, string>).vendorId === vendor.user.id,
    );
    expect(created!.form).toMatchObject({
      type: 'express',
      email: vendor.email,
      capabilities: { transfers: { requested: 'true' } },
    });
    expect(created!.idempotencyKey).toBe(`account-${vendor.user.id}`);
    const again = await call<{ data: { url: string } }>(
      'POST',
      '/vendors/payout-account',
      vendor.token,
    );
    expect(again.body.data.url).toContain(vendor.accountId);
    const links = stripe.calls.filter(
      (c) => c.path === '/v1/account_links' && c.form.account === vendor.accountId,
    );
    expect(links).toHaveLength(2);
    expect(links[0]!.form).toMatchObject({
      type: 'account_onboarding',
      return_url: 'https://homekeep.example/earnings?onboarding=done',
      refresh_url: 'https://homekeep.example/earnings?onboarding=expired',
    });
    expect(
      stripe.calls.filter(
        (c) => c.path === '/v1/accounts' && c.idempotencyKey === `account-${vendor.user.id}`,
      ),
    ).toHaveLength(1);
    expect(await accountOf(vendor.token)).toMatchObject({
      status: 'pending',
      payoutsEnabled: false,
    });
  });

  it('follows account.updated, the latest word winning whatever the order', async () => {
    const vendor = await connectedVendor('Event Order Co', null);
    const restricted = stripe.accountUpdated(vendor.accountId, 'restricted');
    const enabled = stripe.accountUpdated(vendor.accountId, 'enabled', '4321');
    enabled.created = restricted.created + 60;
    await deliver(enabled);
    await deliver(restricted);
    expect(await accountOf(vendor.token)).toEqual({
      status: 'enabled',
      payoutsEnabled: true,
      bankLast4: '4321',
      missing: [],
    });
    const later = stripe.accountUpdated(vendor.accountId, 'restricted');
    later.created = enabled.created + 60;
    await deliver(later);
    expect(await accountOf(vendor.token)).toMatchObject({
      status: 'restricted',
      missing: ['identity'],
    });
  });
});

describe('transfers', () => {
  it('pay an earning once, to the account, with the order as transfer group', async () => {
    const vendor = await connectedVendor('Transfer Co', 'enabled');
    const job = await paidByStripe(vendor.token);
    const earning = (await earningOfOrder(t.app, vendor.token, job.order.id))!;
    expect(earning.status).toBe('pending');
    await runPayouts();
    expect((await earningOfOrder(t.app, vendor.token, job.order.id))!.status).toBe('pending');
    clock.advance((2 * DAY_MS) / 1000);
    await Promise.all([runPayouts(), runPayouts()]);
    await runPayouts();
    const transfers = [...stripe.transfers.values()].filter(
      (tr) => tr.transfer_group === job.order.id,
    );
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      amount: earning.payoutCents,
      currency: service.currency,
      destination: vendor.accountId,
    });
    expect((await earningOfOrder(t.app, vendor.token, job.order.id))!.status).toBe('paid');
    expect(await mailsOf(t.db, vendor.user.id, 'payout_statement')).toHaveLength(1);
  });

  it('wait as held for a restricted account and go once it is enabled', async () => {
    const vendor = await connectedVendor('Restricted Co', 'restricted');
    const job = await paidByStripe(vendor.token);
    clock.advance((3 * DAY_MS) / 1000);
    await runPayouts();
    expect((await earningOfOrder(t.app, vendor.token, job.order.id))!.status).toBe('held');
    const enabled = stripe.accountUpdated(vendor.accountId, 'enabled');
    enabled.created = Math.floor(clock.now().getTime() / 1000);
    await deliver(enabled);
    await runPayouts();
    expect((await earningOfOrder(t.app, vendor.token, job.order.id))!.status).toBe('paid');
    expect(
      [...stripe.transfers.values()].filter((tr) => tr.transfer_group === job.order.id),
    ).toHaveLength(1);
  });
});

describe('refunds and disputes at Stripe', () => {
  it('refund half after the payout: refunded at Stripe, half the transfer reversed', async () => {
    const vendor = await connectedVendor('Reversal Co', 'enabled');
    const job = await paidByStripe(vendor.token);
    clock.advance((2 * DAY_MS) / 1000);
    await runPayouts();
    const paid = (await earningOfOrder(t.app, vendor.token, job.order.id))!;
    expect(paid.status).toBe('paid');
    const price = job.request.payment.priceCents;
    const half = Math.floor(price / 2);
    const refunded = await call<{ data: AdminPayment }>(
      'POST',
      `/admin/payments/${job.transactionId}/refund`,
      adminToken,
      { amountCents: half, reason: 'Half done' },
    );
    expect(refunded.status).toBe(200);
    const refunds = stripe.refunds.filter(
      (r) => r.payment_intent === stripe.paymentIntentOf(job.sessionId),
    );
    expect(refunds).toEqual([expect.objectContaining({ amount: half })]);
    const reversedCents = Math.round((paid.payoutCents * half) / price);
    const transfer = [...stripe.transfers.values()].find(
      (tr) => tr.transfer_group === job.order.id,
    )!;
    expect(transfer.amount_reversed).toBe(reversedCents);
    expect(await earningOfOrder(t.app, vendor.token, job.order.id)).toMatchObject({
      status: 'paid',
      reversedCents,
    });
  });

  it('a dispute marks the payment disputed and holds its earning; won, it is paid', async () => {
    const vendor = await connectedVendor('Disputed Co', 'enabled');
    const job = await paidByStripe(vendor.token);
    const opened = stripe.disputeEvent(
      'charge.dispute.created',
      job.sessionId,
      'needs_response',
      'dp_one',
    );
    await deliver(opened);
    await deliver(opened);
    const listed = await call<{ data: AdminPayment[] }>(
      'GET',
      '/admin/payments?state=disputed',
      adminToken,
    );
    expect(listed.body.data.map((p) => p.id)).toContain(job.transactionId);
    clock.advance((3 * DAY_MS) / 1000);
    await runPayouts();
    expect(await earningOfOrder(t.app, vendor.token, job.order.id)).toMatchObject({
      status: 'held',
      heldBecause: 'dispute',
    });
    expect(
      [...stripe.transfers.values()].filter((tr) => tr.transfer_group === job.order.id),
    ).toHaveLength(0);
    await deliver(stripe.disputeEvent('charge.dispute.closed', job.sessionId, 'won', 'dp_one'));
    await runPayouts();
    expect((await earningOfOrder(t.app, vendor.token, job.order.id))!.status).toBe('paid');
  });

  it('a dispute closed before it is told opened stays closed; lost, the payout is reversed', async () => {
    const vendor = await connectedVendor('Lost Dispute Co', 'enabled');
    const job = await paidByStripe(vendor.token);
    const opened = stripe.disputeEvent(
      'charge.dispute.created',
      job.sessionId,
      'needs_response',
      'dp_two',
    );
    const closed = stripe.disputeEvent('charge.dispute.closed', job.sessionId, 'lost', 'dp_two');
    await deliver(closed);
    await deliver(opened);
    await deliver(closed);
    expect(await earningOfOrder(t.app, vendor.token, job.order.id)).toMatchObject({
      status: 'reversed',
      heldBecause: null,
    });
    const listed = await call<{ data: AdminPayment[] }>(
      'GET',
      '/admin/payments?limit=100',
      adminToken,
    );
    expect(listed.body.data.find((p) => p.id === job.transactionId)!.state).toBe('paid');
  });
});
