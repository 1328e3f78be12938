import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, someServices, type ApiCaller } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { operator } from '../../test/admin';
import { completeProfile, residentWithProperty } from '../../test/jobs';
import { signUp } from '../../test/users';
import { databaseRefusal } from '../lib/database-errors';

let t: TestApp;
let call: ApiCaller;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
});
afterAll(() => t.close());

/** A cursor as the lists write one (`page-cursor.ts`): base64url of `[page, ...key]`. */
const cursorOf = (value: unknown[]) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('values past what the database keeps answer 4xx, never 500', () => {
  it('refuses a services cursor whose name holds a NUL', async () => {
    const cursor = cursorOf([2, '\u0000', '00000000-0000-4000-8000-000000000000']);
    const response = await call('GET', `/services?cursor=${cursor}`);
    expect(response.status).toBe(400);
  });

  it('refuses a body nested past any the API takes, without walking it all', async () => {
    const deep = `{"email":${'['.repeat(10_000)}${']'.repeat(10_000)},"password":"x"}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/nested more than 32 levels deep/);
  });

  it('answers a far page of open jobs with no jobs', async () => {
    const vendor = await signUp(t.app, { role: 'vendor' });
    const response = await call<{ data: unknown[] }>(
      'GET',
      '/vendor-orders?status=pending&page=100000000&limit=100',
      vendor.token,
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([]);
  });

  it('refuses a licence day of the year 0', async () => {
    const vendor = await signUp(t.app, { role: 'vendor' });
    const profile = await call<{ data: { id: string } }>('GET', '/vendors/profile', vendor.token);
    const [service] = await someServices(t.app, 1);
    const body = await completeProfile(t.app, [service!.id], ['90210'], 'Year Zero Co');
    const response = await call('PUT', `/vendors/profile/${profile.body.data.id}`, vendor.token, {
      ...body,
      licenseExpiresAt: '0000-01-01',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('licenseExpiresAt must be a real calendar date');
  });

  it('refuses instants outside the years 0001 to 9999 in ranges and appointments', async () => {
    const ops = await operator(t.app, t.db);
    const audit = await call(
      'GET',
      '/admin/audit-log?from=0000-01-01T00:00:00Z&to=0000-01-02T00:00:00Z',
      ops.token,
    );
    expect(audit.status).toBe(400);
    expect(audit.body.message).toBe('from must be a real date between the years 0001 and 9999');
    const february = await call('GET', '/admin/audit-log?from=2026-02-30', ops.token);
    expect(february.status).toBe(400);

    const vendor = await signUp(t.app, { role: 'vendor' });
    const week = await call(
      'GET',
      '/vendor-appointments?from=9999-12-31T20:00:00-05:00&to=9999-12-31T23:00:00-05:00',
      vendor.token,
    );
    expect(week.status).toBe(400);
    expect(week.body.message).toBe('from must fall between the years 0001 and 9999');
  });

  it('answers 409 to renaming a plan to another plan’s name', async () => {
    const ops = await operator(t.app, t.db);
    type Plan = { id: string; name: string; priceCents: number; interval: string };
    const plans = await call<{ data: Plan[] }>(
      'GET',
      '/admin/maintenance-plans?limit=100',
      ops.token,
    );
    const [first, second] = plans.body.data;
    // Refused whole, so the plan keeps its other fields.
    const renamed = await call('PUT', `/admin/maintenance-plans/${second!.id}`, ops.token, {
      name: first!.name,
      priceCents: second!.priceCents,
      interval: second!.interval,
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toContain(first!.name);
  });

  it('answers a preferred day PostgreSQL has no such day for with 400', async () => {
    const resident = await residentWithProperty(t.app);
    const [service] = await someServices(t.app, 1);
    const response = await call('POST', '/maintenance-requests', resident.token, {
      propertyId: resident.propertyId,
      serviceId: service!.id,
      description: 'x',
      preferredDate: '2027-04-31',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('preferredDate must be a real calendar date');
  });
});

describe('the net under the input layer', () => {
  it('reads a value the database refused as a 400, and a clash as a 409', async () => {
    const refused = await t.db.execute(sql`select '2027-02-30'::date`).catch((e: unknown) => e);
    expect(databaseRefusal(refused)).toMatchObject({ status: 400, code: 'value_out_of_range' });
    const overflow = await t.db.execute(sql`select 2147483647::int + 1`).catch((e: unknown) => e);
    expect(databaseRefusal(overflow)).toMatchObject({ status: 400 });
    expect(databaseRefusal(new Error('anything else'))).toBeNull();
  });
});
