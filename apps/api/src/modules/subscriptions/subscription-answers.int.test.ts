import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import type { Subscription, SubscriptionPlan } from '@homekeep/contracts/subscriptions';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProperty, plansWithProducts } from '../../../test/subscriptions';
import { signUp } from '../../../test/users';

let t: TestApp;
let call: ApiCaller;
let resident: string;
let plans: (MaintenancePlan & { productId: string })[];

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  resident = (await signUp(t.app, { role: 'resident' })).token;
  plans = await plansWithProducts(t.app);
});
afterAll(() => t.close());

const run = (statement: ReturnType<typeof sql>) => t.db.execute(statement);
const readAlone = async (id: string) =>
  (await call('GET', `/subscriptions/${id}`, resident)).body.data as Subscription;
const listed = async (id: string) =>
  ((await call('GET', '/subscriptions?limit=100', resident)).body.data as Subscription[]).find(
    (s) => s.id === id,
  );

async function subscribed(propertyName: string, plan: MaintenancePlan) {
  const property = await createProperty(t.app, resident, propertyName);
  const { status, body } = await call('POST', '/subscriptions/bulk', resident, {
    data: [{ propertyId: property.id, maintenancePlanId: plan.id }],
  });
  expect(status).toBe(201);
  return { property, created: (body.data as Subscription[])[0]! };
}

const planShown = (plan: MaintenancePlan & { productId: string }): SubscriptionPlan => ({
  id: plan.id,
  name: plan.name,
  priceCents: plan.priceCents,
  currency: plan.currency,
  interval: plan.interval,
  productId: plan.productId,
});

describe('a subscription as the resident reads it (kept by the database, decision 038)', () => {
  it('shows its row, its property and its plan exactly, alike in every answer', async () => {
    const [basic] = plans;
    const { property, created } = await subscribed('Harbour flat', basic!);
    const { rows } = (await run(
      sql`select created_at, updated_at from subscriptions where id = ${created.id}`,
    )) as unknown as { rows: { created_at: Date | string; updated_at: Date | string }[] };

    const shown = await readAlone(created.id);
    expect(shown).toEqual({
      id: created.id,
      status: 'pending',
      propertyId: property.id,
      property: { id: property.id, name: 'Harbour flat' },
      maintenancePlanId: basic!.id,
      plan: planShown(basic!),
      pendingPlanId: null,
      pendingPlan: null,
      cancelAtPeriodEnd: false,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      canceledAt: null,
      createdAt: new Date(rows[0]!.created_at).toISOString(),
      updatedAt: new Date(rows[0]!.updated_at).toISOString(),
    });
    expect(created).toEqual(shown);
    expect(await listed(created.id)).toEqual(shown);

    const [, premium] = plans;
    const changed = await call('PUT', `/subscriptions/${created.id}`, resident, {
      maintenancePlanId: premium!.id,
    });
    expect(changed.body.data).toMatchObject({ plan: planShown(premium!) });
    expect(await readAlone(created.id)).toEqual(changed.body.data);

    const canceled = await call('DELETE', `/subscriptions/${created.id}`, resident);
    expect(canceled.body.data).toMatchObject({ status: 'canceled' });
    expect((canceled.body.data as Subscription).canceledAt).toMatch(/^\d{4}-.*\.\d{3}Z$/);
    expect(await listed(created.id)).toEqual(canceled.body.data);
  });

  it('follows its property, its plans and their products, whoever writes them', async () => {
    const [basic, premium] = plans;
    const { property, created } = await subscribed('Old mill', basic!);

    await run(sql`update properties set name = 'New mill' where id = ${property.id}`);
    expect((await listed(created.id))!.property).toEqual({ id: property.id, name: 'New mill' });

    await run(sql`update subscriptions set status = 'active',
      current_period_start = '2026-01-02T03:04:05.678Z', current_period_end = '2026-02-02T03:04:05.678Z',
      pending_plan_id = ${premium!.id} where id = ${created.id}`);
    expect(await readAlone(created.id)).toMatchObject({
      status: 'active',
      currentPeriodStart: '2026-01-02T03:04:05.678Z',
      currentPeriodEnd: '2026-02-02T03:04:05.678Z',
      pendingPlanId: premium!.id,
      pendingPlan: planShown(premium!),
    });

    await run(
      sql`update maintenance_plans set price_cents = price_cents + 100 where id = ${premium!.id}`,
    );
    try {
      const shown = await listed(created.id);
      expect(shown!.pendingPlan).toEqual({
        ...planShown(premium!),
        priceCents: premium!.priceCents + 100,
      });
      expect(shown!.plan).toEqual(planShown(basic!));
    } finally {
      await run(
        sql`update maintenance_plans set price_cents = ${premium!.priceCents} where id = ${premium!.id}`,
      );
    }

    expect((await readAlone(created.id)).plan).toEqual(planShown(basic!));
  });

  it("follows a plan's product added, moved to another plan and removed", async () => {
    const rows = async <Row>(statement: ReturnType<typeof sql>) =>
      ((await run(statement)) as unknown as { rows: Row[] }).rows;
    const productOf = async (planId: string) =>
      (
        await rows<{ product: string | null }>(
          sql`select card->>'productId' as product from maintenance_plans where id = ${planId}`,
        )
      )[0]!.product;
    const [x, y] = (
      await rows<{ id: string }>(sql`insert into maintenance_plans (name, price_cents, interval)
        values ('Harbour plan', 1000, 'month'), ('Lighthouse plan', 9000, 'year') returning id`)
    ).map((row) => row.id);
    try {
      expect(await productOf(x!)).toBeNull();
      const [product] = await rows<{ id: string }>(sql`insert into products
        (kind, name, price_cents, interval, maintenance_plan_id)
        values ('maintenance_plan', 'Harbour plan', 1000, 'month', ${x}) returning id`);
      expect(await productOf(x!)).toBe(product!.id);

      await run(sql`update products set maintenance_plan_id = ${y} where id = ${product!.id}`);
      expect([await productOf(x!), await productOf(y!)]).toEqual([null, product!.id]);

      await run(sql`delete from products where id = ${product!.id}`);
      expect(await productOf(y!)).toBeNull();
    } finally {
      await run(sql`delete from maintenance_plans where id in (${x}, ${y})`);
    }
  });
});
