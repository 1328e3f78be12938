import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '@homekeep/contracts/catalog';
import type { RequestQuote } from '@homekeep/contracts/job-prices';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { twoServices } from '../../../test/jobs';
import { residentWithPlan } from '../../../test/subscriptions';
import { signUp } from '../../../test/users';

let t: TestApp;
let call: ApiCaller;
let service: Service;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  const [first] = await twoServices(t.app);
  service = (await call<{ data: Service }>('GET', `/services/${first.id}`)).body.data;
});
afterAll(() => t.close());

const residentHome = (planName?: string) => residentWithPlan(t.app, planName);

const quote = (token: string, propertyId: string, serviceId = service.id) =>
  call<{ data: RequestQuote; message?: string }>(
    'GET',
    `/maintenance-requests/quote?propertyId=${propertyId}&serviceId=${serviceId}`,
    token,
  );

describe('GET /maintenance-requests/quote', () => {
  it('prices a service at its list price for a property without a plan', async () => {
    const home = await residentHome();
    const { status, body } = await quote(home.token, home.propertyId);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      listPriceCents: service.priceCents,
      discountPercent: 0,
      priceCents: service.priceCents,
      currency: service.currency,
      planName: null,
    });
  });

  it("takes off the discount the property's active plan promises", async () => {
    const essential = await residentHome('Essential');
    const premier = await residentHome('Premier');
    const atEssential = (await quote(essential.token, essential.propertyId)).body.data;
    const atPremier = (await quote(premier.token, premier.propertyId)).body.data;
    expect(atEssential).toMatchObject({
      planName: 'Essential',
      discountPercent: 10,
      priceCents: Math.round(service.priceCents * 0.9),
    });
    expect(atPremier).toMatchObject({
      planName: 'Premier',
      discountPercent: 20,
      priceCents: Math.round(service.priceCents * 0.8),
    });
  });

  it("answers 404 for another resident's property and 400 for an unknown service", async () => {
    const mine = await residentHome();
    const theirs = await residentHome();
    expect((await quote(mine.token, theirs.propertyId)).status).toBe(404);
    const unknown = await quote(
      mine.token,
      mine.propertyId,
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/serviceId/);
    const vendor = await signUp(t.app, { role: 'vendor' });
    expect((await quote(vendor.token, mine.propertyId)).status).toBe(403);
  });
});
