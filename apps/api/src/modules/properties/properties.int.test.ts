import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List } from '@homekeep/contracts/common';
import type { Property } from '@homekeep/contracts/properties';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { uploadPng } from '../../../test/uploads';
import { signUp } from '../../../test/users';

let t: TestApp;
let call: ApiCaller;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  owner = (await signUp(t.app, { role: 'resident' })).token;
});
afterAll(() => t.close());

type Item = { data: Property };

const uploadPhoto = (token: string) => uploadPng(t.app, token, 'house.png');

const minimal = {
  name: 'Lake house',
  addressLine1: '12 Shore Road',
  city: 'Madison',
  state: 'WI',
  zipCode: '53703',
};

const create = async (token: string, body: object = minimal) => {
  const response = await call<Item>('POST', '/properties', token, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
};

describe('properties CRUD', () => {
  it('creates a property with defaults, reads it back, lists it', async () => {
    const created = await create(owner);
    expect(created).toMatchObject({
      ...minimal,
      addressLine2: null,
      country: 'US',
      type: 'house',
      sizeSqft: null,
      bedrooms: null,
      bathrooms: null,
      yearBuilt: null,
      notes: null,
      photos: [],
    });
    const read = await call<Item>('GET', `/properties/${created.id}`, owner);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(created);
  });

  it('stores every optional field, with photos in order', async () => {
    const [first, second] = [await uploadPhoto(owner), await uploadPhoto(owner)];
    const created = await create(owner, {
      ...minimal,
      name: '  Downtown condo  ',
      addressLine2: 'Unit 4B',
      zipCode: '53703-1234',
      type: 'condo',
      sizeSqft: 1200,
      bedrooms: 2,
      bathrooms: 1.5,
      yearBuilt: 1998,
      notes: 'Gate code 4455',
      photoFileIds: [second!.id, first!.id],
    });
    expect(created).toMatchObject({
      name: 'Downtown condo',
      addressLine2: 'Unit 4B',
      zipCode: '53703-1234',
      type: 'condo',
      sizeSqft: 1200,
      bedrooms: 2,
      bathrooms: 1.5,
      yearBuilt: 1998,
      notes: 'Gate code 4455',
      photos: [second, first].map((file) => ({ id: file!.id, url: file!.url })),
    });
    const read = await call<Item>('GET', `/properties/${created.id}`, owner);
    expect(read.body.data.photos).toEqual(created.photos);
    const listed = await call<List<Property>>('GET', '/properties?limit=100', owner);
    expect(listed.body.data.find((p) => p.id === created.id)).toEqual(read.body.data);
  });

  it('lists newest first, paged, only the resident own properties', async () => {
    const resident = (await signUp(t.app, { role: 'resident' })).token;
    const names = ['First', 'Second', 'Third'];
    for (const name of names) await create(resident, { ...minimal, name });
    await create(owner, { ...minimal, name: 'Not theirs' });

    const page1 = await call<List<Property>>('GET', '/properties?limit=2', resident);
    expect(page1.status).toBe(200);
    expect(page1.body.data.map((p: Property) => p.name)).toEqual(['Third', 'Second']);
    expect(page1.body.meta).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const page2 = await call<List<Property>>('GET', '/properties?limit=2&page=2', resident);
    expect(page2.body.data.map((p: Property) => p.name)).toEqual(['First']);
    expect((await call('GET', '/properties?limit=101', resident)).status).toBe(400);
  });

  it('replaces a property with PUT, photos included', async () => {
    const photo = await uploadPhoto(owner);
    const created = await create(owner, { ...minimal, bedrooms: 3, photoFileIds: [photo.id] });
    const response = await call<Item>('PUT', `/properties/${created.id}`, owner, {
      ...minimal,
      name: 'Renamed',
      type: 'townhouse',
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: created.id,
      name: 'Renamed',
      type: 'townhouse',
      bedrooms: null,
      photos: [],
      createdAt: created.createdAt,
    });
    expect((await call<Item>('GET', `/properties/${created.id}`, owner)).body.data.name).toBe(
      'Renamed',
    );
  });

  it('deletes with 204, after which it is gone', async () => {
    const created = await create(owner);
    const response = await call('DELETE', `/properties/${created.id}`, owner);
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();
    expect((await call<Item>('GET', `/properties/${created.id}`, owner)).status).toBe(404);
    expect((await call('DELETE', `/properties/${created.id}`, owner)).status).toBe(404);
  });
});

describe('validation', () => {
  it.each([
    [{ name: '' }, 'name is required'],
    [{ city: undefined }, 'city is required'],
    [{ name: 'x'.repeat(201) }, 'name must be at most 200 characters'],
    [{ zipCode: '1234' }, 'zipCode must be a US zip code such as 94107 or 94107-1234'],
    [{ zipCode: '12345-12' }, 'zipCode must be a US zip code such as 94107 or 94107-1234'],
    [
      { type: 'castle' },
      'type must be one of house, apartment, condo, townhouse, commercial, other',
    ],
    [{ sizeSqft: 0 }, 'sizeSqft must be at least 1'],
    [{ bedrooms: 2.5 }, 'bedrooms must be a whole number'],
    [{ bathrooms: 1.25 }, 'bathrooms must be a whole or half number, such as 2 or 2.5'],
    [{ yearBuilt: new Date().getFullYear() + 1 }, 'yearBuilt cannot be in the future'],
    [{ yearBuilt: 1200 }, 'yearBuilt must be at least 1600'],
    [{ notes: 'x'.repeat(5001) }, 'notes must be at most 5000 characters'],
    [{ country: 'USA' }, 'country must be a two-letter country code such as US'],
    [{ photoFileIds: ['not-an-id'] }, 'id must be a valid identifier'],
  ])('answers 400 for %j and creates nothing', async (change, message) => {
    const resident = (await signUp(t.app, { role: 'resident' })).token;
    const response = await call('POST', '/properties', resident, { ...minimal, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect((await call<List<Property>>('GET', '/properties', resident)).body.meta.total).toBe(0);
  });

  it.each([
    [
      { city: 'Madison', state: 'TX', zipCode: '00000' },
      'Zip code 00000 is not a US zip code we know.',
    ],
    [{ city: 'Madison', state: 'TX', zipCode: '53703' }, 'Zip code 53703 is in WI, not TX.'],
    [
      { city: 'Billings', state: 'MT', zipCode: '59401' },
      'Zip code 59401 belongs to Great Falls, MT, not Billings: use Great Falls, or check the zip code.',
    ],
  ])('answers 400 for an address the place data contradicts: %j', async (change, message) => {
    const resident = (await signUp(t.app, { role: 'resident' })).token;
    const response = await call('POST', '/properties', resident, { ...minimal, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await call<List<Property>>('GET', '/properties', resident)).body.meta.total).toBe(0);
  });

  it("accepts a ZIP+4 with its city's name in any case and punctuation", async () => {
    const created = await create(owner, { ...minimal, city: 'MADISON.', zipCode: '53703-1234' });
    expect(created).toMatchObject({ city: 'MADISON.', zipCode: '53703-1234' });
    const saint = await create(owner, {
      ...minimal,
      city: 'St. Paul',
      state: 'MN',
      zipCode: '55102',
    });
    expect(saint).toMatchObject({ city: 'St. Paul', state: 'MN' });
  });

  it('accepts a postcode of another country in its own format', async () => {
    const created = await create(owner, { ...minimal, country: 'ca', zipCode: 'K1A 0B1' });
    expect(created).toMatchObject({ country: 'CA', zipCode: 'K1A 0B1' });
  });

  it('refuses on PUT too, changing nothing', async () => {
    const created = await create(owner);
    const response = await call<Item>('PUT', `/properties/${created.id}`, owner, {
      ...minimal,
      name: 'Changed',
      zipCode: 'abc',
    });
    expect(response.status).toBe(400);
    expect((await call<Item>('GET', `/properties/${created.id}`, owner)).body.data.name).toBe(
      minimal.name,
    );
  });
});

describe('access', () => {
  it('answers 404 for the property of another resident, and leaves it alone', async () => {
    const created = await create(owner);
    const other = (await signUp(t.app, { role: 'resident' })).token;
    expect((await call('GET', `/properties/${created.id}`, other)).status).toBe(404);
    expect((await call('PUT', `/properties/${created.id}`, other, minimal)).status).toBe(404);
    expect((await call('DELETE', `/properties/${created.id}`, other)).status).toBe(404);
    expect((await call<Item>('GET', `/properties/${created.id}`, owner)).status).toBe(200);
    expect((await call('GET', `/properties/${randomUUID()}`, owner)).status).toBe(404);
    expect((await call('GET', '/properties/nope', owner)).status).toBe(400);
  });

  it('answers 400 when a photo is a file someone else uploaded, or unknown', async () => {
    const other = (await signUp(t.app, { role: 'resident' })).token;
    const theirs = await uploadPhoto(other);
    for (const photoFileIds of [[theirs.id], [randomUUID()]]) {
      const response = await call('POST', '/properties', owner, { ...minimal, photoFileIds });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(
        'photoFileIds names files that do not exist or that you did not upload.',
      );
    }
    const created = await create(owner);
    const put = await call('PUT', `/properties/${created.id}`, owner, {
      ...minimal,
      photoFileIds: [theirs.id],
    });
    expect(put.status).toBe(400);
  });

  it('answers 403 to a vendor and 401 without a token', async () => {
    const vendor = (await signUp(t.app, { role: 'vendor' })).token;
    expect((await call('GET', '/properties', vendor)).status).toBe(403);
    expect((await call('POST', '/properties', vendor, minimal)).status).toBe(403);
    expect((await call('GET', '/properties')).status).toBe(401);
    expect((await call('POST', '/properties', undefined, minimal)).status).toBe(401);
  });
});
