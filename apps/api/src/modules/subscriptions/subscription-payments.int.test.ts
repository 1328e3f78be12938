import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import type { Subscription } from '@homekeep/contracts/subscriptions';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { deliverStripeEvent, newWebhookSecret, stripeConfig } from '../../../test/stripe-events';
import { startStripeServer, type StripeServer } from '../../../test/stripe-server';
import { bearer, signUp } from '../../../test/users';
import { postgresAddInterval } from '../../../test/postgres-time';
import { createProperty, goodCard, plansWithProducts } from '../../../test/subscriptions';
import { periodEnd } from './subscription-periods';

type Plan = MaintenancePlan & { productId: string };

/** Calls the API of one of this file's apps. */
const call = (t: TestApp, ...request: Parameters<ApiCaller>) => apiCaller(t.app)(...request);

async function pendingSubscriptions(t: TestApp, token: string, planList: Plan[]) {
  const rows = [];
  for (const [index, plan] of planList.entries()) {
    const home = await createProperty(t.app, token, `Home ${index + 1}`);
    rows.push({ propertyId: home.id, maintenancePlanId: plan.id });
  }
  const { status, body } = await call(t, 'POST', '/subscriptions/bulk', token, { data: rows });
  expect(status).toBe(201);
  return body.data as Subscription[];
}

describe('paying for subscriptions through the built-in test checkout', () => {
  let t: TestApp;
  let resident: string;
  let plans: Plan[];
  beforeAll(async () => {
    t = await createTestApp();
    resident = (await signUp(t.app, { role: 'resident' })).token;
    plans = await plansWithProducts(t.app);
  });
  afterAll(() => t.close());

  const checkout = (data: unknown, token = resident) =>
    call(t, 'POST', '/transactions/create-checkout-session', token, { data });

  it('activates every paid subscription for one interval of its plan', async () => {
    const [plan] = plans;
    const subs = await pendingSubscriptions(t, resident, [plan!, plan!]);
    const { status, body } = await checkout({
      items: [{ productId: plan!.productId, quantity: 2 }],
      subscriptionIds: subs.map((s) => s.id),
    });
    expect(status).toBe(201);
    const { id } = body.data as { id: string };
    const paid = await call(t, 'POST', `/transactions/${id}/test-payment`, resident, goodCard);
    expect(paid.status).toBe(200);
    expect((paid.body.data as { amountCents: number }).amountCents).toBe(plan!.priceCents * 2);

    for (const sub of subs) {
      const now = (await call(t, 'GET', `/subscriptions/${sub.id}`, resident)).body
        .data as Subscription;
      expect(now.status).toBe('active');
      expect(Date.parse(now.currentPeriodStart!)).toBeGreaterThan(Date.now() - 60_000);
      expect(now.currentPeriodEnd).toBe(
        periodEnd(new Date(now.currentPeriodStart!), plan!.interval).toISOString(),
      );
    }
  });

  it('pays subscriptions on different plans with one item per plan', async () => {
    const subs = await pendingSubscriptions(t, resident, [plans[0]!, plans[1]!, plans[0]!]);
    const { status } = await checkout({
      items: [
        { productId: plans[1]!.productId, quantity: 1 },
        { productId: plans[0]!.productId, quantity: 2 },
      ],
      subscriptionIds: subs.map((s) => s.id),
    });
    expect(status).toBe(201);
  });

  it('refuses items that are not exactly the subscriptions’ plans with 400, storing nothing', async () => {
    const subs = await pendingSubscriptions(t, resident, [plans[0]!, plans[1]!]);
    const subscriptionIds = subs.map((s) => s.id);
    const custom = (await call(t, 'GET', '/products/custom-maintenance-request', resident)).body
      .data as { id: string };
    const before = (await call(t, 'GET', '/transactions', resident)).body.meta;
    const item = (plan: Plan, quantity = 1) => ({ productId: plan.productId, quantity });
    const mismatches = [
      [item(plans[0]!)],
      [item(plans[0]!), item(plans[1]!, 2)],
      [item(plans[0]!), item(plans[2]!)],
      [item(plans[0]!), item(plans[1]!), { productId: custom.id, quantity: 1 }],
    ];
    for (const items of mismatches) {
      const { status, body } = await checkout({ items, subscriptionIds });
      expect(status, JSON.stringify(items)).toBe(400);
      expect(body.message).toMatch(/items must be exactly the plans of the subscriptions/);
    }
    expect((await call(t, 'GET', '/transactions', resident)).body.meta).toEqual(before);
    for (const sub of subs) {
      expect(
        ((await call(t, 'GET', `/subscriptions/${sub.id}`, resident)).body.data as Subscription)
          .status,
      ).toBe('pending');
    }
  });

  it("answers 404 for another resident's subscription, 409 for one already paid or canceled", async () => {
    const other = (await signUp(t.app, { role: 'resident' })).token;
    const [theirs] = await pendingSubscriptions(t, other, [plans[0]!]);
    const items = [{ productId: plans[0]!.productId, quantity: 1 }];
    for (const id of [theirs!.id, randomUUID()]) {
      const { status, body } = await checkout({ items, subscriptionIds: [id] });
      expect(status).toBe(404);
      expect(body.message).toBe(`No subscription of yours has the id ${id}.`);
    }
    const [mine] = await pendingSubscriptions(t, resident, [plans[0]!]);
    await call(t, 'DELETE', `/subscriptions/${mine!.id}`, resident);
    const { status, body } = await checkout({ items, subscriptionIds: [mine!.id] });
    expect(status).toBe(409);
    expect(body.message).toMatch(/not waiting for payment/);
  });

  const payable = async (transactionId: string) =>
    (await call(t, 'POST', `/transactions/${transactionId}/test-payment`, resident, goodCard))
      .status;
  const statusOf = async (url: string) =>
    ((await call(t, 'GET', url, resident)).body.data as { status: string }).status;

  it('ends the open checkout of a subscription canceled before it was paid', async () => {
    const [sub] = await pendingSubscriptions(t, resident, [plans[0]!]);
    const { body } = await checkout({
      items: [{ productId: plans[0]!.productId, quantity: 1 }],
      subscriptionIds: [sub!.id],
    });
    await call(t, 'DELETE', `/subscriptions/${sub!.id}`, resident);
    const { id } = body.data as { id: string };
    expect(await payable(id)).toBe(409);
    expect(await statusOf(`/transactions/${id}`)).toBe('expired');
    expect(await statusOf(`/subscriptions/${sub!.id}`)).toBe('canceled');
  });

  it('lets only the newest checkout of a subscription be paid, so it is never charged twice', async () => {
    const [sub] = await pendingSubscriptions(t, resident, [plans[0]!]);
    const open = async () =>
      (
        (
          await checkout({
            items: [{ productId: plans[0]!.productId, quantity: 1 }],
            subscriptionIds: [sub!.id],
          })
        ).body.data as { id: string }
      ).id;
    const older = await open();
    const newer = await open();
    expect(await payable(older)).toBe(409);
    expect(await statusOf(`/transactions/${older}`)).toBe('expired');
    expect(await payable(newer)).toBe(200);
    expect(await statusOf(`/subscriptions/${sub!.id}`)).toBe('active');
  });

  it('ends the open checkout when a pending subscription changes plan, so the old price is not charged', async () => {
    const [sub] = await pendingSubscriptions(t, resident, [plans[0]!]);
    const { body } = await checkout({
      items: [{ productId: plans[0]!.productId, quantity: 1 }],
      subscriptionIds: [sub!.id],
    });
    const { id } = body.data as { id: string };
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/subscriptions/${sub!.id}`,
      headers: bearer(resident),
      payload: { maintenancePlanId: plans[1]!.id },
    });
    expect(changed.statusCode).toBe(200);
    expect(await payable(id)).toBe(409);
    expect(await statusOf(`/subscriptions/${sub!.id}`)).toBe('pending');
  });

  it('is for residents: 403 for a vendor', async () => {
    const vendor = (await signUp(t.app, { role: 'vendor' })).token;
    const { status } = await checkout(
      { items: [{ productId: plans[0]!.productId, quantity: 1 }], subscriptionIds: [randomUUID()] },
      vendor,
    );
    expect(status).toBe(403);
  });
});

describe('the paid period', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ends exactly where PostgreSQL puts one interval later, month ends and leap days included', async () => {
    // Instants bunched at the ends of months, where the calendar arithmetic differs.
    const instant = fc
      .record({
        year: fc.integer({ min: 1999, max: 2101 }),
        month: fc.integer({ min: 0, max: 11 }),
        day: fc.integer({ min: 26, max: 31 }),
        msOfDay: fc.integer({ min: 0, max: 86_399_999 }),
      })
      .map(({ year, month, day, msOfDay }) => {
        const date = new Date(Date.UTC(year, month, 1) + msOfDay);
        date.setUTCDate(Math.min(day, new Date(Date.UTC(year, month + 1, 0)).getUTCDate()));
        return date;
      });
    const instants = fc.sample(instant, { numRuns: 400, seed: 2031 });
    for (const unit of ['month', 'year'] as const) {
      const expected = await postgresAddInterval(t.db, instants, unit);
      expect(instants.map((start) => periodEnd(start, unit))).toEqual(expected);
    }
  });
});

describe('paying for subscriptions through the Stripe webhook', () => {
  const WEBHOOK_SECRET = newWebhookSecret();
  let stripe: StripeServer;
  let t: TestApp;
  let resident: string;
  let plans: Plan[];
  beforeAll(async () => {
    stripe = await startStripeServer();
    t = await createTestApp({ config: stripeConfig(stripe.apiBase, WEBHOOK_SECRET) });
    resident = (await signUp(t.app, { role: 'resident' })).token;
    plans = await plansWithProducts(t.app);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const deliver = async (event: object) =>
    (await deliverStripeEvent(t.app, event, WEBHOOK_SECRET)).status;

  it('activates the subscriptions once when the same event arrives twice', async () => {
    const subs = await pendingSubscriptions(t, resident, [plans[0]!, plans[1]!]);
    const { status, body } = await call(
      t,
      'POST',
      '/transactions/create-checkout-session',
      resident,
      {
        data: {
          items: subs.map((s) => ({ productId: s.plan.productId, quantity: 1 })),
          subscriptionIds: subs.map((s) => s.id),
        },
      },
    );
    expect(status).toBe(201);
    const sessionId = /cs_test_\w+$/.exec((body.data as { url: string }).url)![0];
    const event = {
      id: `evt_${randomBytes(10).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
    };
    const still = async () =>
      Promise.all(
        subs.map(
          async (s) =>
            (await call(t, 'GET', `/subscriptions/${s.id}`, resident)).body.data as Subscription,
        ),
      );
    expect((await still()).map((s) => s.status)).toEqual(['pending', 'pending']);

    expect(await deliver(event)).toBe(200);
    const first = await still();
    expect(first.map((s) => s.status)).toEqual(['active', 'active']);
    expect(await deliver(event)).toBe(200);
    expect(await deliver({ ...event, id: `evt_${randomBytes(10).toString('hex')}` })).toBe(200);
    expect(await still()).toEqual(first);
  });

  it('closes the older Stripe session when a newer checkout opens, and still records a payment that lands on it', async () => {
    const [sub] = await pendingSubscriptions(t, resident, [plans[0]!]);
    const open = async () => {
      const { body } = await call(t, 'POST', '/transactions/create-checkout-session', resident, {
        data: {
          items: [{ productId: sub!.plan.productId, quantity: 1 }],
          subscriptionIds: [sub!.id],
        },
      });
      const data = body.data as { id: string; url: string };
      return { id: data.id, sessionId: /cs_test_\w+$/.exec(data.url)![0] };
    };
    const older = await open();
    await open();
    expect(
      stripe.calls.some(
        (c) => c.method === 'POST' && c.path === `/v1/checkout/sessions/${older.sessionId}/expire`,
      ),
    ).toBe(true);
    const transaction = async () =>
      (
        (await call(t, 'GET', `/transactions/${older.id}`, resident)).body.data as {
          status: string;
        }
      ).status;
    expect(await transaction()).toBe('expired');

    // The processor took the money a moment before the session closed: the payment is kept.
    const event = {
      id: `evt_${randomBytes(10).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: older.sessionId, object: 'checkout.session', payment_status: 'paid' } },
    };
    expect(await deliver(event)).toBe(200);
    expect(await transaction()).toBe('paid');
  });
});
