import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner, MaintenancePlan, Product, Service } from '@homekeep/contracts/catalog';
import type { ListMeta } from '@homekeep/contracts/common';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createAdmin, signUp } from '../../../test/users';

let t: TestApp;
let adminToken: string;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  adminToken = admin.token;
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { status: response.statusCode, body: response.json() as { data: T; meta: ListMeta } };
};
const errorOf = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { status: response.statusCode, message: (response.json() as { message: string }).message };
};
const createService = async (body: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/services',
    payload: body,
    headers: bearer(adminToken),
  });
  return { status: response.statusCode, body: response.json() as { data: Service } };
};
/** A word no seeded text holds, so that searches made in a shared database stay exact. */
const uniqueWord = () => `zq${randomUUID().slice(0, 8)}`;

describe('GET /maintenance-plans', () => {
  it('lists the plans with prices, features and paging meta, cheapest first', async () => {
    const { status, body } = await get<MaintenancePlan[]>('/maintenance-plans');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    expect(body.meta).toEqual({ page: 1, limit: 20, total: body.data.length, totalPages: 1 });
    const prices = body.data.map((plan) => plan.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const plan of body.data) {
      expect(plan).toMatchObject({ currency: 'usd', interval: 'month' });
      expect(plan.features.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /services', () => {
  it('pages 20 at a time by default, ordered by name', async () => {
    const { status, body } = await get<Service[]>('/services');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(20);
    expect(body.meta.page).toBe(1);
    expect(body.meta.limit).toBe(20);
    expect(body.meta.total).toBeGreaterThanOrEqual(40);
    expect(body.meta.totalPages).toBe(Math.ceil(body.meta.total / 20));
    const names = body.data.map((service) => service.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('walks every page without repeating or skipping a service', async () => {
    const first = await get<Service[]>('/services?limit=7');
    const seen: string[] = [];
    for (let page = 1; page <= first.body.meta.totalPages; page += 1) {
      const { body } = await get<Service[]>(`/services?limit=7&page=${page}`);
      seen.push(...body.data.map((service) => service.id));
    }
    expect(seen.length).toBeGreaterThanOrEqual(first.body.meta.total);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('filters by kind, and refuses an unknown kind', async () => {
    const { body } = await get<Service[]>('/services?kind=luxe&limit=100');
    expect(body.meta.total).toBeGreaterThanOrEqual(10);
    expect(body.data.every((service) => service.kind === 'luxe')).toBe(true);
    expect(await errorOf('/services?kind=spa')).toEqual({
      status: 400,
      message: 'kind must be home or luxe',
    });
  });

  it('matches `global` in the name or the description, ignoring case', async () => {
    const byName = await get<Service[]>('/services?global=GUTTER');
    expect(byName.body.data.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Gutter cleaning', 'Gutter guard installation']),
    );
    const byDescription = await get<Service[]>('/services?global=hydro-JETTING');
    expect(byDescription.body.data.map((s) => s.name)).toContain('Drain cleaning');
    expect(byDescription.body.data.every((s) => /hydro-jetting/i.test(s.description))).toBe(true);
  });

  it('treats % and _ in `global` as plain characters', async () => {
    const word = uniqueWord();
    const created = await createService({
      name: `Coil cleaning ${word} 100% done`,
      kind: 'home',
      priceCents: 5000,
    });
    expect(created.status).toBe(201);
    const percent = await get<Service[]>(`/services?global=${encodeURIComponent(`${word} 100%`)}`);
    expect(percent.body.data.map((s) => s.id)).toEqual([created.body.data.id]);
    expect((await get<Service[]>('/services?global=%25')).body.data.map((s) => s.id)).toEqual([
      created.body.data.id,
    ]);
    expect((await get<Service[]>(`/services?global=${word}_`)).body.meta.total).toBe(0);
  });

  it('answers 400 with a readable message for a limit or page out of range', async () => {
    expect(await errorOf('/services?limit=101')).toEqual({
      status: 400,
      message: 'limit must be at most 100',
    });
    expect(await errorOf('/services?page=0')).toEqual({
      status: 400,
      message: 'page must be at least 1',
    });
    expect((await errorOf('/services?limit=abc')).status).toBe(400);
  });
});

describe('GET /services/{id}', () => {
  it('returns one service', async () => {
    const [first] = (await get<Service[]>('/services?limit=1')).body.data;
    const { status, body } = await get<Service>(`/services/${first!.id}`);
    expect(status).toBe(200);
    expect(body.data).toEqual(first);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(await errorOf(`/services/${randomUUID()}`)).toEqual({
      status: 404,
      message: 'This service does not exist or is no longer offered.',
    });
    expect(await errorOf('/services/not-an-id')).toEqual({
      status: 400,
      message: 'id must be a valid identifier',
    });
  });
});

describe('POST /services', () => {
  const body = { name: 'Solar panel washing', kind: 'home', priceCents: 15900 };
  const post = (headers = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/services', payload: body, headers });

  it('is for admins: 401 without a token, 403 for a resident', async () => {
    expect((await post()).statusCode).toBe(401);
    const resident = await signUp(t.app, { role: 'resident' });
    expect((await post(bearer(resident.token))).statusCode).toBe(403);
  });

  it('creates the service and the product that sells it, with an audit entry', async () => {
    const word = uniqueWord();
    const { status, body: created } = await createService({
      name: `Skylight resealing ${word}`,
      kind: 'luxe',
      description: 'Resealing skylight frames against leaks.',
      priceCents: 32900,
    });
    expect(status).toBe(201);
    expect(created.data).toMatchObject({
      name: `Skylight resealing ${word}`,
      kind: 'luxe',
      priceCents: 32900,
      currency: 'usd',
      imageUrl: null,
    });
    expect((await get<Service>(`/services/${created.data.id}`)).body.data).toEqual(created.data);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit-log?action=service.create&limit=100',
      headers: bearer(adminToken),
    });
    const entries = (audit.json() as { data: { targetId: string; actor: { id: string } }[] }).data;
    expect(entries.find((entry) => entry.targetId === created.data.id)).toMatchObject({
      actor: { id: admin.user.id },
      targetName: `Skylight resealing ${word}`,
    });
    const products = await get<Product[]>('/products?kind=service&limit=100');
    const pages = products.body.meta.totalPages;
    const all = [...products.body.data];
    for (let page = 2; page <= pages; page += 1) {
      all.push(
        ...(await get<Product[]>(`/products?kind=service&limit=100&page=${page}`)).body.data,
      );
    }
    expect(all.find((p) => p.serviceId === created.data.id)).toMatchObject({
      kind: 'service',
      name: created.data.name,
      priceCents: 32900,
      interval: null,
      maintenancePlanId: null,
    });
  });

  it('refuses an invalid body with the field named', async () => {
    const { status, body: error } = await createService({ kind: 'home', priceCents: -1 });
    expect(status).toBe(400);
    expect((error as unknown as { message: string }).message).toMatch(/name/);
  });
});

describe('GET /products', () => {
  it('gives every plan its product, and nothing else a plan id', async () => {
    const plans = (await get<MaintenancePlan[]>('/maintenance-plans')).body.data;
    const { body } = await get<Product[]>('/products?kind=maintenance_plan');
    expect(body.data.every((p) => p.kind === 'maintenance_plan')).toBe(true);
    for (const plan of plans) {
      expect(body.data.find((p) => p.maintenancePlanId === plan.id)).toMatchObject({
        priceCents: plan.priceCents,
        currency: plan.currency,
        interval: 'month',
      });
    }
    const custom = await get<Product[]>('/products?kind=custom_maintenance_request');
    expect(custom.body.data).toHaveLength(1);
    expect(custom.body.data[0]!.maintenancePlanId).toBeNull();
  });

  it('lists every kind without a filter, and refuses an unknown kind', async () => {
    const { body } = await get<Product[]>('/products?limit=100');
    expect(new Set(body.data.map((p) => p.kind))).toEqual(
      new Set(['maintenance_plan', 'custom_maintenance_request', 'service']),
    );
    expect((await errorOf('/products?kind=gift_card')).status).toBe(400);
  });

  it('serves the custom maintenance request product', async () => {
    const { status, body } = await get<Product>('/products/custom-maintenance-request');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      kind: 'custom_maintenance_request',
      interval: null,
      maintenancePlanId: null,
      serviceId: null,
    });
    expect(body.data.priceCents).toBeGreaterThan(0);
  });
});

describe('GET /banners', () => {
  it('lists the active banners in order, with images and links into the app', async () => {
    const { status, body } = await get<Banner[]>('/banners');
    expect(status).toBe(200);
    expect(body.meta).toMatchObject({ page: 1, limit: 20, totalPages: 1 });
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    for (const banner of body.data) {
      expect(banner.imageUrl).toMatch(/^\/banners\/[a-z-]+\.svg$/);
      expect(banner.linkUrl).toMatch(/^\//);
    }
    const second = await get<Banner[]>('/banners?page=2&limit=1');
    expect(second.body.data).toEqual([body.data[1]]);
    expect(second.body.meta.totalPages).toBe(body.data.length);
  });
});
