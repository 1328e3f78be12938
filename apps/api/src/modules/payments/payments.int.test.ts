import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@homekeep/contracts/catalog';
import type { ListMeta } from '@homekeep/contracts/common';
import type { Transaction } from '@homekeep/contracts/payments';
import { apiCaller, someServices, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { requestService, residentWithProperty } from '../../../test/jobs';
import { signUp } from '../../../test/users';
import { paidTransactionsProbe } from '../../../test/payments';
import { planCheckoutOf } from '../../../test/subscriptions';

let t: TestApp;
let call: ApiCaller;
let resident: string;
let products: Product[];
let custom: Product;
const probe = paidTransactionsProbe();

beforeAll(async () => {
  t = await createTestApp({ deps: { paymentHooks: probe.hooks } });
  call = apiCaller(t.app);
  resident = (await signUp(t.app, { role: 'resident' })).token;
  const listed = await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=100' });
  products = (listed.json() as { data: Product[] }).data;
  custom = products.find((p) => p.kind === 'custom_maintenance_request')!;
});
afterAll(() => t.close());

const checkout = (token: string, data: unknown) =>
  call('POST', '/transactions/create-checkout-session', token, { data });

/** A checkout of a new subscription to the first plan, on a new property of `token`'s. */
async function newCheckout(token = resident) {
  const { status, body } = await checkout(token, await planCheckoutOf(t.app, token));
  expect(status).toBe(201);
  return body.data as { id: string; url: string };
}

const goodCard = {
  cardNumber: '4242 4242 4242 4242',
  expiryMonth: 12,
  expiryYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  cardholderName: 'Rosa Example',
};
const pay = (id: string, card: object = goodCard, token = resident) =>
  call('POST', `/transactions/${id}/test-payment`, token, card);
const transactionOf = async (id: string, token = resident) =>
  (await call('GET', `/transactions/${id}`, token)).body.data as Transaction;

describe('POST /transactions/create-checkout-session (built-in test checkout)', () => {
  it('prices the items from the catalogue and answers the test checkout page', async () => {
    const { items, subscriptionIds } = await planCheckoutOf(t.app, resident);
    const plan = products.find((p) => p.id === items[0]!.productId)!;
    const { status, body } = await checkout(resident, {
      items: [{ ...items[0], priceCents: 1, unitPriceCents: 1 }],
      subscriptionIds,
      amountCents: 5,
    });
    expect(status).toBe(201);
    const session = body.data as { id: string; url: string };
    expect(session.url).toBe(`/checkout?transaction=${session.id}`);

    const transaction = await transactionOf(session.id);
    expect(transaction).toMatchObject({
      id: session.id,
      status: 'pending',
      provider: 'test',
      currency: 'usd',
      amountCents: plan.priceCents,
      paidAt: null,
      maintenanceRequestId: null,
    });
    expect(transaction.items).toEqual([
      { productId: plan.id, name: plan.name, quantity: 1, unitPriceCents: plan.priceCents },
    ]);
  });

  it('keeps the subscriptions it pays for', async () => {
    const plan = products.find((p) => p.kind === 'maintenance_plan')!;
    const subscriptionIds: string[] = [];
    for (const name of ['North house', 'South house']) {
      const property = await call('POST', '/properties', resident, {
        name,
        addressLine1: '1 Main St',
        city: 'Madison',
        state: 'WI',
        zipCode: '53703',
      });
      const { body } = await call('POST', '/subscriptions/bulk', resident, {
        data: [
          {
            propertyId: (property.body.data as { id: string }).id,
            maintenancePlanId: plan.maintenancePlanId,
          },
        ],
      });
      subscriptionIds.push((body.data as { id: string }[])[0]!.id);
    }
    const { body } = await checkout(resident, {
      items: [{ productId: plan.id, quantity: 2 }],
      subscriptionIds,
    });
    const { id } = body.data as { id: string };
    expect((await transactionOf(id)).maintenanceRequestId).toBeNull();
    expect((await pay(id)).status).toBe(200);
    const seen = probe.paid.filter((paid) => paid.id === id);
    expect(seen.map((paid) => [...paid.subscriptionIds].sort())).toEqual([
      [...subscriptionIds].sort(),
    ]);
  });

  it('refuses bad input with a readable 400 and stores nothing', async () => {
    const before = (await call('GET', '/transactions', resident)).body.meta as ListMeta;
    const unknown = randomUUID();
    const cases: [unknown, RegExp][] = [
      [{ items: [] }, /at least one product/],
      [{ items: [{ productId: custom.id, quantity: 0 }] }, /quantity must be at least 1/],
      [{ items: [{ productId: custom.id, quantity: 21 }] }, /quantity must be at most 20/],
      [{ items: [{ productId: 'nope', quantity: 1 }] }, /productId must be a valid identifier/],
      [
        { items: Array.from({ length: 21 }, () => ({ productId: randomUUID(), quantity: 1 })) },
        /at most 20 products/,
      ],
      [
        {
          items: [
            { productId: custom.id, quantity: 1 },
            { productId: custom.id, quantity: 2 },
          ],
        },
        /each product once/,
      ],
      [{ items: [{ productId: unknown, quantity: 1 }] }, new RegExp(unknown)],
      [
        { items: [{ productId: custom.id, quantity: 1 }], maintenanceRequestId: 'x' },
        /maintenanceRequestId/,
      ],
    ];
    for (const [data, message] of cases) {
      const { status, body } = await checkout(resident, data);
      expect(status, JSON.stringify(data)).toBe(400);
      expect(body.message).toMatch(message);
    }
    const after = (await call('GET', '/transactions', resident)).body.meta as ListMeta;
    expect(after.total).toBe(before.total);
  });

  it('refuses a checkout of bare catalogue services: it pays for a plan or a bill (security finding 6)', async () => {
    const before = (await call('GET', '/transactions', resident)).body.meta as ListMeta;
    const [service] = products.filter((p) => p.kind === 'service');
    for (const items of [
      [{ productId: service!.id, quantity: 20 }],
      [{ productId: custom.id, quantity: 1 }],
    ]) {
      const { status, body } = await checkout(resident, { items });
      expect(status).toBe(400);
      expect(body.message).toMatch(
        /pays for a plan's subscriptions or a maintenance request's bill/,
      );
    }
    const after = (await call('GET', '/transactions', resident)).body.meta as ListMeta;
    expect(after.total).toBe(before.total);
  });

  it('is for residents: 401 without a token, 403 for a vendor', async () => {
    const data = { items: [{ productId: custom.id, quantity: 1 }] };
    expect(
      (await call('POST', '/transactions/create-checkout-session', undefined, { data })).status,
    ).toBe(401);
    const vendor = (await signUp(t.app, { role: 'vendor' })).token;
    expect((await checkout(vendor, data)).status).toBe(403);
    expect((await call('GET', '/transactions', vendor)).status).toBe(403);
  });
});

describe('POST /transactions/{id}/test-payment', () => {
  it('pays with 4242 4242 4242 4242 exactly once, running the paid hooks once', async () => {
    const { id } = await newCheckout();
    const { status, body } = await pay(id);
    expect(status).toBe(200);
    const paid = body.data as Transaction;
    expect(paid.status).toBe('paid');
    expect(Date.parse(paid.paidAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await transactionOf(id)).toEqual(paid);
    // The receipt shows the card's network and last four digits, never the number.
    expect(paid.card).toEqual({ brand: 'Visa', last4: '4242' });
    expect(JSON.stringify(paid)).not.toContain('4242 4242');

    const again = await pay(id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This payment has already been made.');
    expect(probe.paidIds().filter((paidId) => paidId === id)).toEqual([id]);
  });

  it('declines 4000 0000 0000 0002 with 402 and leaves the transaction pending', async () => {
    const { id } = await newCheckout();
    const { status, body } = await pay(id, { ...goodCard, cardNumber: '4000000000000002' });
    expect(status).toBe(402);
    expect(body.message).toMatch(/declined/);
    expect((await transactionOf(id)).status).toBe('pending');
    expect((await pay(id)).status).toBe(200);
  });

  it('refuses an expired card, a bad number or CVC with 400 and charges nothing', async () => {
    const { id } = await newCheckout();
    const lastYear = new Date().getUTCFullYear() - 1;
    const cases: [object, RegExp][] = [
      [{ ...goodCard, expiryYear: lastYear }, /expired/],
      [{ ...goodCard, cardNumber: '4242 4242 4242 4241' }, /not a valid card number/],
      [{ ...goodCard, cardNumber: '4242' }, /12 to 19 digits/],
      [{ ...goodCard, cvc: '12' }, /cvc must be 3 or 4 digits/],
      [{ ...goodCard, expiryMonth: 13 }, /between 1 and 12/],
      [{ ...goodCard, cardholderName: '' }, /cardholderName is required/],
    ];
    for (const [card, message] of cases) {
      const { status, body } = await pay(id, card);
      expect(status, JSON.stringify(card)).toBe(400);
      expect(body.message).toMatch(message);
    }
    expect((await transactionOf(id)).status).toBe('pending');
  });

  it("answers 404 for another resident's transaction, 403 for a vendor, 401 without a token", async () => {
    const { id } = await newCheckout();
    const other = (await signUp(t.app, { role: 'resident' })).token;
    expect((await pay(id, goodCard, other)).status).toBe(404);
    expect((await call('GET', `/transactions/${id}`, other)).status).toBe(404);
    const vendor = (await signUp(t.app, { role: 'vendor' })).token;
    expect((await pay(id, goodCard, vendor)).status).toBe(403);
    expect(
      (await call('POST', `/transactions/${id}/test-payment`, undefined, goodCard)).status,
    ).toBe(401);
    expect((await pay(randomUUID())).status).toBe(404);
    expect((await transactionOf(id)).status).toBe('pending');
  });

  it('rolls the payment back when a paid hook fails, so it can be retried', async () => {
    const { id } = await newCheckout();
    probe.refuse.add(id);
    expect((await pay(id)).status).toBe(500);
    probe.refuse.delete(id);
    expect((await transactionOf(id)).status).toBe('pending');
    expect((await pay(id)).status).toBe(200);
  });

  it('settles two payments at once in the database: one pays, the other is told', async () => {
    const { id } = await newCheckout();
    const answers = await Promise.all([pay(id), pay(id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe('GET /transactions', () => {
  it("pages the resident's own payments, newest first", async () => {
    const someone = (await signUp(t.app, { role: 'resident' })).token;
    const first = await newCheckout(someone);
    const second = await newCheckout(someone);
    const third = await newCheckout(someone);
    const page1 = await call('GET', '/transactions?limit=2', someone);
    expect(page1.status).toBe(200);
    expect((page1.body.data as Transaction[]).map((x) => x.id)).toEqual([third.id, second.id]);
    expect(page1.body.meta).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const page2 = await call('GET', '/transactions?limit=2&page=2', someone);
    expect((page2.body.data as Transaction[]).map((x) => x.id)).toEqual([first.id]);
    expect((page2.body.data as Transaction[])[0]!.items).toHaveLength(1);
    // A page shows each payment as reading it alone does, its lines included.
    for (const listed of page1.body.data as Transaction[]) {
      expect((await call('GET', `/transactions/${listed.id}`, someone)).body.data).toEqual(listed);
    }
    expect((await call('GET', '/transactions?limit=101', someone)).status).toBe(400);
  });
});

describe('ids a checkout refers to (finding 8)', () => {
  it("refuses another resident's maintenance request, and an unknown one, with 404", async () => {
    const other = await residentWithProperty(t.app);
    const [service] = await someServices(t.app, 1);
    const theirs = await requestService(t.app, other, service!.id);
    for (const maintenanceRequestId of [theirs.id, randomUUID()]) {
      const { status, body } = await checkout(resident, {
        items: [{ productId: custom.id, quantity: 1 }],
        maintenanceRequestId,
      });
      expect(status).toBe(404);
      expect(body.message).toBe('This maintenance request does not exist.');
    }
    // Its own resident gets past the 404 to the bill's rules: an open job has no bill yet.
    const own = await checkout(other.token, {
      items: [{ productId: custom.id, quantity: 1 }],
      maintenanceRequestId: theirs.id,
    });
    expect(own.status).toBe(409);
  });
});
