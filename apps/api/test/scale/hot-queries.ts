import type { App } from '../../src/app';
import type { Database } from '../../src/db/database';
import {
  DEFAULT_BUDGET,
  budgetViolations,
  explainPrepared,
  isExplainableRead,
  type PlanBudget,
  type PlanReport,
} from './query-plans';
import type { ScaleContext } from './scale-app';
import { BUSIEST } from './scale-ids';
import type { StatementLog } from './statement-log';

/**
 * A read that runs on every screen of its kind, named by the route that runs it. Its statements
 * are captured from the real route (`app.inject`), so the check follows the code wherever the
 * query moves.
 */
export interface HotQuery {
  name: string;
  method: 'GET' | 'POST';
  url: (context: ScaleContext) => string;
  as?: 'resident' | 'vendor';
  body?: (context: ScaleContext) => unknown;
  budget?: Partial<PlanBudget>;
  /**
   * Over budget in the code as it is, and why. The plan test expects these over budget until the
   * query is rebuilt; then the entry goes and the budget is enforced.
   */
  overBudgetToday?: string;
}

export const HOT_QUERIES: HotQuery[] = [
  {
    name: 'services: first page',
    method: 'GET',
    url: () => '/api/v1/services',
  },
  {
    name: 'services: search "clean"',
    method: 'GET',
    url: () => '/api/v1/services?global=clean',
    // A common word: the first services in name order are walked (at most SEARCH_HEAD_ROWS,
    // 2,500) until the page and the capped count are full, where the trigram indexes' bitmap
    // would hold every match; a rare word reads those 2,500 in vain, then a small bitmap.
    budget: { maxRowsRead: 5_000 },
  },
  {
    name: 'services: search a rare word',
    method: 'GET',
    url: () => '/api/v1/services?global=zzqx',
    budget: { maxRowsRead: 5_000 },
  },
  {
    name: 'services: page 500',
    method: 'GET',
    url: () => '/api/v1/services?page=500',
    // A page by number walks from the kept mark at or before its offset (decision 039): it skips
    // fewer than 400 index entries, where the offset alone skipped 9,980.
  },
  {
    name: 'services: middle page by number',
    method: 'GET',
    url: (c) => `/api/v1/services?page=${c.middlePage}`,
  },
  {
    name: 'services: luxe, a page by number',
    method: 'GET',
    url: (c) => `/api/v1/services?kind=luxe&page=${Math.max(2, Math.floor(c.middlePage / 4))}`,
  },
  {
    name: 'services: middle page by cursor',
    method: 'GET',
    url: (c) => `/api/v1/services?cursor=${c.middleCursor}`,
    // The page reads 20 index entries from the cursor's key, however deep; the capped count
    // reads up to 1,001, as on the first page.
  },
  {
    name: 'services: luxe',
    method: 'GET',
    url: () => '/api/v1/services?kind=luxe',
  },
  { name: 'services: one', method: 'GET', url: (c) => `/api/v1/services/${c.serviceId}` },
  {
    name: 'products: services',
    method: 'GET',
    url: () => '/api/v1/products?kind=service',
    // The kind in the statement's text, the total kept (`product_counts`): one plan, and a page
    // with its total read by key, where a capped count read 1,001 of the million products.
    budget: { maxRowsRead: 100 },
  },
  {
    // One product among the services' million: found in the active products' index, never by
    // reading them all (a generic plan for any kind scanned every product).
    name: "products: the custom request's",
    method: 'GET',
    url: () => '/api/v1/products/custom-maintenance-request',
  },
  {
    name: 'cities: search "san"',
    method: 'GET',
    url: () => '/api/v1/cities?global=san',
    // The name index is walked and each city's name matched: about 2,600 of the 30,000 cities
    // are read for a page of 20 (a small table; a search's count stops at 100).
    budget: { maxRowsRead: 3_000 },
  },
  {
    name: 'zip codes: search "94"',
    method: 'GET',
    url: () => '/api/v1/zip-codes?global=94',
    // A prefix is a range of the byte-order index, its two ends parameters: the page and the
    // count read their rows only (the default collation's index was walked over 39,107 zip codes
    // to reach the 9s; `like $1`, planned for any prefix, read all 41,898).
  },
  {
    name: 'zip codes: California',
    method: 'GET',
    url: (c) => `/api/v1/zip-codes?stateId=${c.californiaId}`,
  },
  { name: 'maintenance plans', method: 'GET', url: () => '/api/v1/maintenance-plans' },
  { name: 'session check', method: 'GET', url: () => '/api/v1/auth', as: 'resident' },
  {
    name: 'maintenance requests: list',
    method: 'GET',
    url: () => '/api/v1/maintenance-requests',
    as: 'resident',
  },
  {
    name: 'maintenance requests: completed',
    method: 'GET',
    url: () => '/api/v1/maintenance-requests?status=completed',
    as: 'resident',
  },
  {
    name: 'maintenance requests: one',
    method: 'GET',
    url: (c) => `/api/v1/maintenance-requests/${c.requestId}`,
    as: 'resident',
  },
  { name: 'properties: list', method: 'GET', url: () => '/api/v1/properties', as: 'resident' },
  {
    name: 'subscriptions: list',
    method: 'GET',
    url: () => '/api/v1/subscriptions',
    // The page's subscriptions, each one's property by key, the catalogue's plans with their
    // products once, and a count (decision 041): 66 rows at the plan test's scale, 23 more than
    // the kept cards read (at 1M rows the same joins read 96 before decision 038, the cards 73).
    budget: { maxRowsRead: 100 },
    as: 'resident',
  },
  {
    name: 'transactions: list',
    method: 'GET',
    url: () => '/api/v1/transactions',
    as: 'resident',
  },
  {
    name: 'vendor orders: pending',
    method: 'GET',
    url: () => '/api/v1/vendor-orders?status=pending',
    // The measured vendor covers every catalogue service in many zip codes: its page and its
    // count to 61 (`OPEN_JOBS_COUNT_CAP`) are a key range of open_job_matches, newest first,
    // however many pending orders there are or match it.
    budget: { maxRowsRead: 300 },
    as: 'vendor',
  },
  {
    name: 'vendor orders: pending, page 3',
    method: 'GET',
    url: () => '/api/v1/vendor-orders?status=pending&page=3',
    as: 'vendor',
    // A later page by number: its offset is unknown to the planner, so one plan is kept for
    // every page (decisions 026 and 035).
    budget: { maxRowsRead: 300 },
  },
  {
    name: 'vendor orders: pending, page 40 by number',
    method: 'GET',
    url: () => '/api/v1/vendor-orders?status=pending&page=40',
    as: 'vendor',
    // A page by number past the count reads the newest jobs up to its end from the index alone,
    // one key range of the vendor's (no hash, no sort, no window), and its total is the count's
    // cap. Its offset and reach are parameters the planner reads as unknown on every run, so
    // each database keeps one plan for every deep page.
    budget: { maxRowsRead: 1_100 },
  },
  {
    // A deep page by the cursor the page before gave: picked from the cursor's order on, and
    // counted from the start apart, so it reads what the first page reads.
    name: 'vendor orders: pending, page by cursor',
    method: 'GET',
    url: (c) => `/api/v1/vendor-orders?status=pending&cursor=${c.openJobsCursor}`,
    budget: { maxRowsRead: 300 },
    as: 'vendor',
  },
  { name: 'vendor profile', method: 'GET', url: () => '/api/v1/vendors/profile', as: 'vendor' },
  {
    name: "vendor reviews: the busiest vendor's, as a resident reads them",
    method: 'GET',
    url: () => `/api/v1/vendors/${BUSIEST.vendorId}/reviews`,
    as: 'resident',
    // A page of twenty and the vendor's kept rating: not each of its hundreds of reviews.
    budget: { maxRowsRead: 200 },
  },
  { name: 'vendor vehicles', method: 'GET', url: () => '/api/v1/vendor-vehicles', as: 'vendor' },
  {
    name: 'vendor equipment',
    method: 'GET',
    url: () => '/api/v1/vendor-equipments',
    as: 'vendor',
  },
  {
    name: 'vendor orders: accepted',
    method: 'GET',
    url: () => '/api/v1/vendor-orders?status=accepted',
    as: 'vendor',
  },
  {
    name: 'vendor orders: own',
    method: 'GET',
    url: () => '/api/v1/vendor-orders',
    as: 'vendor',
  },
  {
    name: 'notifications: list',
    method: 'GET',
    url: () => '/api/v1/vendors/notifications',
    as: 'vendor',
  },
  {
    name: 'notifications: unseen',
    method: 'GET',
    url: () => '/api/v1/vendors/notifications?seen=false',
    as: 'vendor',
  },
  {
    name: 'dispatch: new request',
    method: 'POST',
    url: () => '/api/v1/maintenance-requests',
    as: 'resident',
    body: (c) => ({
      propertyId: c.dispatchPropertyId,
      serviceId: c.dispatchServiceId,
      description: 'Plan check: a request dispatched to every candidate vendor',
    }),
    // Telling every candidate needs their rows: a few per candidate is the floor.
    budget: { maxRowsRead: 5_000 },
  },
];

export interface HotQueryResult {
  name: string;
  statusCode: number;
  /** Every statement the route sent, transaction control included. */
  statements: number;
  plans: { report: PlanReport; violations: string[] }[];
  violations: string[];
}

/** Calls the route, then explains each read it ran, as its connection runs it, against the budget. */
export async function checkHotQuery(
  app: App,
  db: Database,
  log: StatementLog,
  context: ScaleContext,
  query: HotQuery,
  rowsByTable: Map<string, number>,
): Promise<HotQueryResult> {
  const budget = { ...DEFAULT_BUDGET, ...query.budget };
  const { result: response, statements } = await log.during(() =>
    app.inject({
      method: query.method,
      url: query.url(context),
      headers: query.as ? { authorization: `Bearer ${context.tokens[query.as]}` } : {},
      ...(query.body ? { payload: query.body(context) as object } : {}),
    }),
  );
  const plans = [];
  for (const statement of statements.filter(isExplainableRead)) {
    const report = await explainPrepared(db, statement, rowsByTable, budget);
    plans.push({ report, violations: budgetViolations(report, budget) });
  }
  return {
    name: query.name,
    statusCode: response.statusCode,
    statements: statements.length,
    plans,
    violations: plans.flatMap((plan) => plan.violations),
  };
}
