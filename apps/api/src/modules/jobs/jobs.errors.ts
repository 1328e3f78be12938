import type { OrderStatus } from '@homekeep/contracts/jobs';
import { badRequest, conflict, notFound } from '../../lib/app-error';

const label = (status: OrderStatus) => status.replace('_', ' ');

/** The resident's side speaks of requests, the vendor's of orders: both codes stay stable. */
export const jobsErrors = {
  requestNotFound: () =>
    notFound('maintenance_requests.not_found', 'This maintenance request does not exist.'),
  propertyNotFound: () =>
    notFound('maintenance_requests.property_not_found', 'This property does not exist.'),
  unknownService: () =>
    badRequest('maintenance_requests.unknown_service', 'serviceId must name an existing service', [
      { path: 'serviceId', message: 'serviceId must name an existing service' },
    ]),
  cannotCancel: () =>
    conflict(
      'maintenance_requests.cannot_cancel',
      'This request can no longer be canceled: the work has started, finished or was already canceled.',
    ),
  photosOnlyAtCompletion: () =>
    badRequest(
      'orders.photos_only_at_completion',
      'photoFileIds can only be sent when marking the job completed',
      [
        {
          path: 'photoFileIds',
          message: 'photoFileIds can only be sent when marking the job completed',
        },
      ],
    ),
  nothingToPay: (status: 'paid' | 'other') =>
    conflict(
      'maintenance_requests.nothing_to_pay',
      status === 'paid'
        ? 'This request is already paid.'
        : 'This request has no bill to pay: a bill falls due when its job is completed.',
    ),
  billMismatch: () =>
    badRequest(
      'maintenance_requests.bill_mismatch',
      "A request's bill is paid on a checkout of its own: items must be the request's service, once, without subscriptions",
      [{ path: 'items', message: "items must be the request's service, quantity 1" }],
    ),
  orderNotFound: () => notFound('orders.not_found', 'This order does not exist.'),
  profileIncomplete: () =>
    conflict('orders.profile_incomplete', 'Complete your company profile before accepting jobs.'),
  vendorSuspended: (reason: string | null) =>
    conflict(
      'orders.vendor_suspended',
      `Your account is suspended${reason ? ` (${reason})` : ''}, so you cannot accept jobs. Contact the operations team to be reinstated.`,
    ),
  licenseExpired: (lastDay: string) =>
    conflict(
      'orders.license_expired',
      `Your licence expired after ${lastDay}, so you cannot accept jobs. Renew it and enter the new expiry date on your profile.`,
    ),
  alreadyAccepted: () =>
    conflict('orders.already_accepted', 'This job has already been accepted by another vendor.'),
  canceled: () => conflict('orders.canceled', 'This job was canceled by the resident.'),
  invalidTransition: (from: OrderStatus, to: OrderStatus) =>
    conflict(
      'orders.invalid_transition',
      `An order that is ${label(from)} cannot become ${label(to)}.`,
    ),
};

/** What operators are told when a job cannot be changed as asked. */
export const jobAdminErrors = {
  cannotCancel: (status: OrderStatus) =>
    conflict('orders.cannot_cancel', `An order that is ${label(status)} cannot be canceled.`),
  cannotReassign: (status: OrderStatus) =>
    conflict(
      'orders.cannot_reassign',
      `An order that is ${label(status)} cannot change hands: only requested, accepted or en route jobs can.`,
    ),
  sameVendor: () => conflict('orders.same_vendor', 'This vendor already has this job.'),
  unknownVendor: () =>
    badRequest('orders.unknown_vendor', 'vendorId must name an existing vendor', [
      { path: 'vendorId', message: 'vendorId must name an existing vendor' },
    ]),
  vendorNotReady: (why: string) =>
    conflict('orders.vendor_not_ready', `This vendor cannot take jobs now. ${why}`),
};
