import { fileUrl } from '@homekeep/contracts/files';
import type {
  MaintenanceRequest,
  RequestsQuery,
  StatusChange,
  VendorOrder,
  VendorOrdersQuery,
} from '@homekeep/contracts/jobs';
import type { Clock } from '../../lib/clock';
import type { Database, Executor } from '../../db/database';
import { EXACT_TOTAL, listOf } from '../../lib/pagination';
import { jobsErrors } from './jobs.errors';
import { listOpenJobsFor, OPEN_JOBS_COUNT_CAP } from './job-matching.repository';
import { paymentStatusOf } from './job-rules';
import * as views from './job-views.repository';
import { listResidentJobs } from './resident-job-pages.repository';

export interface JobsDeps {
  db: Database;
  clock: Clock;
}

const photosOf = (ids: string[]) => ids.map((id) => ({ id, url: fileUrl(id) }));

const addressOf = (row: views.ResidentJobRow) =>
  [row.addressLine1, row.addressLine2, `${row.city}, ${row.state} ${row.zipCode}`]
    .filter(Boolean)
    .join(', ');

interface Attachments {
  photos: string[];
  completionPhotos: string[];
  timeline: StatusChange[];
}

/** The job as its resident sees it: a request, with its order's progress. */
function toMaintenanceRequest(
  row: views.ResidentJobRow,
  { photos, completionPhotos, timeline }: Attachments,
) {
  return {
    id: row.requestId,
    title: row.title,
    description: row.description,
    urgency: row.urgency,
    status: row.requestStatus,
    preferredDate: row.preferredDate,
    preferredTimeWindow: row.preferredTimeWindow,
    source: row.source,
    property: { id: row.propertyId, name: row.propertyName, address: addressOf(row) },
    service: { id: row.serviceId, name: row.serviceName },
    photos: photosOf(photos),
    completionPhotos: photosOf(completionPhotos),
    order: {
      id: row.orderId,
      status: row.orderStatus,
      vendorCompanyName: row.orderStatus === 'pending' ? null : row.vendorCompanyName,
      updatedAt: row.orderUpdatedAt,
      history: timeline,
      offerRound: row.offerRound,
    },
    payment: {
      status: paymentStatusOf(row),
      listPriceCents: row.listPriceCents,
      discountPercent: row.discountPercent,
      priceCents: row.priceCents,
      currency: row.currency,
      productId: row.billProductId,
      dueAt: row.dueAt,
      paidAt: row.paidAt,
    },
    completedAt: row.completedAt,
    createdAt: row.requestedAt,
  } satisfies MaintenanceRequest;
}

/** A map search for the full address: any phone opens it in its maps app. */
const mapUrlOf = (row: views.VendorJobRow) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    [row.addressLine1, row.addressLine2, row.city, row.state, row.zipCode]
      .filter(Boolean)
      .join(', '),
  )}`;

/**
 * The job as a vendor sees it: an order; the street address, the property's notes, a map link and
 * the resident's first name and phone only once it is theirs.
 */
function toVendorOrder(
  row: views.VendorJobRow,
  vendorId: string,
  { photos, completionPhotos, timeline }: Attachments,
) {
  const mine = row.vendorId === vendorId;
  return {
    id: row.orderId,
    status: row.orderStatus,
    requestId: row.requestId,
    title: row.title,
    description: row.description,
    urgency: row.urgency,
    preferredDate: row.preferredDate,
    preferredTimeWindow: row.preferredTimeWindow,
    service: { id: row.serviceId, name: row.serviceName },
    location: {
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
      addressLine1: mine ? row.addressLine1 : null,
      addressLine2: mine ? row.addressLine2 : null,
      notes: mine ? row.propertyNotes : null,
      mapUrl: mine ? mapUrlOf(row) : null,
    },
    resident: mine ? { firstName: row.residentFirstName, phone: row.residentPhone } : null,
    photos: photosOf(photos),
    completionPhotos: photosOf(completionPhotos),
    history: timeline,
    offerRound: row.offerRound,
    createdAt: row.orderCreatedAt,
    updatedAt: row.orderUpdatedAt,
  } satisfies VendorOrder;
}

/** Each job's photos and timeline, as its row brings them. */
const attachmentsOf = (row: views.ResidentJobRow | views.VendorJobRow): Attachments => ({
  photos: row.photoIds,
  completionPhotos: row.completionPhotoIds,
  timeline: row.timeline,
});

export async function listRequests(db: Database, residentId: string, query: RequestsQuery) {
  const { data, total, cap } = await listResidentJobs(db, residentId, query);
  return listOf(
    data.map((row) => toMaintenanceRequest(row, attachmentsOf(row))),
    query,
    total,
    cap,
  );
}

export async function getRequest(db: Executor, residentId: string, requestId: string) {
  const row = await views.findJobByRequest(db, requestId);
  // Another resident's request answers exactly like one that does not exist.
  if (!row || row.residentId !== residentId) throw jobsErrors.requestNotFound();
  return toMaintenanceRequest(row, attachmentsOf(row));
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
  return listOf(
    data.map((row) => toVendorOrder(row, vendorId, attachmentsOf(row))),
    query,
    total,
    // A vendor's own orders are counted exactly (`vendor_order_counts`); its open jobs to a cap.
    open ? OPEN_JOBS_COUNT_CAP : EXACT_TOTAL,
  );
}

export async function getVendorOrder(db: Executor, vendorId: string, orderId: string) {
  const row = await views.findJobByOrder(db, orderId);
  if (!row) throw jobsErrors.orderNotFound();
  return toVendorOrder(row, vendorId, attachmentsOf(row));
}
