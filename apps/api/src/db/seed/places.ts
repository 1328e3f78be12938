import { City, Country, State } from 'country-state-city';
import { eq, inArray, sql } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import type { Executor } from '../database';
import { cities, countries, states, zipCodes } from '../schema';
import { insertMany, loadWithIndexesRebuilt } from './batches';
import { isInhabitedState } from './inhabited-states';
import { cityIndex, linkZipCodes, type ZipSource } from './zip-links';

const stateKey = (countryCode: string, stateCode: string) => `${countryCode}:${stateCode}`;

async function seedCountries(db: Executor) {
  await insertMany(
    db,
    countries,
    Country.getAllCountries().map((c) => ({ code: c.isoCode, name: c.name })),
  );
  const rows = await db.select({ id: countries.id, code: countries.code }).from(countries);
  return new Map(rows.map((c) => [c.code, c.id]));
}

/** Returns the state ids keyed by "<country code>:<state code>". */
async function seedStates(db: Executor, countryIds: Map<string, number>) {
  const seen = new Set<string>();
  const rows = State.getAllStates().flatMap((s) => {
    if (!isInhabitedState(s)) return [];
    const countryId = countryIds.get(s.countryCode);
    const key = stateKey(s.countryCode, s.isoCode);
    if (countryId === undefined || seen.has(key)) return [];
    seen.add(key);
    return [{ countryId, code: s.isoCode, name: s.name }];
  });
  await loadWithIndexesRebuilt(db, states, rows);
  const stored = await db
    .select({ id: states.id, code: states.code, countryCode: countries.code })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId));
  return new Map(stored.map((s) => [stateKey(s.countryCode, s.code ?? ''), s.id]));
}

async function seedCities(db: Executor, stateIds: Map<string, number>) {
  const rows = City.getAllCities().flatMap((c) => {
    const stateId = stateIds.get(stateKey(c.countryCode, c.stateCode));
    return stateId === undefined ? [] : [{ stateId, name: c.name }];
  });
  await loadWithIndexesRebuilt(db, cities, rows);
}

async function seedZipCodes(db: Executor, stateIds: Map<string, number>) {
  const usStates = new Map<string, number>();
  for (const [key, id] of stateIds) {
    if (key.startsWith('US:')) usStates.set(key.slice(3), id);
  }
  const usCities = await db
    .select({ id: cities.id, stateId: cities.stateId, name: cities.name })
    .from(cities)
    .where(inArray(cities.stateId, [...usStates.values()]));
  const source = Object.values(zipcodes.codes) as ZipSource[];
  await loadWithIndexesRebuilt(db, zipCodes, linkZipCodes(source, usStates, cityIndex(usCities)));
}

/** All countries, their states and cities, and the US zip codes linked to them. */
export async function seedPlaces(db: Executor) {
  const countryIds = await seedCountries(db);
  const stateIds = await seedStates(db, countryIds);
  await seedCities(db, stateIds);
  await seedZipCodes(db, stateIds);
  // PGlite runs no autovacuum: without statistics its planner would guess at these tables.
  await db.execute(sql`ANALYZE countries, states, cities, zip_codes`);
}
