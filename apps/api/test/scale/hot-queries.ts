import type { App } from '../../src/app';
import type { Database } from '../../src/db/database';
import {
  DEFAULT_BUDGET,
  budgetViolations,
  explainStatement,
  isExplainableRead,
  type PlanBudget,
  type PlanReport,
} from './query-plans';
import type { ScaleContext } from './scale-app';
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

const COUNT_ALL = 'the count(*) of meta.total reads every matching row';

export const HOT_QUERIES: HotQuery[] = [
  {
    name: 'services: first page',
    method: 'GET',
    url: () => '/api/v1/services',
    overBudgetToday: `${COUNT_ALL} (the whole table)`,
  },
  {
    name: 'services: search "clean"',
    method: 'GET',
    url: () => '/api/v1/services?global=clean',
    overBudgetToday: `${COUNT_ALL}: every trigram match of name or description`,
  },
  {
    name: 'services: page 500',
    method: 'GET',
    url: () => '/api/v1/services?page=500',
    overBudgetToday: `OFFSET reads the 9,980 rows before the page; ${COUNT_ALL}`,
  },
  {
    name: 'services: luxe',
    method: 'GET',
    url: () => '/api/v1/services?kind=luxe',
    overBudgetToday: `${COUNT_ALL} of the kind`,
  },
  { name: 'services: one', method: 'GET', url: (c) => `/api/v1/services/${c.serviceId}` },
  {
    name: 'products: services',
    method: 'GET',
    url: () => '/api/v1/products?kind=service',
    overBudgetToday: `${COUNT_ALL} (a product per service)`,
  },
  {
    name: 'cities: search "san"',
    method: 'GET',
    url: () => '/api/v1/cities?global=san',
    overBudgetToday: `${COUNT_ALL}: every trigram match`,
  },
  {
    name: 'zip codes: California',
    method: 'GET',
    url: (c) => `/api/v1/zip-codes?stateId=${c.californiaId}`,
    overBudgetToday: `${COUNT_ALL} of the state`,
  },
  { name: 'session check', method: 'GET', url: () => '/api/v1/auth', as: 'resident' },
  {
    name: 'maintenance requests: list',
    method: 'GET',
    url: () => '/api/v1/maintenance-requests',
    as: 'resident',
    overBudgetToday:
      'the index is created_at DESC NULLS LAST, the query DESC (nulls first): every request of the resident is read and sorted; and counted',
  },
  {
    name: 'maintenance requests: completed',
    method: 'GET',
    url: () => '/api/v1/maintenance-requests?status=completed',
    as: 'resident',
    overBudgetToday:
      'NULLS order mismatch: every completed request of the resident sorted; and counted',
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
    as: 'resident',
  },
  {
    name: 'transactions: list',
    method: 'GET',
    url: () => '/api/v1/transactions',
    as: 'resident',
    overBudgetToday: 'NULLS order mismatch: every payment of the resident sorted; and counted',
  },
  {
    name: 'vendor orders: pending',
    method: 'GET',
    url: () => '/api/v1/vendor-orders?status=pending',
    as: 'vendor',
    overBudgetToday:
      'every pending order of the matching services and zip codes is probed and sorted to pick 20; and counted',
  },
  {
    name: 'vendor orders: own',
    method: 'GET',
    url: () => '/api/v1/vendor-orders',
    as: 'vendor',
    overBudgetToday: 'NULLS order mismatch: every order of the vendor sorted; and counted',
  },
  {
    name: 'notifications: list',
    method: 'GET',
    url: () => '/api/v1/vendors/notifications',
    as: 'vendor',
    overBudgetToday:
      'NULLS order mismatch: every notification of the vendor read and sorted; and counted twice (total and unseen)',
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

/** Calls the route, then explains each read it ran against the budget. */
export async function checkHotQuery(
  app: App,
  db: Database,
  log: StatementLog,
  context: ScaleContext,
  query: HotQuery,
  rowsByTable: Map<string, number>,
): Promise<HotQueryResult> {
  const budget = { ...DEFAULT_BUDGET, ...query.budget };
  log.take();
  const response = await app.inject({
    method: query.method,
    url: query.url(context),
    headers: query.as ? { authorization: `Bearer ${context.tokens[query.as]}` } : {},
    ...(query.body ? { payload: query.body(context) as object } : {}),
  });
  const statements = log.take();
  const plans = [];
  for (const statement of statements.filter(isExplainableRead)) {
    const report = await explainStatement(db, statement, rowsByTable, budget);
    plans.push({ report, violations: budgetViolations(report, budget) });
  }
  log.take();
  return {
    name: query.name,
    statusCode: response.statusCode,
    statements: statements.length,
    plans,
    violations: plans.flatMap((plan) => plan.violations),
  };
}
