import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminBanner,
  AdminPlan,
  AdminProduct,
  AdminService,
  Banner,
  MaintenancePlan,
  Product,
  Service,
} from '@homekeep/contracts/catalog';
import type { List } from '@homekeep/contracts/common';
import { operator } from '../../../test/admin';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp } from '../../../test/users';

let t: TestApp;
let call: ApiCaller;
let ops: Awaited<ReturnType<typeof operator>>;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  ops = await operator(t.app, t.db);
});
afterAll(() => t.close());

// Names that sort after every seeded one: other test files walk the public pages meanwhile.
const unique = (label: string) => `zzz ${label} ${Math.random().toString(36).slice(2, 8)}`;
const serviceBody = (name: string, changes: object = {}) => ({
  name,
  kind: 'home',
  description: 'Flushes the water heater and checks its anode.',
  priceCents: 14900,
  imageUrl: '/api/v1/files/00000000-0000-4000-8000-000000000000/content',
  ...changes,
});

describe('services', () => {
  it('adds a service that residents then find, with its product and an audit entry', async () => {
    const name = unique('Water heater flush');
    const created = await call<{ data: AdminService }>(
      'POST',
      '/admin/services',
      ops.token,
      serviceBody(name),
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name, active: true, priceCents: 14900 });

    const resident = await signUp(t.app, { role: 'resident' });
    const found = await call<List<Service>>(
      'GET',
      `/services?global=${encodeURIComponent(name)}`,
      resident.token,
    );
    expect(found.body.data.map((s) => s.id)).toEqual([created.body.data.id]);
    const products = await call<List<Product>>(
      'GET',
      '/products?kind=service&limit=100',
      undefined,
    );
    const sold = await call<List<AdminProduct>>(
      'GET',
      `/admin/products?global=${encodeURIComponent(name)}`,
      ops.token,
    );
    expect(sold.body.data).toEqual([
      expect.objectContaining({
        kind: 'service',
        serviceId: created.body.data.id,
        priceCents: 14900,
      }),
    ]);
    expect(products.status).toBe(200);

    const [entry] = await ops.auditOf(created.body.data.id);
    expect(entry).toMatchObject({
      action: 'service.create',
      targetType: 'service',
      targetName: created.body.data.name,
      actor: { id: ops.user.id },
      before: null,
      after: expect.objectContaining({ name }),
      address: '127.0.0.1',
    });
  });

  it('hides a service set inactive from public reads, keeps it for operators, and syncs its product', async () => {
    const name = unique('Chimney sweep');
    const { body } = await call<{ data: AdminService }>(
      'POST',
      '/admin/services',
      ops.token,
      serviceBody(name),
    );
    const id = body.data.id;
    const updated = await call<{ data: AdminService }>(
      'PUT',
      `/admin/services/${id}`,
      ops.token,
      serviceBody(name, { active: false, priceCents: 9900 }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ active: false, priceCents: 9900 });
    expect((await call('GET', `/services/${id}`)).status).toBe(404);
    const search = await call<List<Service>>('GET', `/services?global=${encodeURIComponent(name)}`);
    expect(search.body.data).toEqual([]);
    const listed = await call<List<AdminService>>(
      'GET',
      `/admin/services?active=false&global=${encodeURIComponent(name)}`,
      ops.token,
    );
    expect(listed.body.data.map((s) => s.id)).toEqual([id]);
    const product = await call<List<AdminProduct>>(
      'GET',
      `/admin/products?global=${encodeURIComponent(name)}`,
      ops.token,
    );
    expect(product.body.data[0]).toMatchObject({ active: false, priceCents: 9900 });
    const entries = await ops.auditOf(id);
    expect(entries[0]).toMatchObject({
      action: 'service.update',
      before: expect.objectContaining({ active: true, priceCents: 14900 }),
      after: expect.objectContaining({ active: false, priceCents: 9900 }),
    });
    expect(
      (await call('PUT', `/admin/services/${crypto.randomUUID()}`, ops.token, serviceBody(name)))
        .status,
    ).toBe(404);
  });

  it('sorts and pages the operators list', async () => {
    const page = await call<List<AdminService>>(
      'GET',
      '/admin/services?sort=priceCents&order=desc&limit=2&page=2',
      ops.token,
    );
    expect(page.status).toBe(200);
    expect(page.body.meta).toMatchObject({ page: 2, limit: 2 });
    const prices = (
      await call<List<AdminService>>(
        'GET',
        '/admin/services?sort=priceCents&order=desc&limit=100',
        ops.token,
      )
    ).body.data.map((s) => s.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });
});

describe('plans and products', () => {
  it('adds a plan with its product; a plan set inactive leaves the public plans', async () => {
    const name = unique('Estate plan');
    const created = await call<{ data: AdminPlan }>('POST', '/admin/maintenance-plans', ops.token, {
      name,
      // Last and dearest, monthly: the public plan list stays as other tests expect it.
      priceCents: 99900,
      interval: 'month',
      sortOrder: 9999,
      features: ['Four visits a year', 'Priority booking'],
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const plans = async () =>
      (await call<List<MaintenancePlan>>('GET', '/maintenance-plans?limit=100')).body.data.map(
        (p) => p.id,
      );
    expect(await plans()).toContain(id);
    const product = await call<List<Product>>('GET', '/products?kind=maintenance_plan&limit=100');
    expect(product.body.data.find((p) => p.maintenancePlanId === id)).toMatchObject({
      priceCents: 99900,
      interval: 'month',
    });

    await call('PUT', `/admin/maintenance-plans/${id}`, ops.token, {
      ...created.body.data,
      active: false,
    });
    expect(await plans()).not.toContain(id);
    const again = await call('POST', '/admin/maintenance-plans', ops.token, {
      name,
      priceCents: 1,
      interval: 'month',
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'catalog.plan_name_taken' } });
  });

  it("keeps a plan product's price with its plan, and the custom-request product unique", async () => {
    const products = await call<List<AdminProduct>>('GET', '/admin/products?limit=100', ops.token);
    const planProduct = products.body.data.find((p) => p.kind === 'maintenance_plan')!;
    const reprice = await call('PUT', `/admin/products/${planProduct.id}`, ops.token, {
      priceCents: 1,
    });
    expect(reprice).toMatchObject({
      status: 409,
      body: { code: 'catalog.product_follows_source' },
    });
    const custom = products.body.data.find((p) => p.kind === 'custom_maintenance_request')!;
    const changed = await call<{ data: AdminProduct }>(
      'PUT',
      `/admin/products/${custom.id}`,
      ops.token,
      { description: 'Anything not on the list, priced by the job.' },
    );
    expect(changed.body.data).toMatchObject({
      description: 'Anything not on the list, priced by the job.',
      priceCents: custom.priceCents,
    });
    const second = await call('POST', '/admin/products', ops.token, {
      kind: 'custom_maintenance_request',
      name: 'Another',
      priceCents: 100,
    });
    expect(second).toMatchObject({ status: 409, body: { code: 'catalog.product_exists' } });
    const unlinked = await call('POST', '/admin/products', ops.token, {
      kind: 'service',
      name: 'Loose',
      priceCents: 100,
    });
    expect(unlinked.status).toBe(400);
    expect((await ops.auditOf(custom.id))[0]).toMatchObject({ action: 'product.update' });
  });
});

describe('banners', () => {
  it('adds a banner shown to visitors until it is set inactive', async () => {
    const title = unique('Autumn gutter week');
    const created = await call<{ data: AdminBanner }>('POST', '/admin/banners', ops.token, {
      title,
      imageUrl: '/banners/spring-check-up.svg',
      linkUrl: '/contact-us',
      sortOrder: 9999,
    });
    expect(created.status).toBe(201);
    const shown = async () =>
      (await call<List<Banner>>('GET', '/banners?limit=100')).body.data.map((b) => b.title);
    expect(await shown()).toContain(title);
    const hidden = await call('PUT', `/admin/banners/${created.body.data.id}`, ops.token, {
      ...created.body.data,
      active: false,
    });
    expect(hidden.status).toBe(200);
    expect(await shown()).not.toContain(title);
    expect((await ops.auditOf(created.body.data.id)).map((e) => e.action)).toEqual([
      'banner.update',
      'banner.create',
    ]);
  });
});
