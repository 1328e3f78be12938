import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { RequestsQuery } from '@homekeep/contracts/jobs';
import type { Executor } from '../../db/database';
import { cappedCount, matchingRow, totalColumn } from '../../db/capped-count';
import {
  pageRows,
  pageShape,
  pageShapeKey,
  preparedPerShape,
  runPage,
  type PageShape,
} from '../../db/prepared-queries';
import { maintenanceRequests, requestCounts } from '../../db/schema';
import { COUNT_CAP, EXACT_TOTAL } from '../../lib/pagination';
import { preparedRows } from '../../db/positional-rows';
import { selectResidentJobsWithTotal } from './job-views.repository';

interface Shape extends PageShape {
  status: boolean;
  due: boolean;
}

const param = sql.placeholder;

/**
 * The page of the resident's requests and its capped count, for the filters the query uses and
 * the page, with placeholders for the resident, the status and a later page's offset: newest
 * first, or by due date for the bills still to pay. The page's ids are picked from an index
 * first and only those requests are joined to what their answers show. The count reads
 * `maintenance_requests` alone (a request has exactly one order).
 */
const residentJobsPage = preparedPerShape(
  'resident_jobs',
  (shape: Shape) =>
    `${shape.status ? 'status_' : ''}${shape.due ? 'due_' : ''}${pageShapeKey(shape)}`,
  (db, shape, name) => {
    const where = and(
      eq(maintenanceRequests.userId, param('residentId')),
      shape.status ? eq(maintenanceRequests.status, param('status')) : undefined,
      shape.due
        ? and(isNotNull(maintenanceRequests.dueAt), isNull(maintenanceRequests.paidAt))
        : undefined,
    );
    const order = shape.due
      ? [desc(maintenanceRequests.dueAt), desc(maintenanceRequests.id)]
      : [desc(maintenanceRequests.createdAt), desc(maintenanceRequests.id)];
    const matching = db.select(matchingRow).from(maintenanceRequests).where(where);
    // A bill's due date is not counted: those pages count their matches, up to the cap.
    const count = shape.due ? cappedCount(db, matching) : keptCount(db, shape.status);
    const rows = pageRows(shape);
    const pageIds = db
      .select({ id: maintenanceRequests.id })
      .from(maintenanceRequests)
      .where(where)
      .orderBy(...order)
      .limit(rows.limit)
      .offset(rows.offset);
    return {
      page: preparedRows(
        db,
        name,
        selectResidentJobsWithTotal(db, totalColumn(count))
          .where(sql`${maintenanceRequests.id} = any(array(${pageIds}))`)
          .orderBy(...order),
      ),
      count: count.prepare(`${name}_count`),
    };
  },
);

/** The resident's requests (of the status asked for) as `request_counts` keeps them. */
const keptCount = (db: Executor, status: boolean) =>
  db
    .select({ total: sql<number>`coalesce(sum(${requestCounts.total}), 0)`.mapWith(Number) })
    .from(requestCounts)
    .where(
      and(
        eq(requestCounts.userId, param('residentId')),
        status ? eq(requestCounts.status, param('status')) : undefined,
      ),
    );

/**
 * The resident's requests, newest first (by due date with `payment=due`), and their total: exact
 * (`cap` infinite) but for the bills due, which are counted up to `COUNT_CAP`.
 */
export async function listResidentJobs(db: Executor, residentId: string, query: RequestsQuery) {
  const shape = { status: Boolean(query.status), due: query.payment === 'due' };
  const page = await runPage(residentJobsPage(db, { ...shape, ...pageShape(query) }), query, {
    residentId,
    status: query.status,
  });
  return { ...page, cap: shape.due ? COUNT_CAP : EXACT_TOTAL };
}
