import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List } from '@homekeep/contracts/common';
import type { MaintenanceRequest } from '@homekeep/contracts/jobs';
import type { Property } from '@homekeep/contracts/properties';
import type { Subscription } from '@homekeep/contracts/subscriptions';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { residentWithProperty, requestService, twoServices } from '../../../test/jobs';
import { goodCard, plansWithProducts } from '../../../test/subscriptions';

let t: TestApp;
let call: ApiCaller;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
});
afterAll(() => t.close());

type Resident = Awaited<ReturnType<typeof residentWithProperty>>;

async function subscribe(resident: Resident) {
  const [plan] = await plansWithProducts(t.app);
  const created = await call<{ data: Subscription[] }>(
    'POST',
    '/subscriptions/bulk',
    resident.token,
    { data: [{ propertyId: resident.propertyId, maintenancePlanId: plan!.id }] },
  );
  expect(created.status).toBe(201);
  return { subscription: created.body.data[0]!, plan: plan! };
}

async function subscribeAndPay(resident: Resident) {
  const { subscription, plan } = await subscribe(resident);
  const session = await call<{ data: { id: string } }>(
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
  expect(session.status).toBe(201);
  const paid = await call(
    'POST',
    `/transactions/${session.body.data.id}/test-payment`,
    resident.token,
    goodCard,
  );
  expect(paid.status).toBe(200);
  return subscription;
}

const remove = (resident: Resident) =>
  call<{ message: string }>('DELETE', `/properties/${resident.propertyId}`, resident.token);

const listed = async (resident: Resident) =>
  (await call<List<Property>>('GET', '/properties', resident.token)).body.data.map((p) => p.id);

describe('removing a property never destroys what was paid for or done', () => {
  it('refuses with 409 while the property has an active plan, and keeps everything', async () => {
    const resident = await residentWithProperty(t.app);
    const subscription = await subscribeAndPay(resident);
    const refused = await remove(resident);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/active maintenance plan.*Cancel the plan first/);
    expect(await listed(resident)).toContain(resident.propertyId);
    const kept = await call<{ data: Subscription }>(
      'GET',
      `/subscriptions/${subscription.id}`,
      resident.token,
    );
    expect(kept.body.data.status).toBe('active');
  });

  it('refuses with 409 while the property has an open job', async () => {
    const resident = await residentWithProperty(t.app);
    const [service] = await twoServices(t.app);
    const job = await requestService(t.app, resident, service.id);
    const refused = await remove(resident);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/open job/);
    const kept = await call<{ data: MaintenanceRequest }>(
      'GET',
      `/maintenance-requests/${job.id}`,
      resident.token,
    );
    expect(kept.status).toBe(200);
    expect(kept.body.data.status).toBe('open');
  });

  it('archives a property whose jobs are over: hidden, refused for new work, history kept', async () => {
    const resident = await residentWithProperty(t.app);
    const [service] = await twoServices(t.app);
    const job = await requestService(t.app, resident, service.id);
    const canceled = await call('POST', `/maintenance-requests/${job.id}/cancel`, resident.token);
    expect(canceled.status).toBe(200);

    expect((await remove(resident)).status).toBe(204);

    expect(await listed(resident)).not.toContain(resident.propertyId);
    const history = await call<{ data: MaintenanceRequest }>(
      'GET',
      `/maintenance-requests/${job.id}`,
      resident.token,
    );
    expect(history.status).toBe(200);
    const newJob = await call('POST', '/maintenance-requests', resident.token, {
      propertyId: resident.propertyId,
      serviceId: service.id,
      description: 'Another drip.',
    });
    expect(newJob.status).toBe(404);
    const [plan] = await plansWithProducts(t.app);
    const newPlan = await call('POST', '/subscriptions/bulk', resident.token, {
      data: [{ propertyId: resident.propertyId, maintenancePlanId: plan!.id }],
    });
    expect(newPlan.status).toBe(404);
  });

  it('closes an unpaid checkout when the property is archived', async () => {
    const resident = await residentWithProperty(t.app);
    const { subscription } = await subscribe(resident);
    expect((await remove(resident)).status).toBe(204);
    const closed = await call<{ data: Subscription }>(
      'GET',
      `/subscriptions/${subscription.id}`,
      resident.token,
    );
    expect(closed.body.data.status).toBe('canceled');
  });

  it('the database refuses to delete a property that has history', async () => {
    const resident = await residentWithProperty(t.app);
    const [service] = await twoServices(t.app);
    await requestService(t.app, resident, service.id);
    const failure: unknown = await t.db
      .execute(sql`DELETE FROM properties WHERE id = ${resident.propertyId}`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(String((failure as { cause?: unknown } | undefined)?.cause)).toMatch(/foreign key/);
  });
});
