import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List } from '@homekeep/contracts/common';
import type { LookupItem } from '@homekeep/contracts/lookups';
import type { Vehicle, VendorEquipment } from '@homekeep/contracts/vendors';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp } from '../../../test/users';
import { apiCaller, type ApiCaller, firstOf } from '../../../test/api';

let t: TestApp;
let call: ApiCaller;
let vehicleType: LookupItem;
let equipment: LookupItem[];
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  [vehicleType] = (await firstOf(t.app, 'vehicle-types', 1)) as [LookupItem];
  equipment = await firstOf(t.app, 'equipments', 3);
});
afterAll(() => t.close());

const vendor = () => signUp(t.app, { role: 'vendor' });
const vehicleBody = (changes: object = {}) => ({
  data: {
    vehicleTypeId: vehicleType.id,
    make: 'Ford',
    model: 'Transit',
    year: 2021,
    licensePlate: '7abc 123',
    ...changes,
  },
});
const addVehicle = (token: string, changes: object = {}) =>
  call<{ data: Vehicle }>('POST', '/vendor-vehicles/add', token, vehicleBody(changes));

describe('vehicles', () => {
  it('registers a vehicle with its plate upper-cased, then lists and shows it', async () => {
    const { token } = await vendor();
    const { status, body } = await addVehicle(token, { licensePlate: '  7abc   123 ' });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      vehicleTypeId: vehicleType.id,
      vehicleTypeName: vehicleType.name,
      make: 'Ford',
      model: 'Transit',
      year: 2021,
      licensePlate: '7ABC 123',
    });
    const listed = await call<List<Vehicle>>('GET', '/vendor-vehicles', token);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      data: [body.data],
      meta: { page: 1, limit: 20, total: 1, totalPages: 1 },
    });
    const one = await call<{ data: Vehicle }>('GET', `/vehicles/${body.data.id}`, token);
    expect(one).toEqual({ status: 200, body: { data: body.data } });
  });

  it('pages the list, oldest first', async () => {
    const { token } = await vendor();
    for (const plate of ['A1', 'B2', 'C3']) await addVehicle(token, { licensePlate: plate });
    const second = await call<List<Vehicle>>('GET', '/vendor-vehicles?page=2&limit=2', token);
    expect(second.body.data.map((v) => v.licensePlate)).toEqual(['C3']);
    expect(second.body.meta).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect((await call('GET', '/vendor-vehicles?limit=101', token)).status).toBe(400);
  });

  it('answers 409 for a plate the vendor already registered, in any spelling', async () => {
    const { token } = await vendor();
    expect((await addVehicle(token)).status).toBe(201);
    const again = await addVehicle(token, { licensePlate: '7ABC  123' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'You have already registered a vehicle with licence plate 7ABC 123.',
    );
    // Another vendor may hold the same plate text (plates repeat across states).
    expect((await addVehicle((await vendor()).token)).status).toBe(201);
  });

  it('validates the vehicle with readable messages', async () => {
    const { token } = await vendor();
    const message = async (changes: object) => (await addVehicle(token, changes)).body.message;
    expect(await message({ year: 1900 })).toBe('year must be 1950 or later');
    expect(await message({ year: new Date().getUTCFullYear() + 2 })).toBe(
      'year must not be later than next year',
    );
    expect(await message({ year: 2020.5 })).toBe('year must be a whole number');
    expect(await message({ make: '' })).toBe('make is required');
    expect(await message({ licensePlate: 'AB#12' })).toBe(
      'licensePlate may hold only letters, digits, spaces and dashes',
    );
    expect(await message({ licensePlate: 'X'.repeat(13) })).toBe(
      'licensePlate must be at most 12 characters',
    );
    expect(await message({ vehicleTypeId: 999999 })).toBe(
      'vehicleTypeId must be one of the listed vehicle types.',
    );
    const noData = await call('POST', '/vendor-vehicles/add', token, { vehicleTypeId: 1 });
    expect(noData).toMatchObject({ status: 400, body: { message: 'data is required' } });
    const listed = await call<List<Vehicle>>('GET', '/vendor-vehicles', token);
    expect(listed.body.meta.total).toBe(0);
  });

  it("answers 404 for another vendor's vehicle, and for an unknown one", async () => {
    const owner = await vendor();
    const intruder = await vendor();
    const { body } = await addVehicle(owner.token);
    expect((await call('GET', `/vehicles/${body.data.id}`, intruder.token)).status).toBe(404);
    expect((await call('DELETE', `/vendor-vehicles/${body.data.id}`, intruder.token)).status).toBe(
      404,
    );
    expect((await call('GET', `/vehicles/${randomUUID()}`, owner.token)).status).toBe(404);
    expect((await call('GET', '/vehicles/nope', owner.token)).status).toBe(400);
    expect((await call('GET', `/vehicles/${body.data.id}`, owner.token)).status).toBe(200);
  });

  it('removes a vehicle with 204, after which it is gone', async () => {
    const { token } = await vendor();
    const { body } = await addVehicle(token);
    const removed = await call('DELETE', `/vendor-vehicles/${body.data.id}`, token);
    expect(removed.status).toBe(204);
    expect((await call('GET', `/vehicles/${body.data.id}`, token)).status).toBe(404);
    expect((await call('DELETE', `/vendor-vehicles/${body.data.id}`, token)).status).toBe(404);
    // The plate is free again.
    expect((await addVehicle(token)).status).toBe(201);
  });

  it('is for vendors: 401 without a token, 403 for a resident', async () => {
    const resident = await signUp(t.app, { role: 'resident' });
    const id = randomUUID();
    for (const [method, url, body] of [
      ['GET', '/vendor-vehicles', undefined],
      ['GET', `/vehicles/${id}`, undefined],
      ['POST', '/vendor-vehicles/add', vehicleBody()],
      ['DELETE', `/vendor-vehicles/${id}`, undefined],
    ] as const) {
      expect((await call(method, url, undefined, body)).status).toBe(401);
      expect((await call(method, url, resident.token, body)).status).toBe(403);
    }
  });
});

describe('equipment', () => {
  const add = (token: string, equipmentIds: unknown) =>
    call<{ data: VendorEquipment[] }>('POST', '/vendor-equipments/add', token, {
      data: { equipmentIds },
    });

  it('adds equipment, ignores pieces already listed, and lists them by name', async () => {
    const { token } = await vendor();
    const [a, b, c] = equipment as [LookupItem, LookupItem, LookupItem];
    const first = await add(token, [a.id, b.id, a.id]);
    expect(first.status).toBe(201);
    expect(first.body.data.map((e) => e.name)).toEqual([a.name, b.name]);
    const second = await add(token, [b.id, c.id]);
    expect(second.status).toBe(201);
    expect(second.body.data.map((e) => e.equipmentId)).toEqual([b.id, c.id]);
    expect(second.body.data[0]!.addedAt).toBe(first.body.data[1]!.addedAt);

    const listed = await call<List<VendorEquipment>>('GET', '/vendor-equipments', token);
    expect(listed.body.data.map((e) => e.name)).toEqual([a.name, b.name, c.name]);
    expect(listed.body.meta).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    const paged = await call<List<VendorEquipment>>(
      'GET',
      '/vendor-equipments?limit=2&page=2',
      token,
    );
    expect(paged.body.data.map((e) => e.name)).toEqual([c.name]);
  });

  it('refuses unknown or malformed ids and adds nothing', async () => {
    const { token } = await vendor();
    const unknown = await add(token, [equipment[0]!.id, 999999]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('This equipment does not exist: 999999.');
    expect((await add(token, [])).status).toBe(400);
    expect((await add(token, ['drill'])).status).toBe(400);
    expect((await call('POST', '/vendor-equipments/add', token, {})).body.message).toBe(
      'data is required',
    );
    const listed = await call<List<VendorEquipment>>('GET', '/vendor-equipments', token);
    expect(listed.body.meta.total).toBe(0);
  });

  it('removes a piece with 204, and 404 when it is not on the list', async () => {
    const owner = await vendor();
    const other = await vendor();
    const piece = equipment[0]!;
    await add(owner.token, [piece.id]);
    expect((await call('DELETE', `/vendor-equipments/${piece.id}`, other.token)).status).toBe(404);
    expect((await call('DELETE', `/vendor-equipments/${piece.id}`, owner.token)).status).toBe(204);
    expect((await call('DELETE', `/vendor-equipments/${piece.id}`, owner.token)).status).toBe(404);
    expect((await call('DELETE', '/vendor-equipments/abc', owner.token)).status).toBe(400);
    const listed = await call<List<VendorEquipment>>('GET', '/vendor-equipments', owner.token);
    expect(listed.body.data).toEqual([]);
  });

  it("keeps each vendor's list to itself", async () => {
    const owner = await vendor();
    const other = await vendor();
    await add(owner.token, [equipment[0]!.id]);
    const listed = await call<List<VendorEquipment>>('GET', '/vendor-equipments', other.token);
    expect(listed.body.meta.total).toBe(0);
  });

  it('is for vendors: 401 without a token, 403 for a resident', async () => {
    const resident = await signUp(t.app, { role: 'resident' });
    const body = { data: { equipmentIds: [equipment[0]!.id] } };
    for (const [method, url, payload] of [
      ['GET', '/vendor-equipments', undefined],
      ['POST', '/vendor-equipments/add', body],
      ['DELETE', `/vendor-equipments/${equipment[0]!.id}`, undefined],
    ] as const) {
      expect((await call(method, url, undefined, payload)).status).toBe(401);
      expect((await call(method, url, resident.token, payload)).status).toBe(403);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every vendor route, removals included', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = (response.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths['/api/v1/vendors/profile/{id}'] ?? {})).toContain('put');
    expect(Object.keys(paths['/api/v1/vendor-vehicles/{id}'] ?? {})).toContain('delete');
    expect(Object.keys(paths['/api/v1/vendor-equipments/{equipmentId}'] ?? {})).toContain('delete');
    for (const path of [
      '/vendor-vehicles',
      '/vehicles/{id}',
      '/vendor-equipments',
      '/vendors/profile',
    ])
      expect(Object.keys(paths[`/api/v1${path}`] ?? {})).toContain('get');
  });
});
