import { and, asc, eq, ilike, or, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@homekeep/contracts/common';
import type { ServiceKind } from '@homekeep/contracts/catalog';
import type { Executor } from '../../db/database';
import { cappedCount, matchingRow, totalColumn } from '../../db/capped-count';
import { isSet } from '../../db/flags';
import { serviceCounts, servicePageMarks, services } from '../../db/schema';
import { SEARCH_COUNT_CAP, likePattern, offsetOf } from '../../lib/pagination';
import {
  pageRows,
  pageShape,
  pageShapeKey,
  preparedPerShape,
  runPage,
  type PageShape,
} from '../../db/prepared-queries';

/** Where a page starts in the name order: after this service (a cursor's key). */
export interface NameKey {
  name: string;
  id: string;
}

export interface ServiceFilter extends PageQuery {
  global?: string | undefined;
  kind?: ServiceKind | undefined;
  /** Start after this service instead of skipping `(page - 1) * limit` of them. */
  after?: NameKey | undefined;
}

/**
 * How a search finds its page and its count: `auto` walks the services in name order when the
 * word is common (`SEARCH_PROBE_ROWS`) and keeps the matches, and reads the trigram indexes only
 * when the walk did not find enough; `trigram` always reads every match through the trigram
 * indexes and sorts them (what `auto` falls back to).
 */
export type SearchStrategy = 'auto' | 'trigram';

/**
 * A word that is not rare (one service in fifty or more) fills its capped count, and a common one
 * (a fifth of the catalogue) its first fifty pages, within this many services in name order: a
 * bounded read that stops once it has what it needs, where the trigram indexes' bitmap holds every
 * match (282,609 for "clean" at 1M services) before the first can be counted.
 */
export const SEARCH_HEAD_ROWS = 5_000;

/**
 * The first services in name order that tell a common word from a rare one: the walk is taken
 * when as large a share of them match as the walk needs to fill the capped count. A rare word
 * costs these rows, then a small bitmap.
 */
export const SEARCH_PROBE_ROWS = 100;
const COMMON_IN_PROBE = Math.ceil((SEARCH_PROBE_ROWS * (SEARCH_COUNT_CAP + 1)) / SEARCH_HEAD_ROWS);

const nameOrder = [asc(services.name), asc(services.id)];

/** After this key in name order: a cursor's values, or a prepared query's placeholders. */
const afterKey = (key: NameKey | { name: Placeholder; id: Placeholder }) =>
  sql`(${services.name}, ${services.id}) > (${key.name}, ${key.id}::uuid)`;

export function listServices(
  db: Executor,
  query: ServiceFilter,
  strategy: SearchStrategy = 'auto',
) {
  if (query.global) return searchServices(db, query, query.global, strategy);
  const shape = { kind: query.kind !== undefined, after: query.after !== undefined };
  return runPage(servicesPage(db, { ...shape, ...pageShape(query) }), query, {
    kind: query.kind,
    afterName: query.after?.name,
    afterId: query.after?.id,
  });
}

interface ServicesPageShape extends PageShape {
  kind: boolean;
  after: boolean;
}

/**
 * A page of the catalogue in name order, of one kind or all, from the start or after a cursor's
 * key, and its exact total (`service_counts`), as one prepared statement per shape.
 */
const servicesPage = preparedPerShape(
  'services',
  (shape: ServicesPageShape) =>
    `${shape.kind ? 'kind_' : ''}${shape.after ? 'after_' : ''}${pageShapeKey(shape)}`,
  (db, shape, name) => {
    const listed = and(
      isSet(services.active),
      shape.kind ? eq(services.kind, sql.placeholder('kind')) : undefined,
    )!;
    const after = afterKey({ name: sql.placeholder('afterName'), id: sql.placeholder('afterId') });
    // A page after a cursor's key starts there: no offset, whatever the page number says.
    const rows = pageRows(shape.after ? { ...shape, first: true } : shape);
    // The page's ids first (an index-only walk from its start), then only their rows.
    const pageIds =
      shape.first || shape.after
        ? db
            .select({ id: services.id })
            .from(services)
            .where(shape.after ? and(listed, after) : listed)
            .orderBy(...nameOrder)
            .limit(rows.limit)
            .offset(rows.offset)
        : idsFromMark(shape.kind ? sql.placeholder('kind') : undefined, rows);
    const count = keptCount(db, shape.kind);
    return {
      page: db
        .select({ ...serviceColumns, total: totalColumn(count) })
        .from(services)
        // As an array the page's ids are one value for the plan: a plan kept for every page
        // (generic) still looks them up by key, where `in (…)` may hash-join the whole table.
        .where(sql`${services.id} = any(array(${pageIds}))`)
        .orderBy(...nameOrder)
        .prepare(name),
      count: count.prepare(`${name}_count`),
    };
  },
);

/** The first mark with every service of the start ahead of it: where the listing starts. */
const LISTING_START = sql`select '' as name, '00000000-0000-0000-0000-000000000000'::uuid as id, 0 as ahead`;

/**
 * A page by number from the last kept mark at or before its offset (`service_page_marks`,
 * decision 039): the walk starts at the mark's key and skips what lies between, fewer than a few
 * hundred entries however deep the page. Before the first mark it starts at the listing's start.
 */
function idsFromMark(kind: Placeholder | undefined, rows: ReturnType<typeof pageRows>) {
  const marks = servicePageMarks;
  const scope = kind ?? '';
  const listed = and(
    isSet(services.active),
    kind === undefined ? undefined : eq(services.kind, kind),
  );
  const lastMark = sql`(select ${marks.name}, ${marks.id}, ${marks.ahead} from ${marks}
      where ${marks.scope} = ${scope} and ${marks.ahead} <= ${rows.offset}::bigint
      order by ${marks.ahead} desc limit 1)
    union all (${LISTING_START})
    limit 1`;
  return sql`with mark as (${lastMark})
    select ${services.id} from ${services}
    where ${listed} and (${services.name}, ${services.id}) >= (select name, id from mark)
    order by ${services.name}, ${services.id}
    limit ${rows.limit} offset ${rows.offset}::bigint - (select ahead from mark)`;
}

/** The active services (of the kind asked for) as `service_counts` keeps them: exact. */
const keptCount = (db: Executor, kind: boolean) =>
  db
    .select({ total: sql<number>`coalesce(sum(${serviceCounts.active}), 0)`.mapWith(Number) })
    .from(serviceCounts)
    .where(kind ? eq(serviceCounts.kind, sql.placeholder('kind')) : undefined);

export const serviceColumns = {
  id: services.id,
  name: services.name,
  kind: services.kind,
  description: services.description,
  priceCents: services.priceCents,
  currency: services.currency,
  imageUrl: services.imageUrl,
};

interface SearchShape extends PageShape {
  kind: boolean;
  after: boolean;
  strategy: SearchStrategy;
  /** A page past the capped count: the walk keeps as many matches as the page reaches. */
  deep: boolean;
}

const searchShapeKey = (shape: SearchShape) =>
  `${shape.strategy}_${shape.kind ? 'kind_' : ''}${shape.after ? 'after_' : ''}${
    shape.deep ? 'deep_' : ''
  }${pageShapeKey(shape)}`;

/**
 * A search's page and capped count in one statement, prepared once per shape with the word's
 * pattern, the kind, a cursor's key and a later page's offset and reach as placeholders: built
 * by the query builder on every request it cost the API more than the statement cost the server.
 * Each way is behind a condition on how many matches the walk found, which the server checks once
 * before running it (a one-time filter): only the way chosen reads services, whatever plan the
 * server keeps for the statement.
 */
const servicesSearch = preparedPerShape('services_search', searchShapeKey, (db, shape, name) => {
  const pattern = sql.placeholder('pattern');
  const listed = and(
    isSet(services.active),
    shape.kind ? eq(services.kind, sql.placeholder('kind')) : undefined,
  )!;
  const start = shape.after
    ? afterKey({ name: sql.placeholder('afterName'), id: sql.placeholder('afterId') })
    : undefined;
  const matches = (name: Column, description: Column) =>
    or(ilike(name, pattern), ilike(description, pattern))!;
  const firstByName = (where: SQL, rows: number, alias: string) =>
    db
      .select({ id: services.id, name: services.name, description: services.description })
      .from(services)
      .where(where)
      .orderBy(...nameOrder)
      .limit(rows)
      .as(alias);
  const sample = firstByName(
    listed,
    shape.strategy === 'trigram' ? 0 : SEARCH_PROBE_ROWS,
    'sample',
  );
  const probe = db.$with('probe').as(
    db
      .select({ common: sql<boolean>`count(*) >= ${COMMON_IN_PROBE}`.as('common') })
      .from(sample)
      .where(matches(sample.name, sample.description)),
  );
  const walkMatches = (alias: string, from: SQL | undefined, take: number | Placeholder) => {
    const isCommon = sql`(select ${probe.common} from ${probe})`;
    const head = firstByName(and(listed, from, isCommon)!, SEARCH_HEAD_ROWS, `${alias}_head`);
    // Kept in the walk's (name) order: the page takes its first rows as they come.
    return db
      .$with(alias)
      .as(
        db
          .select({ id: head.id })
          .from(head)
          .where(matches(head.name, head.description))
          .limit(take),
      );
  };

  // Without a cursor one walk serves the count and the page (it keeps enough matches for both);
  // with one, the page walks from the cursor's key.
  const counted = walkMatches(
    'counted',
    undefined,
    shape.deep ? sql.placeholder('pageNeeds') : SEARCH_COUNT_CAP + 1,
  );
  const paged = shape.after ? walkMatches('paged', start, shape.limit) : counted;
  const rows = pageRows(shape.after ? { ...shape, first: true } : shape);
  const pageWindow = sql`limit ${rows.limit} offset ${rows.offset}`;
  const pageNeeds = shape.first || shape.after ? shape.limit : sql.placeholder('pageNeeds');
  const found = (walked: typeof counted) => sql`(select count(*) from ${walked})`;
  const walkIsEnough = sql`${found(paged)} >= ${pageNeeds}`;

  const everyMatch = and(listed, matches(services.name, services.description))!;
  // OFFSET 0 keeps the matches a set of their own (read through the trigram indexes) that is
  // then sorted: planned with the page's order, the name index would be walked to the end for a
  // word that matches little, in a plan the server keeps for every word.
  const trigramMatches = start ? and(everyMatch, start) : everyMatch;
  const pageIds = sql`(select ${paged.id} from ${paged} where ${walkIsEnough}
      ${pageWindow})
    union all
    (select matched.id from (select ${services.id}, ${services.name} from ${services}
        where ${trigramMatches} offset 0) matched
      where not ${walkIsEnough}
      order by matched.name, matched.id ${pageWindow})`;

  const matching = db.select(matchingRow).from(services).where(everyMatch);
  const total =
    sql<number>`case when ${found(counted)} > ${SEARCH_COUNT_CAP} then ${SEARCH_COUNT_CAP + 1}
    else (${cappedCount(db, matching, SEARCH_COUNT_CAP)}) end`
      .mapWith(Number)
      .as('capped_total');
  return {
    page: db
      .with(...(shape.after ? [probe, counted, paged] : [probe, counted]))
      .select({ ...serviceColumns, total })
      .from(services)
      .where(sql`${services.id} in (${pageIds})`)
      .orderBy(...nameOrder)
      .prepare(name),
    count: cappedCount(db, matching, SEARCH_COUNT_CAP).prepare(`${name}_count`),
  };
});

function searchServices(
  db: Executor,
  query: ServiceFilter,
  word: string,
  strategy: SearchStrategy,
) {
  // A cursor's page starts at its key: no offset, whatever the page number says.
  const pageNeeds = query.after ? query.limit : offsetOf(query) + query.limit;
  const shape: SearchShape = {
    ...pageShape(query),
    kind: query.kind !== undefined,
    after: query.after !== undefined,
    strategy,
    deep: pageNeeds > SEARCH_COUNT_CAP + 1,
  };
  return runPage(servicesSearch(db, shape), query, {
    pattern: likePattern(word),
    kind: query.kind,
    afterName: query.after?.name,
    afterId: query.after?.id,
    pageNeeds,
  });
}
