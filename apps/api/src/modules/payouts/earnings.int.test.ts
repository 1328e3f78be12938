import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '@homekeep/contracts/catalog';
import type { Notification } from '@homekeep/contracts/notifications';
import { TEST_BANK_ACCOUNTS, TEST_ROUTING_NUMBER } from '@homekeep/contracts/payouts';
import { earnings, maintenanceRequests } from '../../db/schema';
import type { ApiCaller } from '../../../test/api';
import type { TestApp } from '../../../test/app';
import { vendorCovering } from '../../../test/jobs';
import {
  completedJob,
  earningOfOrder,
  earningsOf,
  mailsOf,
  onboardedVendor,
  payBillWithTestCard,
  payoutsApp,
} from '../../../test/payouts';

// Issue 34: vendors are paid over the product clock (test mode: payouts recorded as paid).

const ZIP = '53703';

let t: TestApp;
let call: ApiCaller;
let service: Service;
let advanceDays: (days: number) => Promise<void>;

beforeAll(async () => {
  ({ t, call, service, advanceDays } = await payoutsApp());
});
afterAll(() => t.close());

const fee = (cents: number) => Math.round(cents * 0.15);

describe('earnings over the product clock', () => {
  it('are pending, available after two days, then paid with a statement mail', async () => {
    const vendor = await onboardedVendor(t.app, service.id, ZIP, 'Paid Promptly');
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
    const vendor = await onboardedVendor(t.app, service.id, ZIP, 'Visit Pros');
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
    const vendor = await onboardedVendor(t.app, service.id, ZIP, 'Bookkeepers');
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
