import type { MaintenanceRequest, StatusChange, VendorOrder } from '@homekeep/contracts/jobs';
import { toAppointment, toAvailability } from '../appointments/appointment-answers';
import { toJobReviews } from '../reviews/review-rules';
import { payingPriceOf, splitPrice } from '../payouts/payout-money';
import type { FileLinks } from '../files/file-links';
import { paymentStatusOf } from './job-rules';
import type {
  JobRow,
  PhotoRow,
  ResidentJobRow,
  StepRow,
  VendorJobRow,
} from './job-rows.repository';

const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

const photosOf = (photos: PhotoRow[], stage: PhotoRow['stage'], links: FileLinks) =>
  photos.filter((photo) => photo.stage === stage).map(({ id }) => ({ id, url: links.urlOf(id) }));

const historyOf = (steps: StepRow[]): StatusChange[] =>
  steps.map((step) => ({
    status: step.status,
    note: step.note,
    at: new Date(step.at).toISOString(),
  }));

/** "12 Maple Street, Unit 2, Springfield, IL 62701": the parts it has. */
export const addressOf = (
  place: Pick<JobRow, 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipCode'>,
) =>
  [place.addressLine1, place.addressLine2, `${place.city}, ${place.state} ${place.zipCode}`]
    .filter(Boolean)
    .join(', ');

/** A map search for the full address: any phone opens it in its maps app. */
export const mapUrlOf = (
  place: Pick<JobRow, 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipCode'>,
) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    [place.addressLine1, place.addressLine2, place.city, place.state, place.zipCode]
      .filter(Boolean)
      .join(', '),
  )}`;

/** The job as its resident sees it: a request, with its order's progress and its bill. */
export function toMaintenanceRequest(row: ResidentJobRow, links: FileLinks): MaintenanceRequest {
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
    photos: photosOf(row.photos, 'request', links),
    completionPhotos: photosOf(row.photos, 'completion', links),
    order: {
      id: row.orderId,
      status: row.orderStatus,
      vendorCompanyName: row.orderStatus === 'pending' ? null : row.vendorCompanyName,
      updatedAt: row.orderUpdatedAt.toISOString(),
      history: historyOf(row.history),
      offerRound: row.offerRound,
      operatorsAlertedAt: isoOrNull(row.operatorsAlertedAt),
    },
    payment: {
      status: paymentStatusOf({
        source: row.source,
        status: row.requestStatus,
        priceCents: row.priceCents,
        dueAt: row.dueAt,
        paidAt: row.paidAt,
      }),
      listPriceCents: row.listPriceCents,
      discountPercent: row.discountPercent,
      priceCents: row.priceCents,
      currency: row.currency,
      productId: row.billProductId,
      dueAt: isoOrNull(row.dueAt),
      paidAt: isoOrNull(row.paidAt),
    },
    timezone: row.timezone,
    availability: toAvailability(row.availability),
    appointment: toAppointment(row.appointment),
    completedAt: isoOrNull(row.completedAt),
    createdAt: row.requestedAt.toISOString(),
    vendorRating:
      row.orderStatus === 'pending' || row.ratedVendorId === null || row.vendorRating === null
        ? null
        : { vendorId: row.ratedVendorId, ...row.vendorRating },
    reviews: toJobReviews(row.reviews, 'resident', row.completedAt),
    unreadMessages: row.unreadMessages,
  };
}

/**
 * The job as vendor `vendorId` sees it: an order, with what it pays them after the platform's
 * `feePercent`; the street address, the property's notes, a map link and the resident's first
 * name and phone only once the order is that vendor's.
 */
export function toVendorOrder(
  row: VendorJobRow,
  vendorId: string,
  feePercent: number,
  links: FileLinks,
): VendorOrder {
  const holds = row.vendorId === vendorId;
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
      addressLine1: holds ? row.addressLine1 : null,
      addressLine2: holds ? row.addressLine2 : null,
      notes: holds ? row.propertyNotes : null,
      mapUrl: holds ? mapUrlOf(row) : null,
    },
    resident: holds ? { firstName: row.residentFirstName, phone: row.residentPhone } : null,
    photos: photosOf(row.photos, 'request', links),
    completionPhotos: photosOf(row.photos, 'completion', links),
    history: historyOf(row.history),
    offerRound: row.offerRound,
    timezone: row.timezone,
    availability: toAvailability(row.availability),
    appointment: holds ? toAppointment(row.appointment) : null,
    earnings: splitPrice(payingPriceOf(row), feePercent, row.currency),
    createdAt: row.orderCreatedAt.toISOString(),
    updatedAt: row.orderUpdatedAt.toISOString(),
    reviews: holds
      ? toJobReviews(row.reviews, 'vendor', row.jobCompletedAt)
      : toJobReviews([], 'vendor', null),
    unreadMessages: holds ? row.unreadMessages : 0,
  };
}
