import type { LookupQuery } from '@homekeep/contracts/lookups';
import type { Database } from '../../db/database';
import { countCapOf, listOf } from '../../lib/pagination';
import * as repository from './lookups.repository';

/** A lookup list that is only names (vendor types, licence types...). */
export type SimpleLookup = repository.SimpleLookup;

export async function listSimpleLookup(
  db: Database,
  list: repository.SimpleLookup,
  query: LookupQuery,
) {
  const { data, total } = await repository.listSimple(db, list, query);
  return listOf(data, query, total, countCapOf(query));
}

export async function listCountries(db: Database, query: LookupQuery) {
  const { data, total } = await repository.listCountries(db, query);
  return listOf(data, query, total, countCapOf(query));
}

export async function listStates(db: Database, query: LookupQuery & { countryId?: number }) {
  const { data, total } = await repository.listStates(db, query);
  return listOf(data, query, total, countCapOf(query));
}

export async function listCities(db: Database, query: LookupQuery & { stateId?: number }) {
  const { data, total } = await repository.listCities(db, query);
  return listOf(data, query, total, countCapOf(query));
}

/** A zip code's name reads "90210 — Beverly Hills, CA", or "12812 — NY" without a known city. */
export const zipCodeName = (zip: { code: string; cityName: string | null; stateCode: string }) =>
  zip.cityName
    ? `${zip.code} — ${zip.cityName}, ${zip.stateCode}`
    : `${zip.code} — ${zip.stateCode}`;

export async function listZipCodes(db: Database, query: repository.ZipCodeFilter) {
  const { data, total } = await repository.listZipCodes(db, query);
  const named = data.map(({ cityName, stateCode, ...zip }) => ({
    ...zip,
    name: zipCodeName({ code: zip.code, cityName, stateCode }),
  }));
  return listOf(named, query, total, countCapOf(query));
}
