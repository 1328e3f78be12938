import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import type { Subscription, SubscriptionPlan } from '@homekeep/contracts/subscriptions';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProperty, plansWithProducts } from '../../../test/subscriptions';
import { withTriggersOff } from '../../../test/triggers-off';
import { signUp } from '../../../test/users';

let t: TestApp;
let call: ApiCaller;
let resident: string;
let plans: (MaintenancePlan & { productId: string })[];

beforeAll(async () => {
  // Its own database on a server: plans are added and the products truncated below.
  t = await createTestApp({ ownDatabase: true });
  call = apiCaller(t.app);
  resident = (await signUp(t.app, { role: 'resident' })).token;
  plans = await plansWithProducts(t.app);
});
afterAll(() => t.close());

const run = (statement: ReturnType<typeof sql>) => t.db.execute(statement);
const rows = async <Row>(statement: ReturnType<typeof sql>) =>
  ((await run(statement)) as unknown as { rows: Row[] }).rows;
const readAlone = async (id: string) =>
  (await call('GET', `/subscriptions/${id}`, resident)).body.data as Subscription;
const listed = async (id: string) =>
  ((await call('GET', '/subscriptions?limit=100', resident)).body.data as Subscription[]).find(
    (s) => s.id === id,
  );

async function subscribed(propertyName: string, plan: Pick<MaintenancePlan, 'id'>) {
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

describe('a subscription as the resident reads it', () => {
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
      nextVisitAt: null,
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

  it("shows a plan's product as it is: added, moved to another plan, another in its place", async () => {
    const [x, y] = (
      await rows<{ id: string }>(sql`insert into maintenance_plans (name, price_cents, interval)
        values ('Harbour plan', 1000, 'month'), ('Lighthouse plan', 9000, 'year') returning id`)
    ).map((row) => row.id);
    const productFor = async (planId: string, name: string) =>
      (
        await rows<{ id: string }>(sql`insert into products
          (kind, name, price_cents, interval, maintenance_plan_id)
          values ('maintenance_plan', ${name}, 1000, 'month', ${planId}) returning id`)
      )[0]!.id;
    const first = await productFor(x!, 'Harbour plan');
    const { created } = await subscribed('Quay house', { id: x! });
    expect(created.plan).toMatchObject({ id: x, name: 'Harbour plan', productId: first });

    await run(sql`update products set maintenance_plan_id = ${y} where id = ${first}`);
    const second = await productFor(x!, 'Harbour plan, again');
    await run(sql`update subscriptions set status = 'active', pending_plan_id = ${y},
      current_period_start = now(), current_period_end = now() + interval '1 month'
      where id = ${created.id}`);

    const shown = await readAlone(created.id);
    expect(shown.plan).toMatchObject({ id: x, productId: second });
    expect(shown.pendingPlan).toMatchObject({ id: y, name: 'Lighthouse plan', productId: first });
    expect(await listed(created.id)).toEqual(shown);
  });

  it('shows a property renamed at once, in the list and alone', async () => {
    const [basic] = plans;
    const { property, created } = await subscribed('Boathouse', basic!);

    const renamed = await call('PUT', `/properties/${property.id}`, resident, {
      name: 'Old boathouse',
      addressLine1: '1 Main St',
      city: 'Madison',
      state: 'WI',
      zipCode: '53703',
    });
    expect(renamed.status).toBe(200);

    const expected = { id: property.id, name: 'Old boathouse' };
    expect((await readAlone(created.id)).property).toEqual(expected);
    expect((await listed(created.id))!.property).toEqual(expected);
  });

  it('shows its row, its property and its plans as they are after a change made with triggers off', async () => {
    const [basic, premium] = plans;
    const { property, created } = await subscribed('Lock keeper cottage', basic!);

    await withTriggersOff(
      t.db,
      sql`update properties set name = 'Lock cottage' where id = ${property.id}`,
      sql`update subscriptions set status = 'active', pending_plan_id = ${premium!.id},
        current_period_start = '2026-01-02T03:04:05.678Z', current_period_end = '2026-02-02T03:04:05.678Z'
        where id = ${created.id}`,
      sql`update maintenance_plans set name = name || ' (new)', price_cents = price_cents + 1
        where id in (${basic!.id}, ${premium!.id})`,
    );

    const shown = await readAlone(created.id);
    expect(shown).toMatchObject({
      status: 'active',
      property: { id: property.id, name: 'Lock cottage' },
      currentPeriodStart: '2026-01-02T03:04:05.678Z',
      currentPeriodEnd: '2026-02-02T03:04:05.678Z',
      plan: {
        ...planShown(basic!),
        name: `${basic!.name} (new)`,
        priceCents: basic!.priceCents + 1,
      },
      pendingPlan: {
        ...planShown(premium!),
        name: `${premium!.name} (new)`,
        priceCents: premium!.priceCents + 1,
      },
    });
    expect(await listed(created.id)).toEqual(shown);
  });

  // Last: it empties the catalogue's products and every payment's lines.
  it("shows a plan's product as it is after the products are truncated and loaded again", async () => {
    const [basic] = plans;
    const { created } = await subscribed('Ferry house', basic!);

    await run(sql`truncate products cascade`);
    // Loaded again as a restore with its triggers off loads them: new products, new ids.
    await withTriggersOff(
      t.db,
      sql`insert into products (kind, name, price_cents, currency, interval, maintenance_plan_id)
        select 'maintenance_plan', name, price_cents, currency, interval, id from maintenance_plans`,
    );
    const [reloaded] = await rows<{ id: string }>(
      sql`select id from products where maintenance_plan_id = ${basic!.id}`,
    );
    expect(reloaded!.id).not.toBe(basic!.productId);

    expect((await readAlone(created.id)).plan.productId).toBe(reloaded!.id);
    expect((await listed(created.id))!.plan.productId).toBe(reloaded!.id);
  });
});
