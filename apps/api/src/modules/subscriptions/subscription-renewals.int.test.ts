import { sql } from 'drizzle-orm';
import type { Subscription } from '@homekeep/contracts/subscriptions';
import type { Transaction } from '@homekeep/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProperty, goodCard, plansWithProducts } from '../../../test/subscriptions';
import { createAdmin, signUp } from '../../../test/users';
import { addMonths } from './subscription-periods';

const DAY = 86_400;
const RENEWAL_DECLINED = '4000 0000 0000 0341';

let t: TestApp;
let call: ApiCaller;
let adminToken: string;
let plans: Awaited<ReturnType<typeof plansWithProducts>>;

beforeAll(async () => {
  // Sessions outlive the years these tests move through.
  t = await createTestApp({ ownDatabase: true, config: { tokenTtlSeconds: 20 * 366 * DAY } });
  call = apiCaller(t.app);
  adminToken = (await createAdmin(t.app, t.db)).token;
  plans = await plansWithProducts(t.app);
});
afterAll(() => t.close());

async function productNow() {
  const { body } = await call<{ data: { now: string } }>('GET', '/admin/clock', adminToken);
  return new Date(body.data.now);
}

/** Moves the product clock to just after `instant`, through the operator's test clock. */
async function advanceTo(instant: Date | string, extraSeconds = 1) {
  const now = await productNow();
  const seconds = Math.ceil((new Date(instant).getTime() - now.getTime()) / 1000) + extraSeconds;
  const moved = await call('POST', '/admin/clock/advance', adminToken, { seconds });
  expect(moved.status).toBe(200);
}

const advanceDays = (days: number) =>
  call('POST', '/admin/clock/advance', adminToken, { seconds: days * DAY });

/** A resident with a paid subscription to the first plan, paid with `cardNumber`. */
async function subscribed(cardNumber = goodCard.cardNumber, plan = plans[0]!) {
  const resident = await signUp(t.app, { role: 'resident' });
  const property = await createProperty(t.app, resident.token, 'Lake house');
  const created = await call<{ data: Subscription[] }>(
    'POST',
    '/subscriptions/bulk',
    resident.token,
    { data: [{ propertyId: property.id, maintenancePlanId: plan.id }] },
  );
  const subscription = created.body.data[0]!;
  await pay(resident.token, subscription.id, plan.productId, cardNumber);
  return {
    token: resident.token,
    email: resident.email,
    id: subscription.id,
    ...(await read(resident.token, subscription.id)),
  };
}

async function pay(token: string, subscriptionId: string, productId: string, cardNumber: string) {
  const checkout = await call<{ data: { id: string } }>(
    'POST',
    '/transactions/create-checkout-session',
    token,
    { data: { items: [{ productId, quantity: 1 }], subscriptionIds: [subscriptionId] } },
  );
  expect(checkout.status).toBe(201);
  return call('POST', `/transactions/${checkout.body.data.id}/test-payment`, token, {
    ...goodCard,
    cardNumber,
  });
}

async function read(token: string, id: string) {
  const { body } = await call<{ data: Subscription }>('GET', `/subscriptions/${id}`, token);
  return { subscription: body.data };
}

async function payments(token: string) {
  const { body } = await call<{ data: Transaction[] }>('GET', '/transactions?limit=100', token);
  return body.data;
}

async function noticesOf(token: string) {
  const { body } = await call<{ data: { type: string }[] }>('GET', '/notifications', token);
  return body.data.map((n) => n.type);
}

async function mailKindsTo(email: string) {
  const { rows } = (await t.db.execute(
    sql`select kind from outbox where lower(to_address) = lower(${email}) order by created_at`,
  )) as unknown as { rows: { kind: string }[] };
  return rows.map((row) => row.kind);
}

describe('renewals in test mode, driven by the test clock', () => {
  it('tells the resident of a renewal and of a declined one, in the app and by mail, the card on the receipt', async () => {
    const rosa = await subscribed();
    await advanceTo(rosa.subscription.currentPeriodEnd!);
    expect(await noticesOf(rosa.token)).toContain('subscription.renewed');
    expect((await mailKindsTo(rosa.email)).filter((k) => k === 'payment_receipt')).toHaveLength(2);
    const renewal = (await payments(rosa.token))[0]!;
    expect(renewal.card).toEqual({ brand: expect.any(String), last4: '4242' });

    const sam = await subscribed(RENEWAL_DECLINED);
    await advanceTo(sam.subscription.currentPeriodEnd!);
    expect(await noticesOf(sam.token)).toContain('payment.failed');
    expect(await mailKindsTo(sam.email)).toContain('payment_failed');
  });

  it('renews a paid card at the period end for one more month, with a paid transaction', async () => {
    const rosa = await subscribed();
    const end = rosa.subscription.currentPeriodEnd!;
    await advanceTo(end);
    const { subscription } = await read(rosa.token, rosa.id);
    expect(subscription.status).toBe('active');
    expect(subscription.currentPeriodStart).toBe(end);
    expect(subscription.currentPeriodEnd).toBe(addMonths(new Date(end), 1).toISOString());
    const paid = await payments(rosa.token);
    expect(paid.map((p) => p.status)).toEqual(['paid', 'paid']);
    expect(paid[0]!.amountCents).toBe(plans[0]!.priceCents);
    expect(paid[0]!.paidAt).toBe(end);
  });

  it('catches up on every period a long jump of the clock passes', async () => {
    const rosa = await subscribed();
    const start = new Date(rosa.subscription.currentPeriodEnd!);
    await advanceTo(addMonths(start, 2));
    const { subscription } = await read(rosa.token, rosa.id);
    expect(subscription.status).toBe('active');
    expect(subscription.currentPeriodEnd).toBe(addMonths(start, 3).toISOString());
    expect((await payments(rosa.token)).filter((p) => p.status === 'paid')).toHaveLength(4);
  });

  it('declines the 0341 card on renewal: past due, tried again on days 1, 3 and 5, canceled on day 7', async () => {
    const sam = await subscribed(RENEWAL_DECLINED);
    const end = sam.subscription.currentPeriodEnd!;
    await advanceTo(end);
    let { subscription } = await read(sam.token, sam.id);
    expect(subscription.status).toBe('past_due');
    expect(subscription.currentPeriodEnd).toBe(end);
    const failedBy = async () =>
      (await payments(sam.token)).filter((p) => p.status === 'failed').length;
    expect(await failedBy()).toBe(1);

    const endMs = new Date(end).getTime();
    for (const [day, failed] of [
      [1, 2],
      [3, 3],
      [5, 4],
    ] as const) {
      await advanceTo(new Date(endMs + day * DAY * 1000 - 60_000), 0);
      expect(await failedBy()).toBe(failed - 1);
      await advanceTo(new Date(endMs + day * DAY * 1000));
      expect(await failedBy()).toBe(failed);
      expect((await read(sam.token, sam.id)).subscription.status).toBe('past_due');
    }
    await advanceTo(new Date(endMs + 7 * DAY * 1000));
    ({ subscription } = await read(sam.token, sam.id));
    expect(subscription.status).toBe('canceled');
    expect(subscription.canceledAt).toBe(new Date(endMs + 7 * DAY * 1000).toISOString());
    expect(await failedBy()).toBe(4);
    await advanceDays(40);
    expect(await failedBy()).toBe(4);
  });

  it('tells the resident with each declined try when the card is tried again and the day the plan ends', async () => {
    const sam = await subscribed(RENEWAL_DECLINED);
    const endMs = new Date(sam.subscription.currentPeriodEnd!).getTime();
    const day = (n: number) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(endMs + n * DAY * 1000),
      );
    const lastDay = day(7);
    for (const [at, retry] of [
      [0, 1],
      [1, 3],
      [3, 5],
      [5, null],
    ] as const) {
      await advanceTo(new Date(endMs + at * DAY * 1000));
      const notices = await call<{ data: { type: string; body: string }[] }>(
        'GET',
        '/notifications?limit=1',
        sam.token,
      );
      const notice = notices.body.data[0]!;
      expect(notice.type).toBe('payment.failed');
      const mails = await call<{ data: { text: string; html: string }[] }>(
        'GET',
        `/admin/outbox?to=${encodeURIComponent(sam.email)}&kind=payment_failed&limit=1`,
        adminToken,
      );
      const mail = mails.body.data[0]!;
      expect(mail.text).toContain(`If it is still unpaid on ${lastDay}, your plan ends that day.`);
      expect(notice.body).toContain(`Unpaid, the plan ends on ${lastDay}.`);
      if (retry === null) {
        expect(notice.body).not.toContain('try again');
        expect(mail.text).not.toContain('try your card again');
      } else {
        expect(notice.body).toContain(`We will try again on ${day(retry)}.`);
        expect(mail.text).toContain(`We will try your card again on ${day(retry)}.`);
        expect(mail.html).toContain(`We will try your card again on ${day(retry)}.`);
      }
    }
  });

  it('lets the resident pay a past-due subscription at once, with another card that then renews', async () => {
    const sam = await subscribed(RENEWAL_DECLINED);
    const end = sam.subscription.currentPeriodEnd!;
    await advanceTo(end);
    expect((await read(sam.token, sam.id)).subscription.status).toBe('past_due');

    const paid = await pay(sam.token, sam.id, plans[0]!.productId, goodCard.cardNumber);
    expect(paid.status).toBe(200);
    let { subscription } = await read(sam.token, sam.id);
    expect(subscription.status).toBe('active');
    expect(subscription.currentPeriodStart).toBe(end);
    const next = subscription.currentPeriodEnd!;
    expect(next).toBe(addMonths(new Date(end), 1).toISOString());

    await advanceTo(next);
    ({ subscription } = await read(sam.token, sam.id));
    expect(subscription.status).toBe('active');
    expect(subscription.currentPeriodStart).toBe(next);
  });

  it('applies a change of plan at the period end and charges the new plan', async () => {
    const rosa = await subscribed();
    const next = plans[1]!;
    const changed = await call<{ data: Subscription }>(
      'PUT',
      `/subscriptions/${rosa.id}`,
      rosa.token,
      {
        maintenancePlanId: next.id,
      },
    );
    expect(changed.body.data.pendingPlanId).toBe(next.id);
    await advanceTo(rosa.subscription.currentPeriodEnd!);
    const { subscription } = await read(rosa.token, rosa.id);
    expect(subscription.maintenancePlanId).toBe(next.id);
    expect(subscription.pendingPlanId).toBeNull();
    expect(subscription.status).toBe('active');
    expect((await payments(rosa.token))[0]!.amountCents).toBe(next.priceCents);
  });

  it('ends a subscription set to cancel at the period end, without charging it', async () => {
    const rosa = await subscribed();
    await call('PUT', `/subscriptions/${rosa.id}`, rosa.token, { cancelAtPeriodEnd: true });
    const end = rosa.subscription.currentPeriodEnd!;
    await advanceTo(end);
    const { subscription } = await read(rosa.token, rosa.id);
    expect(subscription.status).toBe('canceled');
    expect(subscription.canceledAt).toBe(end);
    expect(await payments(rosa.token)).toHaveLength(1);
  });

  it('keeps only the brand, last four digits and a token of the card, never its number', async () => {
    await subscribed(RENEWAL_DECLINED);
    const rows = await t.database.db.execute(sql`select * from payment_cards`);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('4000000000000341');
    expect(text).toContain('0341');
  });
});
