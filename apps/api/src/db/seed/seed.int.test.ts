import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { cities, countries, maintenancePlans, zipCodes } from '../schema';
import { seedDatabase } from './seed';

// Records which place-data packages get imported, while still loading the real ones.
const imported = vi.hoisted(() => new Set<string>());
vi.mock('country-state-city', async (original) => {
  imported.add('country-state-city');
  return original();
});
vi.mock('zipcodes', async (original) => {
  imported.add('zipcodes');
  return original();
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const counts = async () => ({
  plans: (await t.db.select({ n: count() }).from(maintenancePlans))[0]!.n,
  countries: (await t.db.select({ n: count() }).from(countries))[0]!.n,
  cities: (await t.db.select({ n: count() }).from(cities))[0]!.n,
  zipCodes: (await t.db.select({ n: count() }).from(zipCodes))[0]!.n,
});

describe('seedDatabase', () => {
  it('loads real place data once and leaves a seeded database as it is', async () => {
    const before = await counts();
    expect(before.countries).toBeGreaterThanOrEqual(245);
    expect(before.cities).toBeGreaterThan(140_000);
    expect(before.zipCodes).toBeGreaterThan(40_000);

    await expect(seedDatabase(t.db)).resolves.toBe(false);
    await expect(seedDatabase(t.db)).resolves.toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('on a seeded database, answers false at once without importing the place data', async () => {
    const started = performance.now();
    await expect(seedDatabase(t.db)).resolves.toBe(false);
    await expect(seedDatabase(t.db)).resolves.toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
    expect([...imported]).toEqual([]);
  });
});
