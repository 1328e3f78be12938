import type { Subscription } from '@homekeep/contracts/subscriptions';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api';
import { stripeTestApp } from '../../../test/stripe-app';
import {
  invoiceOf,
  monthlyPeriods,
  newStripeSubscriptionId,
  stripeEvent,
  subscriptionOf,
} from '../../../test/stripe-events';
import { createProperty, plansWithProducts } from '../../../test/subscriptions';
import { signUp } from '../../../test/users';

const DAY = 86_400;
const world = stripeTestApp();
const { deliver } = world;

/** A resident's pending subscription, and Stripe's events about it. */
async function stripeSubscription() {
  const resident = await signUp(world.t.app, { role: 'resident' });
  const property = await createProperty(world.t.app, resident.token, 'Harbor flat');
  const [plan] = await plansWithProducts(world.t.app);
  const call = apiCaller(world.t.app);
  const created = await call<{ data: Subscription[] }>(
    'POST',
    '/subscriptions/bulk',
    resident.token,
    { data: [{ propertyId: property.id, maintenancePlanId: plan!.id }] },
  );
  const id = created.body.data[0]!.id;
  const stripeId = newStripeSubscriptionId();
  const metadata = { homekeepSubscriptionId: id };
  const start = Math.floor(Date.UTC(2027, 0, 15) / 1000);
  const period = monthlyPeriods(start);
  const invoice = (type: 'invoice.paid' | 'invoice.payment_failed', n: number, at: number) =>
    stripeEvent(type, at, invoiceOf(stripeId, { ...metadata }, [period(n)]));
  const subscriptionEvent = (
    type: 'customer.subscription.updated' | 'customer.subscription.deleted',
    status: string,
    n: number,
    at: number,
    cancelAtPeriodEnd = false,
  ) =>
    stripeEvent(
      type,
      at,
      subscriptionOf(stripeId, metadata, status, [period(n)], cancelAtPeriodEnd),
    );
  const read = async () =>
    (await call<{ data: Subscription }>('GET', `/subscriptions/${id}`, resident.token)).body.data;
  const endOf = (n: number) => new Date(period(n).end * 1000).toISOString();
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
    const resident = await signUp(world.t.app, { role: 'resident' });
    const call = apiCaller(world.t.app);
    const [plan] = await plansWithProducts(world.t.app);
    const checkoutFor = async (name: string) => {
      const property = await createProperty(world.t.app, resident.token, name);
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
        session: world.stripe.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!,
      };
    };
    const first = await checkoutFor('North cabin');
    expect(first.session.form).toMatchObject({
      mode: 'subscription',
      subscription_data: { metadata: { homekeepSubscriptionId: first.id } },
    });
    const price = (first.session.form.line_items as Record<string, { price: string }>)['0']!.price;
    expect(price).toMatch(/^price_/);
    const created = world.stripe.calls.filter(
      (c) => c.method === 'POST' && c.path === '/v1/prices',
    );
    expect(created.at(-1)!.form).toMatchObject({
      unit_amount: String(plan!.priceCents),
      recurring: { interval: 'month' },
    });

    const second = await checkoutFor('South cabin');
    expect((second.session.form.line_items as Record<string, { price: string }>)['0']!.price).toBe(
      price,
    );
    expect(
      world.stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/prices'),
    ).toHaveLength(created.length);
  });
});
