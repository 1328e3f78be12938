import { randomUUID } from 'node:crypto';
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

describe('Stripe Checkout for several subscriptions at once', () => {
  /** A resident's pending subscriptions, two on the first plan and one on the second. */
  async function threeSubscriptions() {
    const resident = await signUp(world.t.app, { role: 'resident' });
    const call = apiCaller(world.t.app);
    const [first, second] = await plansWithProducts(world.t.app);
    const chosen = [first!, first!, second!];
    const data = [];
    for (const [index, plan] of chosen.entries()) {
      const property = await createProperty(world.t.app, resident.token, `Row house ${index + 1}`);
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
    const session = world.stripe.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
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
    const stripeId = newStripeSubscriptionId();
    const metadata = { homekeepCheckoutId: s.checkoutId };
    const start = Math.floor(Date.UTC(2027, 5, 1) / 1000);
    const period = monthlyPeriods(start);
    const endOf = (n: number) => new Date(period(n).end * 1000).toISOString();
    // One line per plan, all for the same period.
    const invoice = (type: 'invoice.paid' | 'invoice.payment_failed', n: number, at: number) =>
      stripeEvent(type, at, invoiceOf(stripeId, metadata, [period(n), period(n)]));
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

    await deliver(
      stripeEvent(
        'customer.subscription.deleted',
        start + 70 * DAY,
        subscriptionOf(stripeId, metadata, 'canceled', []),
      ),
    );
    await deliver(invoice('invoice.paid', 3, start + 90 * DAY));
    expect(await states()).toEqual(all('canceled', 2));
  });

  it('ignores an event naming a checkout that is not ours', async () => {
    const s = await threeSubscriptions();
    for (const checkoutId of ['not-an-id', randomUUID()]) {
      const period = { start: 1_800_000_000, end: 1_802_592_000 };
      const invoice = invoiceOf(newStripeSubscriptionId(), { homekeepCheckoutId: checkoutId }, [
        period,
      ]);
      await deliver(stripeEvent('invoice.paid', Math.floor(Date.now() / 1000), invoice));
    }
    expect((await s.readAll()).map((sub) => sub.status)).toEqual(['pending', 'pending', 'pending']);
  });
});
