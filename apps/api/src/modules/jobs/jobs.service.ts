import type {
  MaintenanceRequest,
  RequestsQuery,
  VendorOrder,
  VendorOrdersQuery,
} from '@homekeep/contracts/jobs';
import type { Clock } from '../../lib/clock';
import type { Database, Executor } from '../../db/database';
import { jsonItem, jsonList } from '../../lib/json-text';
import { EXACT_TOTAL, listMeta } from '../../lib/pagination';
import { jobsErrors } from './jobs.errors';
import { listOpenJobsFor, OPEN_JOBS_COUNT_CAP } from './job-matching.repository';
import * as views from './job-views.repository';
import { listResidentJobs } from './resident-job-pages.repository';

export interface JobsDeps {
  db: Database;
  clock: Clock;
}

/** The resident's requests, each written as the database keeps it (`job_cards`). */
export async function listRequests(db: Database, residentId: string, query: RequestsQuery) {
  const { data, total, cap } = await listResidentJobs(db, residentId, query);
  return jsonList<MaintenanceRequest>(
    data.map((row) => row.card),
    listMeta(query, total, data.length, cap),
  );
}

export async function getRequest(db: Executor, residentId: string, requestId: string) {
  // Another resident's request answers exactly like one that does not exist.
  const card = await views.findResidentCard(db, residentId, requestId);
  if (card === undefined) throw jobsErrors.requestNotFound();
  return jsonItem<MaintenanceRequest>(card);
}

/** `pending`: the open jobs this vendor could take; any other status: its own orders. */
export async function listVendorOrders(
  { db, clock }: JobsDeps,
  vendorId: string,
  query: VendorOrdersQuery,
) {
  const open = query.status?.[0] === 'pending';
  const { data, total } = open
    ? await listOpenJobsFor(db, vendorId, query, clock.now())
    : await views.listVendorJobs(db, vendorId, query.status, query);
  return jsonList<VendorOrder>(
    data.map((row) => row.card),
    // A vendor's own orders are counted exactly (`vendor_order_counts`); its open jobs to a cap.
    listMeta(query, total, data.length, open ? OPEN_JOBS_COUNT_CAP : EXACT_TOTAL),
  );
}

/** The vendor's own order (after it takes or moves it). */
export async function getVendorOrder(db: Executor, vendorId: string, orderId: string) {
  const card = await views.findVendorCard(db, vendorId, orderId);
  if (card === undefined) throw jobsErrors.orderNotFound();
  return jsonItem<VendorOrder>(card);
}
