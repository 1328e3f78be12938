import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@homekeep/contracts/catalog';
import type { Transaction } from '@homekeep/contracts/payments';
import { createTestApp, type TestApp } from '../../../test/app';
import { deliverStripeEvent, newWebhookSecret } from '../../../test/stripe-events';
import { startStripeServer, type StripeServer } from '../../../test/stripe-server';
import { apiCaller } from '../../../test/api';
import { bearer, createAdmin, signUp } from '../../../test/users';
import { paidTransactionsProbe } from '../../../test/payments';
import { planCheckoutOf } from '../../../test/subscriptions';

const WEBHOOK_SECRET = newWebhookSecret();
const SECRET_KEY = 'sk_test_local_only';

let stripe: StripeServer;
let t: TestApp;
let resident: string;
let plan: Product;
/** A plan billed at another interval: with `plan`, a one-off payment (no processor subscription). */
let other: Product;
const probe = paidTransactionsProbe();

beforeAll(async () => {
  stripe = await startStripeServer();
  // Its own database on a server: the yearly plan made below would show in other files' lists.
  t = await createTestApp({
    ownDatabase: true,
    config: {
      stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: stripe.apiBase },
      paymentsMode: 'stripe',
      publicUrl: 'https://homekeep.example',
    },
    deps: { paymentHooks: probe.hooks },
  });
  resident = (await signUp(t.app, { role: 'resident' })).token;
  const plansNow = async () => {
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=100' });
    return (listed.json() as { data: Product[] }).data.filter((p) => p.kind === 'maintenance_plan');
  };
  plan = (await plansNow())[0]!;
  const ops = await createAdmin(t.app, t.db);
  // Last in the list, so that the plans other files read first stay the same.
  await apiCaller(t.app)('POST', '/admin/maintenance-plans', ops.token, {
    name: `Yearly plan ${randomBytes(4).toString('hex')}`,
    priceCents: 120_000,
    interval: plan.interval === 'year' ? 'month' : 'year',
    sortOrder: 9999,
  });
  other = (await plansNow()).find((p) => p.interval !== plan.interval)!;
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function checkout(
  items = [
    { productId: plan.id, quantity: 1 },
    { productId: other.id, quantity: 1 },
  ],
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/transactions/create-checkout-session',
    headers: bearer(resident),
    payload: { data: await planCheckoutOf(t.app, resident, items) },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

async function newCheckout() {
  const before = stripe.calls.length;
  const { status, body } = await checkout();
  expect(status).toBe(201);
  const sessionId = /cs_test_\w+$/.exec((body.data as { url: string }).url)![0];
  expect(stripe.calls).toHaveLength(before + 1);
  return { id: (body.data as { id: string }).id, sessionId };
}

const transactionOf = async (id: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/transactions/${id}`,
    headers: bearer(resident),
  });
  return (response.json() as { data: Transaction }).data;
};

const sessionEvent = (type: string, sessionId: string, extra: object = {}) => ({
  id: `evt_${randomBytes(10).toString('hex')}`,
  object: 'event',
  type,
  api_version: '2025-01-01',
  created: Math.floor(Date.now() / 1000),
  data: { object: { id: sessionId, object: 'checkout.session', ...extra } },
});

const deliver = (event: object, secret = WEBHOOK_SECRET, app = t.app) =>
  deliverStripeEvent(app, event, secret);

describe('create-checkout-session with a Stripe key', () => {
  it('creates a Checkout Session through the SDK with catalogue prices and our ids', async () => {
    const { status, body } = await checkout([
      { productId: plan.id, quantity: 3 },
      { productId: other.id, quantity: 1 },
    ]);
    expect(status).toBe(201);
    const { id, url } = body.data as { id: string; url: string };
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const call = stripe.calls.at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call.idempotencyKey).toBe(`checkout-${id}`);
    const lineItems = Object.values(call.form.line_items as object);
    expect(lineItems).toEqual(
      expect.arrayContaining([
        {
          quantity: '3',
          price_data: {
            currency: 'usd',
            unit_amount: String(plan.priceCents),
            product_data: { name: plan.name, metadata: { productId: plan.id } },
          },
        },
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: String(other.priceCents),
            product_data: { name: other.name, metadata: { productId: other.id } },
          },
        },
      ]),
    );
    expect(call.form).toMatchObject({
      mode: 'payment',
      client_reference_id: id,
      metadata: { transactionId: id },
      success_url: `https://homekeep.example/checkout?transaction=${id}`,
      cancel_url: `https://homekeep.example/checkout?transaction=${id}&canceled=1`,
    });
    expect(await transactionOf(id)).toMatchObject({
      status: 'pending',
      provider: 'stripe',
      amountCents: plan.priceCents * 3 + other.priceCents,
    });
  });

  it('answers 502 and keeps no transaction when Stripe refuses', async () => {
    const total = async () => {
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/v1/transactions',
        headers: bearer(resident),
      });
      return (list.json() as { meta: { total: number } }).meta.total;
    };
    const before = await total();
    stripe.failNext();
    const { status, body } = await checkout();
    expect(status).toBe(502);
    expect(body.message).toMatch(/card processor could not be reached/);
    expect(await total()).toBe(before);
  });

  it('turns the test checkout off (404)', async () => {
    const { id } = await newCheckout();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/transactions/${id}/test-payment`,
      headers: bearer(resident),
      payload: {
        cardNumber: '4242424242424242',
        expiryMonth: 12,
        expiryYear: 2099,
        cvc: '123',
        cardholderName: 'Rosa Example',
      },
    });
    expect(response.statusCode).toBe(404);
    expect((await transactionOf(id)).status).toBe('pending');
  });
});

describe('POST /webhooks/stripe', () => {
  it('marks the transaction paid once, even when the same event arrives twice', async () => {
    const { id, sessionId } = await newCheckout();
    const event = sessionEvent('checkout.session.completed', sessionId, {
      payment_status: 'paid',
      client_reference_id: id,
    });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } });
    const first = await transactionOf(id);
    expect(first.status).toBe('paid');
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } });
    expect(await transactionOf(id)).toEqual(first);
    expect(probe.paidIds().filter((paid) => paid === id)).toEqual([id]);
  });

  it('pays once when two different events report the same session', async () => {
    const { id, sessionId } = await newCheckout();
    const results = await Promise.all([
      deliver(sessionEvent('checkout.session.completed', sessionId, { payment_status: 'paid' })),
      deliver(sessionEvent('checkout.session.async_payment_succeeded', sessionId)),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await transactionOf(id)).status).toBe('paid');
    expect(probe.paidIds().filter((paid) => paid === id)).toEqual([id]);
  });

  it('waits for the money on a completed but unpaid session, and expires sessions', async () => {
    const { id, sessionId } = await newCheckout();
    await deliver(
      sessionEvent('checkout.session.completed', sessionId, { payment_status: 'unpaid' }),
    );
    expect((await transactionOf(id)).status).toBe('pending');
    await deliver(sessionEvent('checkout.session.expired', sessionId));
    expect((await transactionOf(id)).status).toBe('expired');
    await deliver(sessionEvent('checkout.session.async_payment_succeeded', sessionId));
    expect((await transactionOf(id)).status).toBe('expired');
  });

  it('acknowledges event types it does not use', async () => {
    const event = {
      ...sessionEvent('customer.created', 'cus_123'),
      data: { object: { id: 'cus_123' } },
    };
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } });
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { id, sessionId } = await newCheckout();
    const event = sessionEvent('checkout.session.completed', sessionId, { payment_status: 'paid' });
    const forged = await deliver(event, 'whsec_not_ours');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toMatch(/signature does not match/);

    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('"paid"', '"paid" '),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await transactionOf(id)).status).toBe('pending');

    // The event was not recorded as handled: once correctly signed, it still pays.
    expect((await deliver(event)).status).toBe(200);
    expect((await transactionOf(id)).status).toBe('paid');
  });

  it('keeps the rest of the API JSON-only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transactions/create-checkout-session',
      headers: { ...bearer(resident), 'content-type': 'text/plain' },
      payload: 'items',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('POST /webhooks/stripe without a webhook secret', () => {
  it('refuses every event with 400', async () => {
    const bare = await createTestApp();
    try {
      const { status, body } = await deliver(
        sessionEvent('checkout.session.completed', 'cs_test_x', { payment_status: 'paid' }),
        WEBHOOK_SECRET,
        bare.app,
      );
      expect(status).toBe(400);
      expect(body.message).toMatch(/not set up/);
    } finally {
      await bare.close();
    }
  });
});
