import {
  NEXT_STATUS,
  ORDER_STATUSES,
  type OrderStatus,
  type RequestPaymentStatus,
  type RequestSource,
  type RequestStatus,
} from '@homekeep/contracts/jobs';

/** The status a vendor may move an order to from `status`: one step at a time, or none. */
export const nextStatus = (status: OrderStatus): OrderStatus | undefined => NEXT_STATUS[status];

/** The status an order must be in for a vendor to move it to `status`, or none. */
export const previousStatus = (status: OrderStatus): OrderStatus | undefined =>
  ORDER_STATUSES.find((from) => NEXT_STATUS[from] === status);

/** A resident may cancel a job until its work starts. */
export const CANCELLABLE_STATUSES = [
  'pending',
  'accepted',
  'en_route',
] as const satisfies readonly OrderStatus[];

export const isCancellable = (status: OrderStatus) =>
  (CANCELLABLE_STATUSES as readonly OrderStatus[]).includes(status);

/** The request follows its order: done when the order is done, canceled when it is canceled. */
export function requestStatusFor(orderStatus: OrderStatus): RequestStatus {
  if (orderStatus === 'completed') return 'completed';
  if (orderStatus === 'canceled') return 'canceled';
  return 'open';
}

/** Vendors' service areas hold 5-digit zip codes; a US ZIP+4 address matches on its first five. */
export const matchableZip = (zipCode: string, country: string) =>
  country === 'US' ? zipCode.slice(0, 5) : zipCode;

/** What a request's bill follows: who asked, where the job stands, its price and its dates. */
export interface BillFacts {
  source: RequestSource;
  status: RequestStatus;
  priceCents: number;
  /** When the bill fell due and when it was paid, if they did: only whether they did counts. */
  dueAt: Date | null;
  paidAt: Date | null;
}

/**
 * Where a request's bill stands: paid, due, nothing to pay (a plan visit or a free service), due
 * once the job is completed while it is open, or none (canceled, or completed before requests
 * were billed).
 */
export function paymentStatusOf(bill: BillFacts): RequestPaymentStatus {
  if (bill.paidAt) return 'paid';
  if (bill.dueAt) return 'due';
  if (bill.source === 'plan' || bill.priceCents === 0) return 'included';
  return bill.status === 'open' ? 'on_completion' : 'none';
}

const LONGEST_OFFER_RETRY_SECONDS = 3600;

/**
 * How long a new job's offers wait after their `attempts`-th failed delivery: 1, 2, 4 … minutes,
 * at most an hour, and never given up (decision 076).
 */
export const offerRetryDelaySeconds = (attempts: number) =>
  Math.min(60 * 2 ** Math.max(0, attempts - 1), LONGEST_OFFER_RETRY_SECONDS);
