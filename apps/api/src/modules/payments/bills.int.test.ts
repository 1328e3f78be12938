import { sql } from 'drizzle-orm';
import type { Subscription } from '@homekeep/contracts/subscriptions';
import type { Transaction } from '@homekeep/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { goodCard, plansWithProducts } from '../../../test/subscriptions';
import { bearer, createAdmin, signUp } from '../../../test/users';

// Issue 35: bills that name what they bill, receipts, and the product's time on every record.
const DAY = 86_400;
const YEAR_MS = 365.2425 * DAY * 1000;
const RENEWAL_DECLINED = '4000 0000 0000 0341';

let t: TestApp;
let call: ApiCaller;
let adminToken: string;
let plans: Awaited<ReturnType<typeof plansWithProducts>>;

beforeAll(async () => {
  // Its own database: it moves the product clock, which every process on a database shares.
  t = await createTestApp({ ownDatabase: true, config: { tokenTtlSeconds: 5 * 366 * DAY } });
  call = apiCaller(t.app);
  adminToken = (await createAdmin(t.app, t.db)).token;
  plans = await plansWithProducts(t.app);
  // Two months ahead of the real time, as an operator trying the product would be.
  expect(
    (await call('POST', '/admin/clock/advance', adminToken, { seconds: 61 * DAY })).status,
  ).toBe(200);
});
afterAll(() => t.close());

async function productNow() {
  const { body } = await call<{ data: { now: string } }>('GET', '/admin/clock', adminToken);
  return new Date(body.data.now).getTime();
}

/** Within a few minutes of the product's time, and so two months from the real time. */
async function expectProductTime(iso: string | Date) {
  const at = new Date(iso).getTime();
  expect(Math.abs(at - (await productNow()))).toBeLessThan(5 * 60_000);
}

async function property(token: string, name: string) {
  const { status, body } = await call<{ data: { id: string } }>('POST', '/properties', token, {
    name,
    addressLine1: '12 Shore Rd',
    addressLine2: 'Unit 4',
    city: 'Madison',
    state: 'WI',
    zipCode: '53703',
  });
  expect(status).toBe(201);
  return body.data.id;
}

/** A new resident's property subscribed to `planName`, and the checkout that pays for it. */
async function subscribe(planName = 'Essential', propertyName = 'Lake house') {
  const resident = await signUp(t.app, { role: 'resident' });
  const propertyId = await property(resident.token, propertyName);
  const plan = plans.find((candidate) => candidate.name === planName)!;
  const created = await call<{ data: Subscription[] }>(
    'POST',
    '/subscriptions/bulk',
    resident.token,
    { data: [{ propertyId, maintenancePlanId: plan.id }] },
  );
  const subscription = created.body.data[0]!;
  const checkout = await call<{ data: { id: string } }>(
    'POST',
    '/transactions/create-checkout-session',
    resident.token,
    {
      data: {
        items: [{ productId: plan.productId, quantity: 1 }],
        subscriptionIds: [subscription.id],
      },
    },
  );
  expect(checkout.status).toBe(201);
  return { resident, propertyId, subscription, plan, checkoutId: checkout.body.data.id };
}

const pay = (token: string, checkoutId: string, cardNumber = goodCard.cardNumber) =>
  call<{ data: Transaction }>('POST', `/transactions/${checkoutId}/test-payment`, token, {
    ...goodCard,
    cardNumber,
  });

async function outboxOf(email: string, kind: string) {
  const { rows } = (await t.db.execute(
    sql`select data, created_at from outbox where lower(to_address) = lower(${email}) and kind = ${kind}
      order by created_at`,
  )) as unknown as { rows: { data: Record<string, unknown>; created_at: string | Date }[] };
  return rows;
}

/** Lake house's plan, paid with a card declined at renewal, `seconds` past its period end. */
async function declinedAtRenewal(seconds: number) {
  const declined = await subscribe('Essential', 'Lake house');
  await pay(declined.resident.token, declined.checkoutId, RENEWAL_DECLINED);
  const { body } = await call<{ data: Subscription }>(
    'GET',
    `/subscriptions/${declined.subscription.id}`,
    declined.resident.token,
  );
  const due = Math.ceil((Date.parse(body.data.currentPeriodEnd!) - (await productNow())) / 1000);
  await call('POST', '/admin/clock/advance', adminToken, { seconds: due + seconds });
  return declined;
}

const receipt = (token: string, id: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/transactions/${id}/receipt.pdf`,
    headers: bearer(token),
  });

describe('the product clock on every record (finding 3)', () => {
  it('dates a payment, its receipt mail, a request and a notification by the product clock', async () => {
    const { resident, checkoutId } = await subscribe();
    const paid = await pay(resident.token, checkoutId);
    await expectProductTime(paid.body.data.createdAt);
    await expectProductTime(paid.body.data.paidAt!);
    const [mail] = await outboxOf(resident.email, 'payment_receipt');
    await expectProductTime(mail!.created_at);

    const services = (await t.app.inject({ method: 'GET', url: '/api/v1/services?limit=1' })).json()
      .data as { id: string }[];
    const propertyId = await property(resident.token, 'Cabin');
    const asked = await call<{ data: { createdAt: string } }>(
      'POST',
      '/maintenance-requests',
      resident.token,
      { propertyId, serviceId: services[0]!.id, description: 'The gutter drips onto the porch.' },
    );
    expect(asked.status).toBe(201);
    await expectProductTime(asked.body.data.createdAt);
  });

  it('dates a checkout ended by a newer one by the product clock', async () => {
    const { resident, subscription, plan, checkoutId } = await subscribe();
    const again = await call('POST', '/transactions/create-checkout-session', resident.token, {
      data: {
        items: [{ productId: plan.productId, quantity: 1 }],
        subscriptionIds: [subscription.id],
      },
    });
    expect(again.status).toBe(201);
    const { rows } = (await t.db.execute(
      sql`select status, updated_at from transactions where id = ${checkoutId}`,
    )) as unknown as { rows: { status: string; updated_at: string | Date }[] };
    expect(rows[0]!.status).toBe('expired');
    await expectProductTime(rows[0]!.updated_at);
  });
});

describe('nextVisitAt (finding 4)', () => {
  it('is null while pending, then the next visit of an active plan, spaced over the year', async () => {
    const { resident, subscription, checkoutId } = await subscribe('Complete');
    expect(subscription).toHaveProperty('nextVisitAt', null);
    await pay(resident.token, checkoutId);
    const { body } = await call<{ data: Subscription }>(
      'GET',
      `/subscriptions/${subscription.id}`,
      resident.token,
    );
    const start = new Date(body.data.currentPeriodStart!).getTime();
    expect(new Date(body.data.nextVisitAt!).getTime()).toBeCloseTo(start + YEAR_MS / 4, -3);
    const listed = await call<{ data: Subscription[] }>('GET', '/subscriptions', resident.token);
    expect(listed.body.data[0]!.nextVisitAt).toBe(body.data.nextVisitAt);
  });

  it('is null when the plan ends before its next visit', async () => {
    const { resident, subscription, checkoutId } = await subscribe('Essential');
    await pay(resident.token, checkoutId);
    const ending = await call<{ data: Subscription }>(
      'PUT',
      `/subscriptions/${subscription.id}`,
      resident.token,
      { cancelAtPeriodEnd: true },
    );
    expect(ending.body.data.nextVisitAt).toBeNull();
  });
});

describe('bills name the property; receipts (finding 6, 7, 8 and the receipts of issue 34)', () => {
  it('names the property, its address and the plan on the payment and numbers its receipt', async () => {
    const { resident, checkoutId } = await subscribe('Essential', 'Lake house');
    const pending = await call<{ data: Transaction }>(
      'GET',
      `/transactions/${checkoutId}`,
      resident.token,
    );
    expect(pending.body.data.description).toBe('Essential plan for Lake house');
    expect(pending.body.data.receiptNumber).toBeNull();
    expect(pending.body.data.renewsEvery).toBe('month');

    const paid = (await pay(resident.token, checkoutId)).body.data;
    expect(paid.properties).toEqual([
      expect.objectContaining({
        name: 'Lake house',
        addressLine1: '12 Shore Rd',
        addressLine2: 'Unit 4',
        city: 'Madison',
        state: 'WI',
        zipCode: '53703',
      }),
    ]);
    const year = new Date(paid.paidAt!).getUTCFullYear();
    expect(paid.receiptNumber).toMatch(new RegExp(`^HOMEKEEP-${year}-\\d{6}$`));

    const next = await subscribe('Essential', 'Barn');
    const second = (await pay(next.resident.token, next.checkoutId)).body.data;
    const sequence = (n: string | null) => Number(n!.split('-').at(-1));
    expect(sequence(second.receiptNumber)).toBe(sequence(paid.receiptNumber) + 1);
  });

  it('mails a receipt that names the property, with its number and a link to the payments', async () => {
    const { resident, checkoutId } = await subscribe('Essential', 'Lake house');
    const paid = (await pay(resident.token, checkoutId)).body.data;
    const [mail] = await outboxOf(resident.email, 'payment_receipt');
    expect(mail!.data).toMatchObject({
      transactionId: paid.id,
      description: 'Essential plan for Lake house',
      properties: [{ name: 'Lake house', address: '12 Shore Rd, Unit 4, Madison, WI 53703' }],
      receipt: {
        year: new Date(paid.paidAt!).getUTCFullYear(),
        sequence: Number(paid.receiptNumber!.split('-').at(-1)),
      },
    });
  });

  it('gives a paid payment a PDF receipt, to its owner only', async () => {
    const { resident, checkoutId } = await subscribe();
    await pay(resident.token, checkoutId);
    const pdf = await receipt(resident.token, checkoutId);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await signUp(t.app, { role: 'resident' });
    expect((await receipt(stranger.token, checkoutId)).statusCode).toBe(404);
    const vendor = await signUp(t.app, { role: 'vendor' });
    expect((await receipt(vendor.token, checkoutId)).statusCode).toBe(403);
  });

  it('gives a failed or expired payment no receipt, and says so', async () => {
    const { resident, subscription, plan, checkoutId } = await subscribe();
    await call('POST', '/transactions/create-checkout-session', resident.token, {
      data: {
        items: [{ productId: plan.productId, quantity: 1 }],
        subscriptionIds: [subscription.id],
      },
    });
    const expired = await receipt(resident.token, checkoutId);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toMatch(/did not go through, so it has no receipt/);

    const declined = await declinedAtRenewal(60);
    const payments = await call<{ data: Transaction[] }>(
      'GET',
      '/transactions',
      declined.resident.token,
    );
    const failed = payments.body.data.find((payment) => payment.status === 'failed')!;
    expect(failed.description).toBe('Essential plan for Lake house');
    expect(failed.receiptNumber).toBeNull();
    expect((await receipt(declined.resident.token, failed.id)).statusCode).toBe(404);
    const [mail] = await outboxOf(declined.resident.email, 'payment_failed');
    expect(mail!.data).toMatchObject({ description: 'Essential plan for Lake house' });
  });
});

describe('a plan’s end and a password change are told (finding 2)', () => {
  const noticesOf = async (token: string) =>
    (await call<{ data: { type: string; body: string }[] }>('GET', '/notifications', token)).body
      .data;

  it('confirms a cancel, at once or at the period end, in the app and by mail', async () => {
    const now = await subscribe('Essential', 'Lake house');
    await pay(now.resident.token, now.checkoutId);
    expect(
      (await call('DELETE', `/subscriptions/${now.subscription.id}`, now.resident.token)).status,
    ).toBe(200);
    expect((await outboxOf(now.resident.email, 'plan_ended'))[0]!.data).toMatchObject({
      planName: 'Essential',
      propertyName: 'Lake house',
      why: 'canceled',
    });
    expect((await noticesOf(now.resident.token))[0]).toMatchObject({
      type: 'subscription.ended',
      body: expect.stringContaining('Essential plan for Lake house was canceled'),
    });

    const later = await subscribe('Essential', 'Barn');
    await pay(later.resident.token, later.checkoutId);
    await call('PUT', `/subscriptions/${later.subscription.id}`, later.resident.token, {
      cancelAtPeriodEnd: true,
    });
    expect((await outboxOf(later.resident.email, 'plan_ended'))[0]!.data).toMatchObject({
      why: 'ending',
      propertyName: 'Barn',
    });
  });

  it('tells a resident whose plan ends unpaid', async () => {
    const declined = await declinedAtRenewal(8 * DAY);
    const ended = await call<{ data: Subscription }>(
      'GET',
      `/subscriptions/${declined.subscription.id}`,
      declined.resident.token,
    );
    expect(ended.body.data.status).toBe('canceled');
    expect((await outboxOf(declined.resident.email, 'plan_ended'))[0]!.data).toMatchObject({
      why: 'unpaid',
      propertyName: 'Lake house',
    });
    expect((await noticesOf(declined.resident.token)).map((n) => n.type)).toContain(
      'subscription.ended',
    );
  });

  it('mails a security notice when the password is changed', async () => {
    const { token, email, password } = await signUp(t.app, { role: 'resident' });
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth',
      headers: bearer(token),
      payload: { currentPassword: password, newPassword: 'a brand new secret' },
    });
    expect(change.statusCode).toBe(200);
    expect((await outboxOf(email, 'password_changed'))[0]!.data).toMatchObject({ how: 'changed' });
  });
});
