import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenanceRequest, VendorOrder } from '@homekeep/contracts/jobs';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { manualClock } from '../../../test/clock';
import { vendorCovering } from '../../../test/jobs';
import { createProperty, goodCard, plansWithProducts } from '../../../test/subscriptions';
import { signUp } from '../../../test/users';
import { createDueVisits } from './plan-visits.service';

// Years in the past: on a shared PostgreSQL server, other files' subscriptions (started today)
// have no visit due by this clock, so each run here makes only this file's visits.
const clock = manualClock('2002-05-06T08:00:00.000Z');
const DAY = 86_400;

let t: TestApp;
let call: ApiCaller;
let plans: Awaited<ReturnType<typeof plansWithProducts>>;

beforeAll(async () => {
  // Sessions outlive the months this file moves the clock through.
  t = await createTestApp({ deps: { clock }, config: { tokenTtlSeconds: 400 * DAY } });
  call = apiCaller(t.app);
  plans = await plansWithProducts(t.app);
});
afterAll(() => t.close());

const run = () => createDueVisits({ db: t.db, clock });

/** A resident whose new property is subscribed to `planName` and paid for now. */
async function subscribed(planName: string) {
  const resident = await signUp(t.app, { role: 'resident' });
  const home = await createProperty(t.app, resident.token, `${planName} home`);
  const plan = plans.find((candidate) => candidate.name === planName)!;
  const created = await call<{ data: { id: string }[] }>(
    'POST',
    '/subscriptions/bulk',
    resident.token,
    { data: [{ propertyId: home.id, maintenancePlanId: plan.id }] },
  );
  const subscriptionId = created.body.data[0]!.id;
  const checkout = await call<{ data: { id: string } }>(
    'POST',
    '/transactions/create-checkout-session',
    resident.token,
    {
      data: {
        items: [{ productId: plan.productId, quantity: 1 }],
        subscriptionIds: [subscriptionId],
      },
    },
  );
  const paid = await call(
    'POST',
    `/transactions/${checkout.body.data.id}/test-payment`,
    resident.token,
    goodCard,
  );
  expect(paid.status).toBe(200);
  return { resident, subscriptionId };
}

const requestsOf = async (token: string) =>
  (await call<{ data: MaintenanceRequest[] }>('GET', '/maintenance-requests?limit=100', token)).body
    .data;

describe('plan visits', () => {
  it('gives each seeded plan its visits a year', () => {
    expect(Object.fromEntries(plans.map((plan) => [plan.name, plan.visitsPerYear]))).toEqual({
      Essential: 2,
      Complete: 4,
      Premier: 12,
    });
  });

  it('makes each due visit into one plan request, dispatched to vendors, spaced over the year', async () => {
    const { resident } = await subscribed('Essential');
    expect(await requestsOf(resident.token)).toEqual([]);

    expect(await run()).toBeGreaterThanOrEqual(1);
    const [first] = await requestsOf(resident.token);
    expect(first).toMatchObject({
      source: 'plan',
      title: 'Essential plan visit',
      service: { name: 'Seasonal home inspection' },
      order: { status: 'pending', offerRound: 1 },
      payment: { status: 'included', priceCents: 0 },
    });
    expect(first!.description).toContain('Visit 1 of your Essential plan (2 a year)');

    // A vendor covering the property's zip code is offered it like any request.
    const vendor = await vendorCovering(t.app, [first!.service.id], ['53703']);
    const open = await call<{ data: VendorOrder[] }>(
      'GET',
      '/vendor-orders?status=pending&limit=100',
      vendor.token,
    );
    expect(open.body.data.map((order) => order.requestId)).toContain(first!.id);

    await Promise.all([run(), run()]);
    clock.advance(100 * DAY);
    await run();
    expect(await requestsOf(resident.token)).toHaveLength(1);

    clock.advance(83 * DAY);
    await Promise.all([run(), run()]);
    const after = await requestsOf(resident.token);
    expect(after).toHaveLength(2);
    expect(after[0]!.description).toContain('Visit 2 of your Essential plan');
    expect(after.every((request) => request.source === 'plan')).toBe(true);
  });

  it('makes no visits for a canceled or unpaid subscription; a resident’s own request says "resident"', async () => {
    const { resident, subscriptionId } = await subscribed('Complete');
    expect((await call('DELETE', `/subscriptions/${subscriptionId}`, resident.token)).status).toBe(
      200,
    );
    const unpaid = await signUp(t.app, { role: 'resident' });
    const home = await createProperty(t.app, unpaid.token, 'Unpaid home');
    await call('POST', '/subscriptions/bulk', unpaid.token, {
      data: [{ propertyId: home.id, maintenancePlanId: plans[0]!.id }],
    });
    await run();
    expect(await requestsOf(resident.token)).toEqual([]);
    expect(await requestsOf(unpaid.token)).toEqual([]);

    const own = await call<{ data: MaintenanceRequest }>(
      'POST',
      '/maintenance-requests',
      unpaid.token,
      {
        propertyId: home.id,
        serviceId: await anyServiceId(),
        description: 'The gate squeaks.',
      },
    );
    expect(own.body.data.source).toBe('resident');
  });
});

async function anyServiceId() {
  const services = await call<{ data: { id: string }[] }>('GET', '/services?limit=1');
  return services.body.data[0]!.id;
}
