import { randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { Subscription } from '@homekeep/contracts/subscriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProperty, plansWithProducts } from '../../../test/subscriptions';
import { startStripeServer, type StripeServer } from '../../../test/stripe-server';
import { signUp } from '../../../test/users';

const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const DAY = 86_400;
let t: TestApp;
let stripe: StripeServer;

beforeAll(async () => {
  stripe = await startStripeServer();
  t = await createTestApp({
    config: {
      paymentsMode: 'stripe',
      stripe: {
        secretKey: 'sk_test_local',
        webhookSecret: WEBHOOK_SECRET,
        apiBase: stripe.apiBase,
      },
      publicUrl: 'https://homekeep.example',
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function deliver(event: object) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  expect(response.statusCode).toBe(200);
}

/** A resident's pending subscription, and Stripe's events about it. */
async function stripeSubscription() {
  const resident = await signUp(t.app, { role: 'resident' });
  const property = await createProperty(t.app, resident.token, 'Harbor flat');
  const [plan] = await plansWithProducts(t.app);
  const call = apiCaller(t.app);
  const created = await call<{ data: Subscription[] }>(
    'POST',
    '/subscriptions/bulk',
    resident.token,
    {
      data: [{ propertyId: property.id, maintenancePlanId: plan!.id }],
    },
  );
  const id = created.body.data[0]!.id;
  const stripeId = `sub_${randomUUID().slice(0, 12)}`;
  const start = Math.floor(Date.UTC(2027, 0, 15) / 1000);
  const periodFrom = (n: number) => ({
    start: start + n * 30 * DAY,
    end: start + (n + 1) * 30 * DAY,
  });
  const invoice = (
    type: 'invoice.paid' | 'invoice.payment_failed',
    n: number,
    created: number,
  ) => ({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type,
    created,
    data: {
      object: {
        id: `in_${randomUUID().slice(0, 12)}`,
        object: 'invoice',
        attempt_count: 1,
        parent: {
          type: 'subscription_details',
          subscription_details: {
            subscription: stripeId,
            metadata: { homekeepSubscriptionId: id },
          },
        },
        lines: { data: [{ period: periodFrom(n) }] },
      },
    },
  });
  const subscriptionEvent = (
    type: 'customer.subscription.updated' | 'customer.subscription.deleted',
    status: string,
    n: number,
    created: number,
    cancelAtPeriodEnd = false,
  ) => ({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type,
    created,
    data: {
      object: {
        id: stripeId,
        object: 'subscription',
        status,
        cancel_at_period_end: cancelAtPeriodEnd,
        metadata: { homekeepSubscriptionId: id },
        items: {
          data: [
            { current_period_start: periodFrom(n).start, current_period_end: periodFrom(n).end },
          ],
        },
      },
    },
  });
  const read = async () =>
    (await call<{ data: Subscription }>('GET', `/subscriptions/${id}`, resident.token)).body.data;
  const endOf = (n: number) => new Date(periodFrom(n).end * 1000).toISOString();
  return { invoice, subscriptionEvent, read, endOf, start };
}

describe('Stripe subscription events, each applied once in any order', () => {
  it('an invoice paid starts or renews the period; a repeated or older one changes nothing', async () => {
    const s = await stripeSubscription();
    const first = s.invoice('invoice.paid', 0, s.start);
    await deliver(first);
    expect(await s.read()).toMatchObject({ status: 'active', currentPeriodEnd: s.endOf(0) });
    await deliver(s.invoice('invoice.paid', 1, s.start + 30 * DAY));
    await deliver(first);
    await deliver(s.invoice('invoice.paid', 0, s.start + 31 * DAY));
    expect(await s.read()).toMatchObject({ status: 'active', currentPeriodEnd: s.endOf(1) });
  });

  it('a failed renewal makes it past due, until the invoice is paid; a failure arriving after the payment is ignored', async () => {
    const s = await stripeSubscription();
    await deliver(s.invoice('invoice.paid', 0, s.start));
    const failed = s.invoice('invoice.payment_failed', 1, s.start + 30 * DAY);
    await deliver(failed);
    expect(await s.read()).toMatchObject({ status: 'past_due', currentPeriodEnd: s.endOf(0) });
    await deliver(s.invoice('invoice.paid', 1, s.start + 33 * DAY));
    expect(await s.read()).toMatchObject({ status: 'active', currentPeriodEnd: s.endOf(1) });
    await deliver(failed);
    await deliver(s.invoice('invoice.payment_failed', 1, s.start + 34 * DAY));
    expect(await s.read()).toMatchObject({ status: 'active', currentPeriodEnd: s.endOf(1) });
  });

  it('applies the newest subscription update only, and a deletion for good', async () => {
    const s = await stripeSubscription();
    await deliver(s.invoice('invoice.paid', 0, s.start));
    const older = s.subscriptionEvent(
      'customer.subscription.updated',
      'active',
      0,
      s.start + 100,
      true,
    );
    const newer = s.subscriptionEvent(
      'customer.subscription.updated',
      'active',
      0,
      s.start + 200,
      false,
    );
    await deliver(newer);
    await deliver(older);
    expect((await s.read()).cancelAtPeriodEnd).toBe(false);
    await deliver(
      s.subscriptionEvent('customer.subscription.updated', 'active', 0, s.start + 300, true),
    );
    expect((await s.read()).cancelAtPeriodEnd).toBe(true);

    await deliver(
      s.subscriptionEvent('customer.subscription.deleted', 'canceled', 0, s.start + 400),
    );
    await deliver(s.subscriptionEvent('customer.subscription.updated', 'active', 1, s.start + 500));
    await deliver(s.invoice('invoice.paid', 1, s.start + 600));
    expect(await s.read()).toMatchObject({ status: 'canceled', currentPeriodEnd: s.endOf(0) });
  });

  it('ignores events naming no subscription of ours', async () => {
    const s = await stripeSubscription();
    const stray = s.invoice('invoice.paid', 0, s.start);
    stray.data.object.parent.subscription_details.metadata.homekeepSubscriptionId = 'not-an-id';
    await deliver(stray);
    expect((await s.read()).status).toBe('pending');
  });
});

describe('Stripe Checkout for one subscription', () => {
  it('runs in subscription mode with a recurring Price of the plan, reused while the price holds', async () => {
    const resident = await signUp(t.app, { role: 'resident' });
    const call = apiCaller(t.app);
    const [plan] = await plansWithProducts(t.app);
    const checkoutFor = async (name: string) => {
      const property = await createProperty(t.app, resident.token, name);
      const created = await call<{ data: Subscription[] }>(
        'POST',
        '/subscriptions/bulk',
        resident.token,
        {
          data: [{ propertyId: property.id, maintenancePlanId: plan!.id }],
        },
      );
      const id = created.body.data[0]!.id;
      const opened = await call('POST', '/transactions/create-checkout-session', resident.token, {
        data: { items: [{ productId: plan!.productId, quantity: 1 }], subscriptionIds: [id] },
      });
      expect(opened.status).toBe(201);
      return {
        id,
        session: stripe.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!,
      };
    };
    const first = await checkoutFor('North cabin');
    expect(first.session.form).toMatchObject({
      mode: 'subscription',
      subscription_data: { metadata: { homekeepSubscriptionId: first.id } },
    });
    const price = (first.session.form.line_items as Record<string, { price: string }>)['0']!.price;
    expect(price).toMatch(/^price_/);
    const created = stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/prices');
    expect(created.at(-1)!.form).toMatchObject({
      unit_amount: String(plan!.priceCents),
      recurring: { interval: 'month' },
    });

    const second = await checkoutFor('South cabin');
    expect((second.session.form.line_items as Record<string, { price: string }>)['0']!.price).toBe(
      price,
    );
    expect(stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/prices')).toHaveLength(
      created.length,
    );
  });
});

describe('Stripe Checkout for several subscriptions at once', () => {
  /** A resident's pending subscriptions, two on the first plan and one on the second. */
  async function threeSubscriptions() {
    const resident = await signUp(t.app, { role: 'resident' });
    const call = apiCaller(t.app);
    const [first, second] = await plansWithProducts(t.app);
    const chosen = [first!, first!, second!];
    const data = [];
    for (const [index, plan] of chosen.entries()) {
      const property = await createProperty(t.app, resident.token, `Row house ${index + 1}`);
      data.push({ propertyId: property.id, maintenancePlanId: plan.id });
    }
    const created = await call<{ data: Subscription[] }>(
      'POST',
      '/subscriptions/bulk',
      resident.token,
      { data },
    );
    expect(created.status).toBe(201);
    const ids = created.body.data.map((s) => s.id);
    const opened = await call<{ data: { id: string } }>(
      'POST',
      '/transactions/create-checkout-session',
      resident.token,
      {
        data: {
          items: [
            { productId: first!.productId, quantity: 2 },
            { productId: second!.productId, quantity: 1 },
          ],
          subscriptionIds: ids,
        },
      },
    );
    expect(opened.status).toBe(201);
    const session = stripe.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    const readAll = async () =>
      Promise.all(
        ids.map(
          async (id) =>
            (await call<{ data: Subscription }>('GET', `/subscriptions/${id}`, resident.token)).body
              .data,
        ),
      );
    return {
      ids,
      checkoutId: opened.body.data.id,
      session,
      first: first!,
      second: second!,
      readAll,
    };
  }

  it('starts one Stripe subscription with each plan’s recurring Price, naming the checkout', async () => {
    const s = await threeSubscriptions();
    expect(s.session.form).toMatchObject({
      mode: 'subscription',
      subscription_data: { metadata: { homekeepCheckoutId: s.checkoutId } },
    });
    expect(
      (s.session.form.subscription_data as { metadata: Record<string, string> }).metadata,
    ).not.toHaveProperty('homekeepSubscriptionId');
    const lines = Object.values(
      s.session.form.line_items as Record<string, { price: string; quantity: string }>,
    );
    expect(lines.map((line) => line.quantity)).toEqual(['2', '1']);
    expect(lines.every((line) => line.price.startsWith('price_'))).toBe(true);
    expect(new Set(lines.map((line) => line.price)).size).toBe(2);
  });

  it('applies each invoice and subscription event to every subscription once, in any order', async () => {
    const s = await threeSubscriptions();
    const stripeId = `sub_${randomUUID().slice(0, 12)}`;
    const metadata = { homekeepCheckoutId: s.checkoutId };
    const start = Math.floor(Date.UTC(2027, 5, 1) / 1000);
    const period = (n: number) => ({
      start: start + n * 30 * DAY,
      end: start + (n + 1) * 30 * DAY,
    });
    const endOf = (n: number) => new Date(period(n).end * 1000).toISOString();
    const invoice = (
      type: 'invoice.paid' | 'invoice.payment_failed',
      n: number,
      created: number,
    ) => ({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type,
      created,
      data: {
        object: {
          id: `in_${randomUUID().slice(0, 12)}`,
          object: 'invoice',
          attempt_count: 1,
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: stripeId, metadata },
          },
          // One line per plan, all for the same period.
          lines: { data: [{ period: period(n) }, { period: period(n) }] },
        },
      },
    });
    const states = async () => (await s.readAll()).map((sub) => [sub.status, sub.currentPeriodEnd]);
    const all = (status: string, n: number) => s.ids.map(() => [status, endOf(n)]);

    // The renewal's invoice arrives before the first one; the first, late, changes nothing.
    const firstPaid = invoice('invoice.paid', 0, start);
    await deliver(invoice('invoice.paid', 1, start + 30 * DAY));
    await deliver(firstPaid);
    await deliver(firstPaid);
    expect(await states()).toEqual(all('active', 1));

    const failed = invoice('invoice.payment_failed', 2, start + 60 * DAY);
    await deliver(failed);
    await deliver(failed);
    expect(await states()).toEqual(all('past_due', 1));
    await deliver(invoice('invoice.paid', 2, start + 62 * DAY));
    expect(await states()).toEqual(all('active', 2));

    await deliver({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'customer.subscription.deleted',
      created: start + 70 * DAY,
      data: {
        object: {
          id: stripeId,
          object: 'subscription',
          status: 'canceled',
          cancel_at_period_end: false,
          metadata,
          items: { data: [] },
        },
      },
    });
    await deliver(invoice('invoice.paid', 3, start + 90 * DAY));
    expect(await states()).toEqual(all('canceled', 2));
  });

  it('ignores an event naming a checkout that is not ours', async () => {
    const s = await threeSubscriptions();
    for (const checkoutId of ['not-an-id', randomUUID()]) {
      await deliver({
        id: `evt_${randomUUID()}`,
        object: 'event',
        type: 'invoice.paid',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: `in_${randomUUID().slice(0, 12)}`,
            object: 'invoice',
            attempt_count: 1,
            parent: {
              type: 'subscription_details',
              subscription_details: {
                subscription: `sub_${randomUUID().slice(0, 12)}`,
                metadata: { homekeepCheckoutId: checkoutId },
              },
            },
            lines: { data: [{ period: { start: 1_800_000_000, end: 1_802_592_000 } }] },
          },
        },
      });
    }
    expect((await s.readAll()).map((sub) => sub.status)).toEqual(['pending', 'pending', 'pending']);
  });
});
