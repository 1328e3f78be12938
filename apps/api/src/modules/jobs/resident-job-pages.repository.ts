import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { RequestsQuery } from '@homekeep/contracts/jobs';
import type { Executor } from '../../db/database';
import { cappedCount, cappedTotal, matchingRow } from '../../db/capped-count';
import { preparedPerDatabase } from '../../db/prepared-queries';
import { maintenanceRequests } from '../../db/schema';
import { offsetOf, rowsWithTotal } from '../../lib/pagination';
import { selectJobsWithTotal } from './job-views.repository';

interface Filters {
  status: boolean;
  due: boolean;
}

const param = sql.placeholder;

/**
 * The page of the resident's requests and its capped count, for the filters the query uses, with
 * placeholders for the resident, the status, the limit and the offset: newest first, or by due
 * date for the bills still to pay. The count reads `maintenance_requests` alone (a request has
 * exactly one order).
 */
function residentJobsPage(db: Executor, filters: Filters) {
  const where = and(
    eq(maintenanceRequests.userId, param('residentId')),
    filters.status ? eq(maintenanceRequests.status, param('status')) : undefined,
    filters.due
      ? and(isNotNull(maintenanceRequests.dueAt), isNull(maintenanceRequests.paidAt))
      : undefined,
  );
  const order = filters.due
    ? [desc(maintenanceRequests.dueAt), desc(maintenanceRequests.id)]
    : [desc(maintenanceRequests.createdAt), desc(maintenanceRequests.id)];
  const name = `resident_jobs${filters.status ? '_status' : ''}${filters.due ? '_due' : ''}`;
  const matching = db.select(matchingRow).from(maintenanceRequests).where(where);
  return {
    page: selectJobsWithTotal(db, cappedTotal(db, matching))
      .where(where)
      .orderBy(...order)
      .limit(param('limit'))
      .offset(param('offset'))
      .prepare(name),
    count: cappedCount(db, matching).prepare(`${name}_count`),
  };
}

const pages = new Map(
  [false, true].flatMap((status) =>
    [false, true].map((due) => [
      `${status}:${due}`,
      preparedPerDatabase((db) => residentJobsPage(db, { status, due })),
    ]),
  ),
);

/** The resident's requests, newest first (by due date with `payment=due`), and their total. */
export function listResidentJobs(db: Executor, residentId: string, query: RequestsQuery) {
  const { page, count } = pages.get(`${Boolean(query.status)}:${query.payment === 'due'}`)!(db);
  const values = {
    residentId,
    status: query.status,
    limit: query.limit,
    offset: offsetOf(query),
  };
  return rowsWithTotal(page.execute(values), () => count.execute(values));
}
