/**
 * Jobs: a resident's maintenance request and its vendor order, one aggregate. The resident sees
 * it as a request (`/maintenance-requests`), the vendor as an order (`/vendor-orders`).
 */
import { z } from 'zod';
import {
  cursorSchema,
  longText,
  nameText,
  pageQuerySchema,
  preferredDateSchema,
  uuidSchema,
} from './common';
import { jobReviewsSchema, vendorRatingSchema } from './reviews';
import { fileIdsSchema } from './files';
import {
  appointmentSchema,
  availabilitySchema,
  availabilityWindowSchema,
  etaMinutesSchema,
} from './appointments';
import { orderEarningsSchema } from './payouts';

export const ORDER_STATUSES = [
  'pending',
  'accepted',
  'en_route',
  'in_progress',
  'completed',
  'canceled',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  message: `status must be one of ${ORDER_STATUSES.join(', ')}`,
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** The statuses a vendor moves its own order through, each from the one before it. */
export const VENDOR_STEPS = ['en_route', 'in_progress', 'completed'] as const;
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  accepted: 'en_route',
  en_route: 'in_progress',
  in_progress: 'completed',
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Requested',
  accepted: 'Accepted',
  en_route: 'En route',
  in_progress: 'In progress',
  completed: 'Completed',
  canceled: 'Canceled',
};

export const URGENCIES = ['low', 'normal', 'high', 'emergency'] as const;
export const urgencySchema = z.enum(URGENCIES, {
  message: `urgency must be one of ${URGENCIES.join(', ')}`,
});
export type Urgency = z.infer<typeof urgencySchema>;

export const TIME_WINDOWS = ['morning', 'afternoon', 'evening', 'any'] as const;
export const timeWindowSchema = z.enum(TIME_WINDOWS, {
  message: `preferredTimeWindow must be one of ${TIME_WINDOWS.join(', ')}`,
});
export type TimeWindow = z.infer<typeof timeWindowSchema>;

export const photoSchema = z.object({ id: uuidSchema, url: z.string() });

/**
 * How widely a waiting order is offered: 1 to the vendors covering its zip code, 2 also to those
 * of its city, 3 also to those of its state (each after `OFFER_WINDOW` without an accept).
 */
export const offerRoundSchema = z.number().int().min(1).max(3);
export const MAX_OFFER_ROUND = 3;
/**
 * An emergency is offered to every round's vendors at once; nobody taking it within this many
 * minutes brings in operations (a normal job waits for its last round's `OFFER_WINDOW`).
 */
export const EMERGENCY_WINDOW_MINUTES = 30;
export const OFFER_ROUND_LABELS: Record<number, string> = {
  1: 'Offered to vendors in its zip code',
  2: 'Offered to vendors across its city',
  3: 'Offered to vendors across its state',
};
/** "Round 2 of 3: offered to vendors across its city". */
export const offerRoundText = (round: number) =>
  `Round ${round} of ${MAX_OFFER_ROUND}: ${(OFFER_ROUND_LABELS[round] ?? '').toLowerCase()}`;

export const statusChangeSchema = z.object({
  status: orderStatusSchema,
  note: z.string().nullable(),
  at: z.string(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/**
 * An order as a vendor sees it: the street address, the property's notes (access codes, pets), a
 * map link and the resident's first name and phone only once the order is theirs (null before).
 */
export const vendorOrderSchema = z.object({
  id: uuidSchema,
  status: orderStatusSchema,
  requestId: uuidSchema,
  title: z.string(),
  description: z.string(),
  urgency: urgencySchema,
  preferredDate: z.string().nullable(),
  preferredTimeWindow: timeWindowSchema,
  service: z.object({ id: uuidSchema, name: z.string() }),
  location: z.object({
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    addressLine1: z.string().nullable(),
    addressLine2: z.string().nullable(),
    notes: z.string().nullable(),
    mapUrl: z.string().nullable(),
  }),
  resident: z.object({ firstName: z.string(), phone: z.string().nullable() }).nullable(),
  photos: z.array(photoSchema),
  /** The vendor's photos of the work done, taken when marking the job completed. */
  completionPhotos: z.array(photoSchema),
  history: z.array(statusChangeSchema),
  offerRound: offerRoundSchema,
  /** The property's IANA time zone: every time of the job is shown in it. */
  timezone: z.string(),
  /** The resident's windows; the vendor's time inside one of them is confirmed at once. */
  availability: z.array(availabilityWindowSchema),
  appointment: appointmentSchema.nullable(),
  /** What the job pays the vendor: its price, the platform's fee and the payout (vendor money). */
  earnings: orderEarningsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The job's reviews, both ways, as this vendor sees them (empty unless it holds the order). */
  reviews: jobReviewsSchema,
  /** Messages of the job's conversation the vendor has not read. */
  unreadMessages: z.number().int(),
});
export type VendorOrder = z.infer<typeof vendorOrderSchema>;

/**
 * One status, or several separated by commas (`accepted,en_route`); `pending` stands alone. The
 * open jobs (`pending`) page by key too: `meta.nextCursor`, sent back as `cursor`, reads the next
 * page at the cost of the first, however deep.
 */
export const vendorOrdersQuerySchema = pageQuerySchema
  .extend({
    cursor: cursorSchema.optional(),
    status: z
      .string()
      .transform((text) => [...new Set(text.split(',').map((part) => part.trim()))])
      .pipe(z.array(orderStatusSchema))
      .refine((list) => !list.includes('pending') || list.length === 1, {
        message: 'status=pending lists open jobs and cannot be combined with other statuses',
      })
      .optional(),
  })
  .refine((query) => query.cursor === undefined || query.status?.[0] === 'pending', {
    message: 'cursor pages the open jobs: send it with status=pending',
    path: ['cursor'],
  });
export type VendorOrdersQuery = z.infer<typeof vendorOrdersQuerySchema>;

export const MAX_COMPLETION_PHOTOS = 10;

export const acceptOrderBodySchema = z.object({ orderId: uuidSchema });
export type AcceptOrderBody = z.infer<typeof acceptOrderBodySchema>;

export const updateOrderStatusBodySchema = z
  .object({
    status: orderStatusSchema,
    note: longText('note')
      .max(1000, 'note must be at most 1000 characters')
      .optional()
      .transform((value) => (value ? value : null)),
    /** On `completed` only: photos of the work done, each a file the vendor uploaded. */
    photoFileIds: fileIdsSchema('photoFileIds', MAX_COMPLETION_PHOTOS).default([]),
    /** On `en_route` only: how many minutes until the vendor arrives. */
    etaMinutes: etaMinutesSchema.optional(),
  })
  .refine((body) => body.etaMinutes === undefined || body.status === 'en_route', {
    message: 'etaMinutes can be sent only when setting off (status en_route)',
    path: ['etaMinutes'],
  });
export type UpdateOrderStatusBody = z.input<typeof updateOrderStatusBodySchema>;

// ---- the resident's side: maintenance requests ----

/** Who asked: the resident, or the product for a visit of the property's plan. */
export const REQUEST_SOURCES = ['resident', 'plan'] as const;
export const requestSourceSchema = z.enum(REQUEST_SOURCES);
export type RequestSource = z.infer<typeof requestSourceSchema>;

export const REQUEST_STATUSES = ['open', 'completed', 'canceled'] as const;
export const requestStatusSchema = z.enum(REQUEST_STATUSES, {
  message: `status must be one of ${REQUEST_STATUSES.join(', ')}`,
});
export type RequestStatus = z.infer<typeof requestStatusSchema>;

export const MAX_REQUEST_PHOTOS = 10;

export const createRequestBodySchema = z.object({
  propertyId: uuidSchema,
  serviceId: uuidSchema,
  title: nameText('title').optional(),
  description: longText('description').min(1, 'description is required'),
  urgency: urgencySchema.default('normal'),
  preferredDate: preferredDateSchema.nullable().optional().default(null),
  preferredTimeWindow: timeWindowSchema.default('any'),
  photoFileIds: fileIdsSchema('photoFileIds', MAX_REQUEST_PHOTOS).default([]),
  /** When the resident is home: 1 to 5 windows; without, the preferred date and window make one. */
  availability: availabilitySchema.optional(),
});
export type CreateRequestBody = z.input<typeof createRequestBodySchema>;
export type CreateRequestInput = z.output<typeof createRequestBodySchema>;

export const requestsQuerySchema = pageQuerySchema.extend({
  status: requestStatusSchema.optional(),
  /** `due`: only the completed requests whose bill is still to pay. */
  payment: z.literal('due', { message: 'payment must be due' }).optional(),
});
export type RequestsQuery = z.infer<typeof requestsQuerySchema>;

/**
 * Where a request's bill stands: `included` (a plan visit, nothing to pay), `on_completion` (its
 * price falls due when the job is completed), `due`, `paid`, or `none` (canceled, or completed
 * before the product took payment for requests).
 */
export const REQUEST_PAYMENT_STATUSES = [
  'included',
  'on_completion',
  'due',
  'paid',
  'none',
] as const;
export const requestPaymentStatusSchema = z.enum(REQUEST_PAYMENT_STATUSES);
export type RequestPaymentStatus = z.infer<typeof requestPaymentStatusSchema>;

/** The price agreed when the request was sent, and its bill. */
export const requestPaymentSchema = z.object({
  status: requestPaymentStatusSchema,
  listPriceCents: z.number().int().nonnegative(),
  discountPercent: z.number().nonnegative(),
  priceCents: z.number().int().nonnegative(),
  currency: z.string().length(3),
  /** The product a checkout names to pay this bill (with `maintenanceRequestId`). */
  productId: uuidSchema.nullable(),
  dueAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type RequestPayment = z.infer<typeof requestPaymentSchema>;

export const maintenanceRequestSchema = z.object({
  id: uuidSchema,
  title: z.string(),
  description: z.string(),
  urgency: urgencySchema,
  status: requestStatusSchema,
  preferredDate: z.string().nullable(),
  preferredTimeWindow: timeWindowSchema,
  source: requestSourceSchema,
  property: z.object({ id: uuidSchema, name: z.string(), address: z.string() }),
  service: z.object({ id: uuidSchema, name: z.string() }),
  photos: z.array(photoSchema),
  /** The vendor's photos of the work done, once the job is completed. */
  completionPhotos: z.array(photoSchema),
  order: z.object({
    id: uuidSchema,
    status: orderStatusSchema,
    vendorCompanyName: z.string().nullable(),
    updatedAt: z.string(),
    history: z.array(statusChangeSchema),
    offerRound: offerRoundSchema,
    /** When operations took over finding a vendor (nobody near offers it, or took it); else null. */
    operatorsAlertedAt: z.string().nullable(),
  }),
  payment: requestPaymentSchema,
  /** The property's IANA time zone: every time of the job is shown in it. */
  timezone: z.string(),
  availability: z.array(availabilityWindowSchema),
  appointment: appointmentSchema.nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The rating of the vendor who accepted the job; null until one has. */
  vendorRating: vendorRatingSchema.nullable(),
  /** The job's reviews, both ways, as the resident sees them. */
  reviews: jobReviewsSchema,
  /** Messages of the job's conversation the resident has not read. */
  unreadMessages: z.number().int(),
});
export type MaintenanceRequest = z.infer<typeof maintenanceRequestSchema>;
