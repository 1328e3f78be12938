import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import type { Subscription } from '@homekeep/contracts/subscriptions';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp } from '../../../test/users';
import { subscriptions } from '../../db/schema';
import { createProperty, goodCard, plansWithProducts } from '../../../test/subscriptions';

let t: TestApp;
let call: ApiCaller;
let owner: string;
let ownerId: string;
let plans: (MaintenancePlan & { productId: string })[];

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  const account = await signUp(t.app, { role: 'resident' });
  [owner, ownerId] = [account.token, account.user.id];
  plans = await plansWithProducts(t.app);
});
afterAll(() => t.close());

const property = (token = owner, name = 'Lake house') => createProperty(t.app, token, name);

async function subscribe(token: string, rows: { propertyId: string; maintenancePlanId: string }[]) {
  const { status, body } = await call('POST', '/subscriptions/bulk', token, { data: rows });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as Subscription[];
}

const read = async (id: string, token = owner) =>
  (await call('GET', `/subscriptions/${id}`, token)).body.data as Subscription;

describe('POST /subscriptions/bulk', () => {
  it('creates pending subscriptions with their property and plan', async () => {
    const [a, b] = [await property(owner, 'Cabin'), await property(owner, 'Loft')];
    const [basic, premium] = [plans[0]!, plans[1]!];
    const created = await subscribe(owner, [
      { propertyId: a.id, maintenancePlanId: basic.id },
      { propertyId: b.id, maintenancePlanId: premium.id },
    ]);
    expect(created.map((s) => [s.property.name, s.plan.name, s.status])).toEqual([
      ['Cabin', basic.name, 'pending'],
      ['Loft', premium.name, 'pending'],
    ]);
    expect(created[0]).toMatchObject({
      propertyId: a.id,
      maintenancePlanId: basic.id,
      plan: {
        id: basic.id,
        priceCents: basic.priceCents,
        currency: basic.currency,
        interval: basic.interval,
        productId: basic.productId,
      },
      pendingPlanId: null,
      pendingPlan: null,
      cancelAtPeriodEnd: false,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      canceledAt: null,
    });
    expect(await read(created[0]!.id)).toEqual(created[0]);
  });

  it('answers 409 for a property that already has a live subscription, creating nothing', async () => {
    const [taken, free] = [await property(owner, 'Taken'), await property(owner, 'Free')];
    await subscribe(owner, [{ propertyId: taken.id, maintenancePlanId: plans[0]!.id }]);
    const { status, body } = await call('POST', '/subscriptions/bulk', owner, {
      data: [
        { propertyId: free.id, maintenancePlanId: plans[0]!.id },
        { propertyId: taken.id, maintenancePlanId: plans[1]!.id },
      ],
    });
    expect(status).toBe(409);
    expect(body.message).toBe('Taken already has a subscription. Change or cancel it instead.');
    const again = await subscribe(owner, [
      { propertyId: free.id, maintenancePlanId: plans[0]!.id },
    ]);
    expect(again).toHaveLength(1);
  });

  it('lets the database settle two requests for the same property', async () => {
    const home = await property(owner, 'Raced');
    const body = { data: [{ propertyId: home.id, maintenancePlanId: plans[0]!.id }] };
    const answers = await Promise.all([
      call('POST', '/subscriptions/bulk', owner, body),
      call('POST', '/subscriptions/bulk', owner, body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('subscribes a property again once its subscription is canceled', async () => {
    const home = await property(owner, 'Again');
    const [first] = await subscribe(owner, [
      { propertyId: home.id, maintenancePlanId: plans[0]!.id },
    ]);
    expect((await call('DELETE', `/subscriptions/${first!.id}`, owner)).status).toBe(200);
    await subscribe(owner, [{ propertyId: home.id, maintenancePlanId: plans[0]!.id }]);
  });

  it('refuses bad input with a readable 400 and creates nothing', async () => {
    const resident = (await signUp(t.app, { role: 'resident' })).token;
    const home = await property(resident);
    const row = { propertyId: home.id, maintenancePlanId: plans[0]!.id };
    const unknownPlan = randomUUID();
    const cases: [unknown, RegExp][] = [
      [{ data: [] }, /at least one subscription/],
      [{ data: Array.from({ length: 51 }, () => row) }, /at most 50/],
      [{ data: [row, row] }, /each property once/],
      [{ data: [{ ...row, propertyId: 'x' }] }, /propertyId must be a valid identifier/],
      [{ data: [{ propertyId: home.id }] }, /maintenancePlanId/],
      [{ data: [{ ...row, maintenancePlanId: unknownPlan }] }, new RegExp(unknownPlan)],
      [{}, /data/],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await call('POST', '/subscriptions/bulk', resident, payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.message).toMatch(message);
    }
    expect((await call('GET', '/subscriptions', resident)).body.meta).toMatchObject({ total: 0 });
  });

  it("answers 404 for another resident's property or an unknown one", async () => {
    const theirs = await property((await signUp(t.app, { role: 'resident' })).token);
    for (const propertyId of [theirs.id, randomUUID()]) {
      const { status, body } = await call('POST', '/subscriptions/bulk', owner, {
        data: [{ propertyId, maintenancePlanId: plans[0]!.id }],
      });
      expect(status).toBe(404);
      expect(body.message).toBe(`No property of yours has the id ${propertyId}.`);
    }
  });
});

describe('GET /subscriptions', () => {
  it('pages the resident own subscriptions, newest first, and filters live ones', async () => {
    const resident = (await signUp(t.app, { role: 'resident' })).token;
    const names = ['One', 'Two', 'Three'];
    const made: Subscription[] = [];
    for (const name of names) {
      const home = await property(resident, name);
      made.push(
        ...(await subscribe(resident, [{ propertyId: home.id, maintenancePlanId: plans[0]!.id }])),
      );
    }
    await subscribe(owner, [
      { propertyId: (await property()).id, maintenancePlanId: plans[0]!.id },
    ]);
    await call('DELETE', `/subscriptions/${made[0]!.id}`, resident);

    const page1 = await call('GET', '/subscriptions?limit=2', resident);
    expect(page1.status).toBe(200);
    expect((page1.body.data as Subscription[]).map((s) => s.property.name)).toEqual([
      'Three',
      'Two',
    ]);
    expect(page1.body.meta).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const page2 = await call('GET', '/subscriptions?limit=2&page=2', resident);
    expect((page2.body.data as Subscription[]).map((s) => [s.property.name, s.status])).toEqual([
      ['One', 'canceled'],
    ]);
    const live = await call('GET', '/subscriptions?live=true', resident);
    expect((live.body.data as Subscription[]).map((s) => s.property.name)).toEqual([
      'Three',
      'Two',
    ]);
    const ended = await call('GET', '/subscriptions?live=false', resident);
    expect((ended.body.data as Subscription[]).map((s) => s.property.name)).toEqual(['One']);
    expect((await call('GET', '/subscriptions?limit=101', resident)).status).toBe(400);
    expect((await call('GET', '/subscriptions?live=maybe', resident)).status).toBe(400);
  });
});

describe('PUT and DELETE /subscriptions/{id}', () => {
  async function fresh(planIndex = 0) {
    const home = await property();
    const [created] = await subscribe(owner, [
      { propertyId: home.id, maintenancePlanId: plans[planIndex]!.id },
    ]);
    return created!;
  }

  async function activated(planIndex = 0) {
    const created = await fresh(planIndex);
    const plan = plans[planIndex]!;
    const { body } = await call('POST', '/transactions/create-checkout-session', owner, {
      data: { items: [{ productId: plan.productId, quantity: 1 }], subscriptionIds: [created.id] },
    });
    const { id } = body.data as { id: string };
    expect((await call('POST', `/transactions/${id}/test-payment`, owner, goodCard)).status).toBe(
      200,
    );
    return read(created.id);
  }

  it('changes a pending subscription plan at once', async () => {
    const created = await fresh(0);
    const { status, body } = await call('PUT', `/subscriptions/${created.id}`, owner, {
      maintenancePlanId: plans[1]!.id,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      maintenancePlanId: plans[1]!.id,
      plan: { name: plans[1]!.name },
      pendingPlanId: null,
    });
  });

  it('keeps an active plan until the period ends, and can withdraw the change', async () => {
    const active = await activated(0);
    const changed = await call('PUT', `/subscriptions/${active.id}`, owner, {
      maintenancePlanId: plans[1]!.id,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      status: 'active',
      maintenancePlanId: plans[0]!.id,
      pendingPlanId: plans[1]!.id,
      pendingPlan: { id: plans[1]!.id, name: plans[1]!.name, productId: plans[1]!.productId },
      currentPeriodEnd: active.currentPeriodEnd,
    });
    // The list shows it exactly as it is read alone: its next plan, its period, every field.
    const listed = await call('GET', '/subscriptions?limit=100', owner);
    const inList = (listed.body.data as { id: string }[]).find((row) => row.id === active.id);
    expect(inList).toEqual(changed.body.data);
    const back = await call('PUT', `/subscriptions/${active.id}`, owner, {
      maintenancePlanId: plans[0]!.id,
    });
    expect(back.body.data).toMatchObject({ pendingPlanId: null, pendingPlan: null });
  });

  it('sets and clears cancel at period end on a paid subscription only', async () => {
    const active = await activated(0);
    const set = await call('PUT', `/subscriptions/${active.id}`, owner, {
      cancelAtPeriodEnd: true,
    });
    expect(set.body.data).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const cleared = await call('PUT', `/subscriptions/${active.id}`, owner, {
      cancelAtPeriodEnd: false,
    });
    expect(cleared.body.data).toMatchObject({ cancelAtPeriodEnd: false });

    const pending = await fresh();
    const refused = await call('PUT', `/subscriptions/${pending.id}`, owner, {
      cancelAtPeriodEnd: true,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/not paid yet/);
  });

  it('refuses an empty or bad change with 400, an unknown plan with 400', async () => {
    const created = await fresh();
    const cases: [unknown, RegExp][] = [
      [{}, /Send maintenancePlanId or cancelAtPeriodEnd/],
      [{ cancelAtPeriodEnd: 'yes' }, /cancelAtPeriodEnd must be true or false/],
      [{ maintenancePlanId: 'basic' }, /maintenancePlanId must be a valid identifier/],
      [{ maintenancePlanId: randomUUID() }, /No maintenance plan has the id/],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await call('PUT', `/subscriptions/${created.id}`, owner, payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.message).toMatch(message);
    }
    expect((await read(created.id)).maintenancePlanId).toBe(plans[0]!.id);
  });

  it('cancels now with 200, keeps it listed, and refuses further changes with 409', async () => {
    const active = await activated(0);
    const { status, body } = await call('DELETE', `/subscriptions/${active.id}`, owner);
    expect(status).toBe(200);
    const canceled = body.data as Subscription;
    expect(canceled.status).toBe('canceled');
    expect(Date.parse(canceled.canceledAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await read(active.id)).toEqual(canceled);
    expect((await call('DELETE', `/subscriptions/${active.id}`, owner)).status).toBe(409);
    const put = await call('PUT', `/subscriptions/${active.id}`, owner, {
      maintenancePlanId: plans[1]!.id,
    });
    expect(put.status).toBe(409);
    expect(put.body.message).toMatch(/canceled/);
  });

  it('settles two cancellations at once: one wins, the other is told', async () => {
    const created = await fresh();
    const answers = await Promise.all([
      call('DELETE', `/subscriptions/${created.id}`, owner),
      call('DELETE', `/subscriptions/${created.id}`, owner),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe('access', () => {
  it("answers 404 for another resident's subscription and leaves it alone", async () => {
    const home = await property();
    const [mine] = await subscribe(owner, [
      { propertyId: home.id, maintenancePlanId: plans[0]!.id },
    ]);
    const other = (await signUp(t.app, { role: 'resident' })).token;
    const url = `/subscriptions/${mine!.id}`;
    expect((await call('GET', url, other)).status).toBe(404);
    expect((await call('PUT', url, other, { maintenancePlanId: plans[1]!.id })).status).toBe(404);
    expect((await call('DELETE', url, other)).status).toBe(404);
    expect((await call('GET', `/subscriptions/${randomUUID()}`, owner)).status).toBe(404);
    expect((await call('GET', '/subscriptions/nope', owner)).status).toBe(400);
    expect(await read(mine!.id)).toEqual(mine);
  });

  it('answers 403 to a vendor and 401 without a token', async () => {
    const vendor = (await signUp(t.app, { role: 'vendor' })).token;
    const body = { data: [{ propertyId: randomUUID(), maintenancePlanId: plans[0]!.id }] };
    expect((await call('GET', '/subscriptions', vendor)).status).toBe(403);
    expect((await call('POST', '/subscriptions/bulk', vendor, body)).status).toBe(403);
    expect((await call('DELETE', `/subscriptions/${randomUUID()}`, vendor)).status).toBe(403);
    expect((await call('GET', '/subscriptions')).status).toBe(401);
    expect((await call('POST', '/subscriptions/bulk', undefined, body)).status).toBe(401);
  });

  it('keeps at most one live subscription per property in the database itself', async () => {
    const home = await property();
    const row = { userId: ownerId, propertyId: home.id, maintenancePlanId: plans[0]!.id };
    await subscribe(owner, [row]);
    await expect(t.db.insert(subscriptions).values(row)).rejects.toThrow();
  });
});
