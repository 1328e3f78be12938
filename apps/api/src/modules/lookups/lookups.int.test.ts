import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListMeta } from '@homekeep/contracts/common';
import type { City, Country, LookupItem, State, ZipCode } from '@homekeep/contracts/lookups';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { status: response.statusCode, body: response.json() as { data: T[]; meta: ListMeta } };
};
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function unitedStates() {
  const { body } = await get<Country>('/countries?global=us&limit=100');
  return body.data.find((country) => country.code === 'US')!;
}
async function california() {
  const us = await unitedStates();
  const { body } = await get<State>(`/states?countryId=${us.id}&global=california`);
  return body.data.find((state) => state.code === 'CA')!;
}

describe('simple lookup lists', () => {
  const lists = ['vendor-types', 'license-types', 'company-types', 'vehicle-types', 'equipments'];

  it.each(lists)('/%s pages {id, name} ordered by name', async (list) => {
    const { status, body } = await get<LookupItem>(`/${list}`);
    expect(status).toBe(200);
    expect(body.meta.page).toBe(1);
    expect(body.meta.limit).toBe(20);
    expect(body.meta.total).toBeGreaterThanOrEqual(8);
    expect(body.meta.totalPages).toBe(Math.ceil(body.meta.total / 20));
    expect(body.data.length).toBe(Math.min(20, body.meta.total));
    expect(Object.keys(body.data[0]!).sort()).toEqual(['id', 'name']);
    const names = body.data.map((item) => item.name);
    expect(names).toEqual([...names].sort(byName));
  });

  it('filters by `global` anywhere in the name, ignoring case', async () => {
    const { body } = await get<LookupItem>('/vendor-types?global=CONTRACT');
    expect(body.data.map((item) => item.name)).toEqual(['General contractor']);
    const trucks = await get<LookupItem>('/vehicle-types?global=truck');
    expect(trucks.body.meta.total).toBeGreaterThanOrEqual(5);
    expect(trucks.body.data.every((item) => /truck/i.test(item.name))).toBe(true);
  });

  it('refuses a limit over 100 and a page under 1', async () => {
    const tooMany = await t.app.inject({ method: 'GET', url: '/api/v1/equipments?limit=101' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('limit must be at most 100');
    const pageZero = await t.app.inject({ method: 'GET', url: '/api/v1/company-types?page=0' });
    expect(pageZero.statusCode).toBe(400);
  });
});

describe('places', () => {
  it('lists every country with its code', async () => {
    const { body } = await get<Country>('/countries?limit=100');
    expect(body.meta.total).toBeGreaterThanOrEqual(245);
    expect(body.data[0]).toMatchObject({ name: 'Afghanistan', code: 'AF' });
    expect(await unitedStates()).toMatchObject({ name: 'United States', code: 'US' });
  });

  it('lists the states of a country: the US has 50 states and more', async () => {
    const us = await unitedStates();
    const { body } = await get<State>(`/states?countryId=${us.id}&limit=100`);
    expect(body.meta.total).toBeGreaterThanOrEqual(51);
    expect(body.data.every((state) => state.countryId === us.id)).toBe(true);
    const codes = body.data.map((state) => state.code);
    expect(codes).toEqual(expect.arrayContaining(['CA', 'NY', 'TX', 'DC']));
  });

  it('offers only the states and territories people live in, each with zip codes', async () => {
    const us = await unitedStates();
    const { body } = await get<State>(`/states?countryId=${us.id}&limit=100`);
    const codes = body.data.map((state) => state.code);
    // 50 states, the District of Columbia and the five inhabited territories.
    expect(body.meta.total).toBe(56);
    expect(codes).toEqual(expect.arrayContaining(['DC', 'PR', 'GU', 'VI', 'AS', 'MP']));
    expect(codes.filter((code) => code?.startsWith('UM'))).toEqual([]);
    const names = body.data.map((state) => state.name);
    expect(names).not.toContain('Baker Island');
    expect(names).not.toContain('Kingman Reef');
    const islands = await get<State>(`/states?countryId=${us.id}&global=island`);
    expect(islands.body.data.map((state) => state.name)).toEqual([
      'Northern Mariana Islands',
      'Rhode Island',
      'United States Virgin Islands',
    ]);

    // Every state offered has zip codes, and every zip code belongs to a state offered.
    for (const state of body.data) {
      const zips = await get<ZipCode>(`/zip-codes?stateId=${state.id}&limit=1`);
      expect(zips.body.meta.total, state.name).toBeGreaterThan(0);
    }
    const offered = new Set(body.data.map((state) => state.id));
    const guam = await get<ZipCode>('/zip-codes?global=969&limit=100');
    expect(guam.body.data.length).toBeGreaterThan(0);
    expect(guam.body.data.every((zip) => offered.has(zip.stateId))).toBe(true);
  });

  it('lists the cities of a state by name, and finds cities anywhere by `global`', async () => {
    const ca = await california();
    const { body } = await get<City>(`/cities?stateId=${ca.id}&limit=100`);
    // More than the counting cap: the total says "at least 1,000".
    expect(body.meta).toMatchObject({ total: 1000, totalIsEstimate: true });
    expect(body.data.every((city) => city.stateId === ca.id)).toBe(true);
    const names = body.data.map((city) => city.name);
    expect(names).toEqual([...names].sort(byName));

    const san = await get<City>(`/cities?stateId=${ca.id}&global=SAN FRAN`);
    expect(san.body.data.map((city) => city.name)).toContain('San Francisco');
    // A search counts to 100: a common word says "at least 100", not "at least 1,000".
    const everywhere = await get<City>('/cities?global=san&limit=20');
    expect(everywhere.body.meta).toMatchObject({
      total: 100,
      totalIsEstimate: true,
      totalPages: 5,
    });
    expect(everywhere.body.data.every((city) => /san/i.test(city.name))).toBe(true);
    const deeper = await get<City>('/cities?global=san&limit=20&page=8');
    expect(deeper.body.data).toHaveLength(20);
    expect(deeper.body.meta).toMatchObject({ total: 161, totalPages: 9, totalIsEstimate: true });
  });

  it('finds by the lowered copy of a city name exactly the cities ILIKE finds', async () => {
    const ca = await california();
    for (const word of ['SAN FRAN', 'san', 'CAÑA', 'st. ', "o'", '100%', 'a_b', 'lake\\']) {
      const found = await get<City>(
        `/cities?stateId=${ca.id}&global=${encodeURIComponent(word)}&limit=100`,
      );
      const escaped = word.replace(/[\\%_]/g, (c) => `\\${c}`);
      const expected = (await t.db.execute(sql`
        select id from cities where state_id = ${ca.id} and name ilike ${`%${escaped}%`}
        order by name, id limit 100`)) as unknown as { rows: { id: number }[] };
      expect(
        found.body.data.map((city) => city.id),
        word,
      ).toEqual(expected.rows.map((row) => row.id));
    }
  });

  it('lists the zip codes of a state in code order, named with their city', async () => {
    const ca = await california();
    const { body } = await get<ZipCode>(`/zip-codes?stateId=${ca.id}&limit=100`);
    expect(body.meta).toMatchObject({ total: 1000, totalIsEstimate: true, totalPages: 10 });
    expect(body.data.every((zip) => zip.stateId === ca.id && /^9\d{4}$/.test(zip.code))).toBe(true);
    const codes = body.data.map((zip) => zip.code);
    expect(codes).toEqual([...codes].sort());

    const beverly = await get<ZipCode>(`/zip-codes?stateId=${ca.id}&global=90210`);
    expect(beverly.body.data).toHaveLength(1);
    expect(beverly.body.data[0]).toMatchObject({
      code: '90210',
      name: '90210 — Beverly Hills, CA',
      stateId: ca.id,
    });
  });

  it('lists the zip codes of a city', async () => {
    const ca = await california();
    const [beverlyHills] = (await get<City>(`/cities?stateId=${ca.id}&global=beverly hills`)).body
      .data;
    const { body } = await get<ZipCode>(`/zip-codes?cityId=${beverlyHills!.id}`);
    expect(body.data.map((zip) => zip.code)).toContain('90210');
    expect(body.data.every((zip) => zip.cityId === beverlyHills!.id)).toBe(true);
  });

  it('refuses an id that is not a positive whole number', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/cities?stateId=abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/stateId/);
  });
});
