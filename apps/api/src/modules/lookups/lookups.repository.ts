import { and, asc, eq, ilike, like, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { LookupQuery } from '@homekeep/contracts/lookups';
import type { Executor } from '../../db/database';
import { cappedCount, cappedTotal, matchingRow, type Limitable } from '../../db/capped-count';
import {
  cities,
  companyTypes,
  countries,
  equipments,
  licenseTypes,
  states,
  vehicleTypes,
  vendorTypes,
  zipCodes,
} from '../../db/schema';
import { countCapOf, likePattern, rowsWithTotal } from '../../lib/pagination';
import { pageLimit, pageOffset } from '../../db/statement-literals';

/** The lists that are nothing but {id, name}, by the path that serves them. */
export const simpleLookups = {
  'vendor-types': vendorTypes,
  'license-types': licenseTypes,
  'company-types': companyTypes,
  'vehicle-types': vehicleTypes,
  equipments,
} as const;
export type SimpleLookup = keyof typeof simpleLookups;

const nameMatches = (column: Column, global: string | undefined) =>
  global ? ilike(column, likePattern(global)) : undefined;

/** `nameMatches` on a name kept in lower case too: the same matches, the pattern lowered once. */
const foldedNameMatches = (folded: Column, global: string | undefined) =>
  global ? like(folded, sql`lower(${likePattern(global)})`) : undefined;

/**
 * A lookup's page and its capped total in one statement (`page` selects `total` with its rows),
 * counted to a search's cap when the query has a word; an empty page counts apart.
 */
function pageWithTotal<T extends { total: number }>(
  db: Executor,
  query: LookupQuery,
  matching: Limitable,
  page: (total: SQL.Aliased<number>) => Promise<T[]>,
) {
  const cap = countCapOf(query);
  return rowsWithTotal(page(cappedTotal(db, matching, cap)), () => cappedCount(db, matching, cap));
}

export function listSimple(db: Executor, list: SimpleLookup, query: LookupQuery) {
  const table = simpleLookups[list] as typeof vendorTypes;
  const where = nameMatches(table.name, query.global);
  return pageWithTotal(db, query, db.select(matchingRow).from(table).where(where), (total) =>
    db
      .select({ id: table.id, name: table.name, total })
      .from(table)
      .where(where)
      .orderBy(asc(table.name))
      .limit(pageLimit(query))
      .offset(pageOffset(query)),
  );
}

export function listCountries(db: Executor, query: LookupQuery) {
  const where = query.global
    ? or(
        ilike(countries.name, likePattern(query.global)),
        eq(countries.code, query.global.toUpperCase()),
      )
    : undefined;
  return pageWithTotal(db, query, db.select(matchingRow).from(countries).where(where), (total) =>
    db
      .select({ id: countries.id, name: countries.name, code: countries.code, total })
      .from(countries)
      .where(where)
      .orderBy(asc(countries.name), asc(countries.id))
      .limit(pageLimit(query))
      .offset(pageOffset(query)),
  );
}

export function listStates(db: Executor, query: LookupQuery & { countryId?: number | undefined }) {
  const where = and(
    query.countryId === undefined ? undefined : eq(states.countryId, query.countryId),
    nameMatches(states.name, query.global),
  );
  return pageWithTotal(db, query, db.select(matchingRow).from(states).where(where), (total) =>
    db
      .select({
        id: states.id,
        name: states.name,
        code: states.code,
        countryId: states.countryId,
        total,
      })
      .from(states)
      .where(where)
      .orderBy(asc(states.name), asc(states.id))
      .limit(pageLimit(query))
      .offset(pageOffset(query)),
  );
}

export function listCities(db: Executor, query: LookupQuery & { stateId?: number | undefined }) {
  const where = and(
    query.stateId === undefined ? undefined : eq(cities.stateId, query.stateId),
    foldedNameMatches(cities.nameFolded, query.global),
  );
  return pageWithTotal(db, query, db.select(matchingRow).from(cities).where(where), (total) =>
    db
      .select({ id: cities.id, name: cities.name, stateId: cities.stateId, total })
      .from(cities)
      .where(where)
      .orderBy(asc(cities.name), asc(cities.id))
      .limit(pageLimit(query))
      .offset(pageOffset(query)),
  );
}

export interface ZipCodeFilter extends LookupQuery {
  stateId?: number | undefined;
  cityId?: number | undefined;
}

/** Zip codes in byte order: the order of `zip_codes_code_prefix_idx`, where a prefix is a range. */
const codeInBytes = sql`${zipCodes.code} collate "C"`;

export function listZipCodes(db: Executor, query: ZipCodeFilter) {
  const conditions: (SQL | undefined)[] = [
    query.stateId === undefined ? undefined : eq(zipCodes.stateId, query.stateId),
    query.cityId === undefined ? undefined : eq(zipCodes.cityId, query.cityId),
    // People type a zip code from its start: a prefix match, served by the prefix index.
    query.global ? like(codeInBytes, likePattern(query.global).slice(1)) : undefined,
  ];
  const where = and(...conditions);
  // The page is cut first, so that names are looked up for its rows only.
  const zipPage = db
    .select({
      id: zipCodes.id,
      code: zipCodes.code,
      cityId: zipCodes.cityId,
      stateId: zipCodes.stateId,
    })
    .from(zipCodes)
    .where(where)
    // Zip codes are digits: byte order is the order of the code for every one of them.
    .orderBy(query.global ? asc(codeInBytes) : asc(zipCodes.code))
    .limit(pageLimit(query))
    .offset(pageOffset(query))
    .as('zip_page');
  return pageWithTotal(db, query, db.select(matchingRow).from(zipCodes).where(where), (total) =>
    db
      .select({
        id: zipPage.id,
        code: zipPage.code,
        cityId: zipPage.cityId,
        stateId: zipPage.stateId,
        cityName: cities.name,
        // Looked up by key for each of the page's rows: joined, the 4,953 states were hashed.
        stateCode: sql<string>`(select coalesce(st.code, st.name) from ${states} st
          where st.id = ${zipPage.stateId})`,
        total,
      })
      .from(zipPage)
      .leftJoin(cities, eq(cities.id, zipPage.cityId))
      .orderBy(asc(zipPage.code)),
  );
}
