import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Metrics } from '@homekeep/contracts/admin';
import type { Product } from '@homekeep/contracts/catalog';
import { operator } from '../../../test/admin';
import { apiCaller, firstOf, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  maintenanceRequests,
  orderStatusHistory,
  orders,
  properties,
  transactionItems,
  transactions,
  users,
  vendorZipCodes,
} from '../../db/schema';
import { uniqueEmail } from '../../../test/users';

let t: TestApp;
let call: ApiCaller;
let ops: Awaited<ReturnType<typeof operator>>;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  ops = await operator(t.app, t.db);
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

async function user(role: 'resident' | 'vendor', createdAt: string) {
  const [row] = await t.db
    .insert(users)
    .values({
      email: uniqueEmail(role),
      role,
      firstName: 'Known',
      lastName: 'Row',
      createdAt: at(createdAt),
    })
    .returning({ id: users.id });
  return row!.id;
}

async function job(
  residentId: string,
  propertyId: string,
  serviceId: string,
  job: { createdAt: string; status: 'pending' | 'accepted' | 'completed'; acceptedAfter?: number },
) {
  const [request] = await t.db
    .insert(maintenanceRequests)
    .values({
      userId: residentId,
      propertyId,
      serviceId,
      title: 'Known',
      description: 'Known row',
      createdAt: at(job.createdAt),
    })
    .returning({ id: maintenanceRequests.id });
  const [order] = await t.db
    .insert(orders)
    .values({
      requestId: request!.id,
      serviceId,
      zipCode: '90210',
      status: job.status,
      createdAt: at(job.createdAt),
    })
    .returning({ id: orders.id });
  const history: (typeof orderStatusHistory.$inferInsert)[] = [
    { orderId: order!.id, status: 'pending', createdAt: at(job.createdAt) },
  ];
  if (job.acceptedAfter !== undefined) {
    const accepted = new Date(at(job.createdAt).getTime() + job.acceptedAfter * 1000);
    history.push({ orderId: order!.id, status: 'accepted', createdAt: accepted });
  }
  await t.db.insert(orderStatusHistory).values(history);
}

async function payment(residentId: string, product: Product, paidAt: string | null) {
  const [row] = await t.db
    .insert(transactions)
    .values({
      userId: residentId,
      status: paidAt ? 'paid' : 'pending',
      amountCents: product.priceCents,
      currency: 'usd',
      provider: 'test',
      paidAt: paidAt ? at(paidAt) : null,
    })
    .returning({ id: transactions.id });
  await t.db.insert(transactionItems).values({
    transactionId: row!.id,
    productId: product.id,
    name: product.name,
    quantity: 1,
    unitPriceCents: product.priceCents,
  });
}

// Every known row lies in 2001, which no other test touches, so the figures are exact.
describe('GET /admin/metrics', () => {
  it('computes each figure from the rows of the period', async () => {
    const [service] = await firstOf<{ id: string }>(t.app, 'services', 1);
    const plans = (
      await call<{ data: Product[] }>('GET', '/products?kind=maintenance_plan&limit=2')
    ).body.data as [Product, Product];
    const resident = await user('resident', '2001-02-01T00:00:00Z');
    const [property] = await t.db
      .insert(properties)
      .values({
        userId: resident,
        name: 'Known',
        addressLine1: '1 Known St',
        city: 'Beverly Hills',
        state: 'CA',
        zipCode: '90210',
      })
      .returning({ id: properties.id });
    const base = { serviceId: service!.id };
    await job(resident, property!.id, base.serviceId, {
      createdAt: '2001-03-01T10:00:00Z',
      status: 'completed',
      acceptedAfter: 600,
    });
    await job(resident, property!.id, base.serviceId, {
      createdAt: '2001-03-01T12:00:00Z',
      status: 'accepted',
      acceptedAfter: 1800,
    });
    await job(resident, property!.id, base.serviceId, {
      createdAt: '2001-03-03T08:00:00Z',
      status: 'pending',
    });
    await job(resident, property!.id, base.serviceId, {
      createdAt: '2001-06-03T08:00:00Z',
      status: 'pending',
    });
    const cheap = plans[0].priceCents <= plans[1].priceCents ? plans[0] : plans[1];
    const dear = cheap === plans[0] ? plans[1] : plans[0];
    await payment(resident, cheap, '2001-03-05T00:00:00Z');
    await payment(resident, dear, '2001-04-02T00:00:00Z');
    await payment(resident, dear, null);
    const coastal = await user('vendor', '2001-03-02T00:00:00Z');
    const local = await user('vendor', '2001-03-03T00:00:00Z');
    await t.db.insert(vendorZipCodes).values([
      { vendorId: coastal, zipCode: '90210' },
      { vendorId: coastal, zipCode: '10001' },
      { vendorId: local, zipCode: '90001' },
    ]);

    const { status, body } = await call<{ data: Metrics }>(
      'GET',
      '/admin/metrics?from=2001-03-01&to=2001-05-01',
      ops.token,
    );
    expect(status).toBe(200);
    const m = body.data;
    expect(m.from).toBe('2001-03-01T00:00:00.000Z');
    expect(m.requestsPerDay).toHaveLength(61);
    expect(m.requestsPerDay.slice(0, 3)).toEqual([
      { day: '2001-03-01', count: 2 },
      { day: '2001-03-02', count: 0 },
      { day: '2001-03-03', count: 1 },
    ]);
    expect(m.requestsPerDay.reduce((n, d) => n + d.count, 0)).toBe(3);
    expect(m.medianAcceptSeconds).toBe(1200);
    expect(m.completionRate).toBeCloseTo(1 / 3);
    expect(m.revenueByMonth).toEqual([
      { month: '2001-03', amountCents: cheap.priceCents },
      { month: '2001-04', amountCents: dear.priceCents },
    ]);
    expect(m.revenueByPlan.map((p) => [p.planId, p.amountCents])).toEqual([
      [dear.maintenancePlanId, dear.priceCents],
      [cheap.maintenancePlanId, cheap.priceCents],
    ]);
    expect(m.vendorsByState).toEqual([
      { state: 'CA', count: 2 },
      { state: 'NY', count: 1 },
    ]);

    const empty = await call<{ data: Metrics }>(
      'GET',
      '/admin/metrics?from=2001-07-01&to=2001-07-02',
      ops.token,
    );
    expect(empty.body.data).toMatchObject({
      requestsPerDay: [{ day: '2001-07-01', count: 0 }],
      medianAcceptSeconds: null,
      completionRate: null,
      revenueByMonth: [],
      revenueByPlan: [],
      vendorsByState: [],
    });
  });

  it('covers the last 30 days by default', async () => {
    const { body } = await call<{ data: Metrics }>('GET', '/admin/metrics', ops.token);
    expect(Date.parse(body.data.to) - Date.parse(body.data.from)).toBe(30 * 86_400_000);
    expect(body.data.requestsPerDay.length).toBeGreaterThanOrEqual(30);
  });
});

describe('GET /admin/audit-log', () => {
  it('filters by action and period', async () => {
    await call('POST', '/admin/banners', ops.token, {
      title: 'Audit probe',
      imageUrl: '/banners/spring-check-up.svg',
      active: false,
    });
    const found = await call<{ data: { action: string }[] }>(
      'GET',
      `/admin/audit-log?action=banner.create&actorId=${ops.user.id}`,
      ops.token,
    );
    expect(found.body.data.map((e) => e.action)).toEqual(['banner.create']);
    const none = await call<{ meta: { total: number } }>(
      'GET',
      `/admin/audit-log?actorId=${ops.user.id}&to=2001-01-01`,
      ops.token,
    );
    expect(none.body.meta.total).toBe(0);
  });
});
