import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type ApiCaller, type Method } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAdmin, signUp } from '../../../test/users';

let t: TestApp;
let call: ApiCaller;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
});
afterAll(() => t.close());

const id = randomUUID();
const routes: [Method, string, unknown?][] = [
  ['GET', '/admin/leads'],
  ['GET', '/admin/leads.csv'],
  ['PATCH', `/admin/leads/${id}`, { status: 'contacted' }],
  ['GET', '/admin/vendors'],
  ['POST', `/admin/vendors/${id}/suspend`, { reason: 'x' }],
  ['POST', `/admin/vendors/${id}/reinstate`],
  ['POST', `/admin/vendors/${id}/verify`],
  ['GET', '/admin/orders'],
  ['GET', `/admin/orders/${id}`],
  ['POST', `/admin/orders/${id}/cancel`, { reason: 'x' }],
  ['POST', `/admin/orders/${id}/reassign`, { vendorId: id }],
  ['GET', '/admin/users'],
  ['POST', `/admin/users/${id}/block`],
  ['POST', `/admin/users/${id}/unblock`],
  ['GET', '/admin/audit-log'],
  ['GET', '/admin/metrics'],
  ...['services', 'maintenance-plans', 'products', 'banners'].flatMap(
    (path): [Method, string, unknown?][] => [
      ['GET', `/admin/${path}`],
      ['POST', `/admin/${path}`, {}],
      ['PUT', `/admin/${path}/${id}`, {}],
    ],
  ),
];

describe('the operations API', () => {
  it('answers 401 without a token and 403 to residents and vendors, on every route', async () => {
    const resident = await signUp(t.app, { role: 'resident' });
    const vendor = await signUp(t.app, { role: 'vendor' });
    for (const [method, url, body] of routes) {
      expect([url, (await call(method, url, undefined, body)).status]).toEqual([url, 401]);
      expect([url, (await call(method, url, resident.token, body)).status]).toEqual([url, 403]);
      expect([url, (await call(method, url, vendor.token, body)).status]).toEqual([url, 403]);
    }
  });

  it('refuses malformed input with 400 and a readable message, never a 5xx', async () => {
    const admin = await createAdmin(t.app, t.db);
    for (const [method, url, body] of [
      ['GET', '/admin/leads?kind=fax'],
      ['GET', '/admin/leads?sort=password'],
      ['GET', '/admin/orders?from=yesterday'],
      ['GET', '/admin/orders?from=2026-02-01&to=2026-01-01'],
      ['GET', '/admin/users?limit=101'],
      ['GET', '/admin/vendors?status=great'],
      ['GET', '/admin/metrics?from=2001-01-01&to=2020-01-01'],
      ['GET', '/admin/audit-log?actorId=me'],
      ['PATCH', `/admin/leads/${id}`, { status: 'won' }],
      ['POST', `/admin/vendors/${id}/suspend`, {}],
      ['POST', '/admin/orders/nope/cancel', { reason: 'x' }],
      ['POST', '/admin/services', { name: 'x', kind: 'home', priceCents: -1 }],
      ['POST', '/admin/banners', { title: 'x', imageUrl: 'javascript:alert(1)' }],
    ] as [Method, string, unknown?][]) {
      const answer = await call(method, url, admin.token, body);
      expect([url, answer.status]).toEqual([url, 400]);
      expect(answer.body.message).toEqual(expect.any(String));
    }
  });

  it('documents every operations route in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = (response.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    for (const [method, url] of routes) {
      const path = `/api/v1${url.replace(id, '{id}')}`;
      expect([path, Object.keys(paths[path] ?? {})]).toEqual([
        path,
        expect.arrayContaining([method.toLowerCase()]),
      ]);
    }
  });
});
