import { and, asc, eq, gte, ilike, like, lt, or, sql } from 'drizzle-orm';
import type { LookupQuery } from '@homekeep/contracts/lookups';
import type { Executor } from '../../db/database';
import { matchingRow } from '../../db/capped-count';
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
import { COUNT_CAP, SEARCH_COUNT_CAP, likePattern } from '../../lib/pagination';
import { preparedList } from '../../db/prepared-queries';

/** The lists that are nothing but {id, name}, by the path that serves them. */
export const simpleLookups = {
  'vendor-types': vendorTypes,
  'license-types': licenseTypes,
  'company-types': companyTypes,
  'vehicle-types': vehicleTypes,
  equipments,
} as const;
export type SimpleLookup = keyof typeof simpleLookups;

/** A list searched by the words a person types counts to a search's cap. */
const capOf = (has: (filter: string) => boolean) =>
  has('pattern') || has('prefixFrom') ? SEARCH_COUNT_CAP : COUNT_CAP;

const placeholder = (filter: string) => sql.placeholder(filter);

/** A name holding the typed word anywhere, case aside. */
const namePattern = (global: string | undefined) => (global ? likePattern(global) : undefined);

/** One of the lists of names (every such table has the same columns as `vendor_types`). */
const simplePage = (list: SimpleLookup) => {
  const table = simpleLookups[list] as typeof vendorTypes;
  return preparedList(`lookup_${list.replaceAll('-', '_')}`, (db, rows, has) => {
    const where = has('pattern') ? ilike(table.name, placeholder('pattern')) : undefined;
    return {
      page: (total) =>
        db
          .select({ id: table.id, name: table.name, total })
          .from(table)
          .where(where)
          .orderBy(asc(table.name))
          .limit(rows.limit)
          .offset(rows.offset),
      matching: db.select(matchingRow).from(table).where(where),
      cap: capOf(has),
    };
  });
};

const simplePages = Object.fromEntries(
  Object.keys(simpleLookups).map((list) => [list, simplePage(list as SimpleLookup)]),
) as Record<SimpleLookup, ReturnType<typeof simplePage>>;

export const listSimple = (db: Executor, list: SimpleLookup, query: LookupQuery) =>
  simplePages[list](db, query, {
    pattern: namePattern(query.global),
  });

const countriesPage = preparedList('countries', (db, rows, has) => {
  // A country is found by its name or by its code typed whole.
  const where = has('pattern')
    ? or(ilike(countries.name, placeholder('pattern')), eq(countries.code, placeholder('code')))
    : undefined;
  return {
    page: (total) =>
      db
        .select({ id: countries.id, name: countries.name, code: countries.code, total })
        .from(countries)
        .where(where)
        .orderBy(asc(countries.name), asc(countries.id))
        .limit(rows.limit)
        .offset(rows.offset),
    matching: db.select(matchingRow).from(countries).where(where),
    cap: capOf(has),
  };
});

export const listCountries = (db: Executor, query: LookupQuery) =>
  countriesPage(db, query, {
    pattern: namePattern(query.global),
    code: query.global?.toUpperCase(),
  });

const statesPage = preparedList('states', (db, rows, has) => {
  const where = and(
    has('countryId') ? eq(states.countryId, placeholder('countryId')) : undefined,
    has('pattern') ? ilike(states.name, placeholder('pattern')) : undefined,
  );
  return {
    page: (total) =>
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
        .limit(rows.limit)
        .offset(rows.offset),
    matching: db.select(matchingRow).from(states).where(where),
    cap: capOf(has),
  };
});

export const listStates = (db: Executor, query: LookupQuery & { countryId?: number | undefined }) =>
  statesPage(db, query, { countryId: query.countryId, pattern: namePattern(query.global) });

const citiesPage = preparedList('cities', (db, rows, has) => {
  const where = and(
    has('stateId') ? eq(cities.stateId, placeholder('stateId')) : undefined,
    // The name is kept in lower case too, and the pattern is lowered once per statement: as a
    // subquery it is an init plan, run once, where in the plan made for any value `lower($1)`
    // was computed again for every name the page reads (2,540 of them for "san").
    has('pattern')
      ? like(cities.nameFolded, sql`(select lower(${placeholder('pattern')}))`)
      : undefined,
  );
  return {
    page: (total) =>
      db
        .select({ id: cities.id, name: cities.name, stateId: cities.stateId, total })
        .from(cities)
        .where(where)
        .orderBy(asc(cities.name), asc(cities.id))
        .limit(rows.limit)
        .offset(rows.offset),
    matching: db.select(matchingRow).from(cities).where(where),
    cap: capOf(has),
  };
});

export const listCities = (db: Executor, query: LookupQuery & { stateId?: number | undefined }) =>
  citiesPage(db, query, {
    stateId: query.stateId,
    pattern: namePattern(query.global),
  });

export interface ZipCodeFilter extends LookupQuery {
  stateId?: number | undefined;
  cityId?: number | undefined;
}

/** Zip codes in byte order: the order of `zip_codes_code_prefix_idx`, where a prefix is a range. */
const codeInBytes = sql`${zipCodes.code} collate "C"`;

/**
 * The texts that start with `prefix`, as a range of byte order: from the prefix to the prefix with
 * its last character the next one. The plan made for any prefix reads that range from the index,
 * where `like $1` is a filter of every code (only a pattern written in the text becomes a range).
 */
export function prefixRange(prefix: string) {
  const characters = Array.from(prefix);
  const last = characters.pop()!.codePointAt(0)!;
  const next = String.fromCodePoint(Math.min(last + 1, 0x10ffff));
  return { from: prefix, to: `${characters.join('')}${next}` };
}

/**
 * Zip codes of a state or a city, or those that start with the digits typed, in code order, with
 * the names of their city and state. The page is cut first, so that names are looked up for its
 * rows only.
 */
const zipCodesPage = preparedList('zip_codes', (db, rows, has) => {
  const where = and(
    has('stateId') ? eq(zipCodes.stateId, placeholder('stateId')) : undefined,
    has('cityId') ? eq(zipCodes.cityId, placeholder('cityId')) : undefined,
    // People type a zip code from its start: a prefix match, served by the prefix index.
    has('prefixFrom') ? gte(codeInBytes, placeholder('prefixFrom')) : undefined,
    has('prefixFrom') ? lt(codeInBytes, placeholder('prefixTo')) : undefined,
  );
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
    .orderBy(has('prefixFrom') ? asc(codeInBytes) : asc(zipCodes.code))
    .limit(rows.limit)
    .offset(rows.offset)
    .as('zip_page');
  return {
    page: (total) =>
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
    matching: db.select(matchingRow).from(zipCodes).where(where),
    cap: capOf(has),
  };
});

export function listZipCodes(db: Executor, query: ZipCodeFilter) {
  const prefix = query.global ? prefixRange(query.global) : undefined;
  return zipCodesPage(db, query, {
    stateId: query.stateId,
    cityId: query.cityId,
    prefixFrom: prefix?.from,
    prefixTo: prefix?.to,
  });
}
