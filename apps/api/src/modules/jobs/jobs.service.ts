import type { RequestsQuery, VendorOrdersQuery } from '@homekeep/contracts/jobs';
import type { Clock } from '../../lib/clock';
import type { Database, Executor } from '../../db/database';
import type { FileLinks } from '../files/file-links';
import { hasNextPage } from '../../lib/page-cursor';
import { EXACT_TOTAL, listMeta } from '../../lib/pagination';
import type { OfferDelivery } from './offer-deliveries.service';
import { jobsErrors } from './jobs.errors';
import { toMaintenanceRequest, toVendorOrder } from './job-answers';
import { listOpenJobsFor } from './job-matching.repository';
import * as views from './job-views.repository';
import { decodeOrderCursor, encodeOrderCursor } from './order-cursor';
import { listResidentJobs } from './resident-job-pages.repository';

export interface JobsDeps {
  db: Database;
  clock: Clock;
  /** The platform's fee on a job's price (`PLATFORM_FEE_PERCENT`), shown on each vendor order. */
  feePercent: number;
  links: FileLinks;
  /** Where operations hear of a job that needs them (`OPERATIONS_EMAIL`); none: the app only. */
  operationsEmail?: string | undefined;
  /** Delivers a new job's offers once its dispatch has committed. */
  offers: Pick<OfferDelivery, 'deliverSoon'>;
}

/** The resident's requests, each built from its rows as they are now. */
export async function listRequests(
  { db, links }: Pick<JobsDeps, 'db' | 'links'>,
  residentId: string,
  query: RequestsQuery,
) {
  const { data, total, cap } = await listResidentJobs(db, residentId, query);
  return {
    data: data.map((row) => toMaintenanceRequest(row, links)),
    meta: listMeta(query, total, data.length, cap),
  };
}

export async function getRequest(
  { db, links }: { db: Executor; links: FileLinks },
  residentId: string,
  requestId: string,
) {
  // Another resident's request answers exactly like one that does not exist.
  const row = await views.findResidentJob(db, residentId, requestId);
  if (row === undefined) throw jobsErrors.requestNotFound();
  return { data: toMaintenanceRequest(row, links) };
}

/** `pending`: the open jobs this vendor could take; any other status: its own orders. */
export async function listVendorOrders(
  { db, clock, feePercent, links }: JobsDeps,
  vendorId: string,
  query: VendorOrdersQuery,
) {
  if (query.status?.[0] === 'pending') {
    return listOpenJobs(db, vendorId, query, clock.now(), feePercent, links);
  }
  const { data, total } = await views.listVendorJobs(db, vendorId, query.status, query);
  // A vendor's own orders are counted exactly (`vendor_order_counts`).
  return {
    data: data.map((row) => toVendorOrder(row, vendorId, feePercent, links)),
    meta: listMeta(query, total, data.length, EXACT_TOTAL),
  };
}

/**
 * The open jobs, counted to a cap: the page asked for by number, or the one after a cursor's
 * order (then its page number is the cursor's), with the cursor to the next.
 */
async function listOpenJobs(
  db: Database,
  vendorId: string,
  query: VendorOrdersQuery,
  now: Date,
  feePercent: number,
  links: FileLinks,
) {
  const cursor = query.cursor === undefined ? undefined : decodeOrderCursor(query.cursor);
  const page = cursor ? { ...query, page: cursor.page, afterOrder: cursor.orderId } : query;
  const { data, total, cap } = await listOpenJobsFor(db, vendorId, page, now);
  const meta = listMeta(page, total, data.length, cap);
  const last = data.at(-1);
  const nextCursor =
    last && hasNextPage(meta, data.length)
      ? { nextCursor: encodeOrderCursor({ page: meta.page + 1, orderId: last.cursorId }) }
      : {};
  return {
    data: data.map((row) => toVendorOrder(row, vendorId, feePercent, links)),
    meta: { ...meta, ...nextCursor },
  };
}

/** The vendor's own order (after it takes or moves it). */
export async function getVendorOrder(
  { db, feePercent, links }: { db: Executor; feePercent: number; links: FileLinks },
  vendorId: string,
  orderId: string,
) {
  const row = await views.findVendorJob(db, vendorId, orderId);
  if (row === undefined) throw jobsErrors.orderNotFound();
  return { data: toVendorOrder(row, vendorId, feePercent, links) };
}
