/**
 * The operations console: leads, vendors, orders, users and the business's metrics. Every route
 * is for admins only; every change is written to the audit log (`audit.ts`).
 */
import { z } from 'zod';
import { PERIOD_MESSAGE, periodQuerySchema, refinePeriod } from './audit';
import { ROLES, roleSchema } from './auth';
import {
  globalFilterSchema,
  lineText,
  longText,
  nameText,
  pageQuerySchema,
  uuidSchema,
} from './common';
import { orderStatusSchema, requestSourceSchema, statusChangeSchema, urgencySchema } from './jobs';
import type { LEAD_STATUSES } from './leads';
import { leadStatusSchema } from './leads';
import { vendorHoldSchema } from './vendors';

export const SORT_ORDERS = ['asc', 'desc'] as const;

/** `sort` (one of `fields`) and `order` of an operator's table, with their defaults. */
export const sortQuery = <const F extends readonly [string, ...string[]]>(
  fields: F,
  defaults: { sort: F[number]; order: 'asc' | 'desc' },
) =>
  z.object({
    sort: z
      .enum(fields, { message: `sort must be one of ${fields.join(', ')}` })
      .default(defaults.sort as never),
    order: z.enum(SORT_ORDERS, { message: 'order must be asc or desc' }).default(defaults.order),
  });

export const reasonSchema = nameText('reason');
export const reasonBodySchema = z.object({ reason: reasonSchema });
export type ReasonBody = z.infer<typeof reasonBodySchema>;

// ---- leads ----------------------------------------------------------------------------------

export const LEAD_KINDS = ['demo', 'potential_client'] as const;
export const leadKindSchema = z.enum(LEAD_KINDS, {
  message: 'kind must be demo or potential_client',
});
export type LeadKind = z.infer<typeof leadKindSchema>;

export const LEAD_SORTS = ['createdAt', 'name', 'status'] as const;
export const leadsQuerySchema = pageQuerySchema
  .extend(globalFilterSchema.shape)
  .extend({ kind: leadKindSchema.optional(), status: leadStatusSchema.optional() })
  .extend(sortQuery(LEAD_SORTS, { sort: 'createdAt', order: 'desc' }).shape);
export type LeadsQuery = z.infer<typeof leadsQuerySchema>;
export const leadsCsvQuerySchema = leadsQuerySchema.omit({ page: true, limit: true });
export type LeadsCsvQuery = z.infer<typeof leadsCsvQuerySchema>;

/** A demo request or a potential client, as one inbox. */
export const leadSchema = z.object({
  id: uuidSchema,
  kind: leadKindSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  propertyCount: z.number().int().nullable(),
  message: z.string().nullable(),
  /** Demo requests: the day the visitor would like the demo. */
  preferredDate: z.string().nullable(),
  /** Potential clients: what they are interested in. */
  interest: z.string().nullable(),
  status: leadStatusSchema,
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const updateLeadBodySchema = z.object({
  status: leadStatusSchema,
  note: longText('note').nullable().optional(),
});
export type UpdateLeadBody = z.infer<typeof updateLeadBodySchema>;

export const LEAD_STATUS_LABELS: Record<(typeof LEAD_STATUSES)[number], string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
  lost: 'Lost',
};

// ---- vendors --------------------------------------------------------------------------------

/** Where a vendor stands: offered jobs, or why not. */
export const VENDOR_STANDINGS = ['active', 'incomplete', 'suspended', 'license_expired'] as const;
export const vendorStandingSchema = z.enum(VENDOR_STANDINGS, {
  message: `status must be one of ${VENDOR_STANDINGS.join(', ')}`,
});
export type VendorStanding = z.infer<typeof vendorStandingSchema>;

export const VENDOR_SORTS = ['createdAt', 'companyName', 'licenseExpiresAt', 'jobsDone'] as const;
export const adminVendorsQuerySchema = pageQuerySchema
  .extend(globalFilterSchema.shape)
  .extend({
    status: vendorStandingSchema.optional(),
    serviceId: z
      .uuid({ message: 'serviceId must be a valid identifier' })
      .optional()
      .describe('Only vendors who offer this service (a reassign picks among them first)'),
    zipCode: lineText('zipCode', 20, { trim: true })
      .optional()
      .describe('Only vendors whose service area holds this zip code'),
  })
  .extend(sortQuery(VENDOR_SORTS, { sort: 'createdAt', order: 'desc' }).shape);
export type AdminVendorsQuery = z.infer<typeof adminVendorsQuerySchema>;

export const adminVendorSchema = z.object({
  id: uuidSchema.describe("The vendor's user id"),
  profileId: uuidSchema,
  companyName: z.string().nullable(),
  email: z.string(),
  contactName: z.string(),
  standing: vendorStandingSchema,
  complete: z.boolean(),
  missing: z.array(z.string()),
  hold: vendorHoldSchema.nullable(),
  suspensionReason: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  licenseExpiresAt: z.string().nullable(),
  jobsDone: z.number().int(),
  /** The average review rating; null while the vendor has no reviews. */
  rating: z.number().nullable(),
  /** The published, visible reviews the rating averages. */
  reviewCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminVendor = z.infer<typeof adminVendorSchema>;

// ---- orders ---------------------------------------------------------------------------------

export const ADMIN_ORDER_SORTS = ['createdAt', 'updatedAt', 'status'] as const;
export const adminOrdersQuerySchema = pageQuerySchema
  .extend(periodQuerySchema.shape)
  .extend({
    status: orderStatusSchema.optional(),
    serviceId: uuidSchema.optional(),
    city: z.string().trim().max(200, 'city must be at most 200 characters').optional(),
    /** `true`: only the pending jobs operations were alerted to (nobody offers or took them). */
    attention: z
      .enum(['true', 'false'], { message: 'attention must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
  })
  .extend(sortQuery(ADMIN_ORDER_SORTS, { sort: 'createdAt', order: 'desc' }).shape)
  .refine(refinePeriod, PERIOD_MESSAGE);
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminOrderSchema = z.object({
  id: uuidSchema,
  requestId: uuidSchema,
  status: orderStatusSchema,
  title: z.string(),
  description: z.string(),
  service: z.object({ id: uuidSchema, name: z.string() }),
  location: z.object({ city: z.string(), state: z.string(), zipCode: z.string() }),
  resident: z.object({ id: uuidSchema, name: z.string(), email: z.string() }),
  vendor: z.object({ id: uuidSchema, companyName: z.string().nullable() }).nullable(),
  urgency: urgencySchema,
  source: requestSourceSchema,
  /** When operations were alerted to the job (nobody offers or took it); null: never. */
  operatorsAlertedAt: z.string().nullable(),
  /** Still pending after operations were alerted: someone must find it a vendor. */
  needsAttention: z.boolean(),
  history: z.array(statusChangeSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * What the resident and the vendor are told of an operator's change to their job, apart from
 * the `reason`, the operators' own note, kept in the audit log only.
 */
export const peopleMessageSchema = longText('message').optional();

export const cancelOrderBodySchema = z.object({
  reason: reasonSchema,
  message: peopleMessageSchema,
});
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;

export const reassignOrderBodySchema = z.object({
  vendorId: uuidSchema,
  reason: reasonSchema.optional(),
  message: peopleMessageSchema,
});
export type ReassignOrderBody = z.infer<typeof reassignOrderBodySchema>;

// ---- users ----------------------------------------------------------------------------------

export const USER_STATES = ['active', 'blocked'] as const;
export const USER_SORTS = ['createdAt', 'email', 'lastName'] as const;
export const adminUsersQuerySchema = pageQuerySchema
  .extend(globalFilterSchema.shape)
  .extend({
    role: z.enum(ROLES, { message: `role must be one of ${ROLES.join(', ')}` }).optional(),
    state: z.enum(USER_STATES, { message: 'state must be active or blocked' }).optional(),
  })
  .extend(sortQuery(USER_SORTS, { sort: 'createdAt', order: 'desc' }).shape);
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  role: roleSchema,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  /** True once the person opened a link sent to the address, or an operator confirmed it. */
  emailVerified: z.boolean(),
  blockedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * `POST /admin/users/{id}/access-link`: a one-time link to choose a new password, for an operator
 * to hand over when mail cannot reach the person. Shown once, never listed or mailed.
 */
export const accessLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
});
export type AccessLink = z.infer<typeof accessLinkSchema>;

/** Optional: a POST without a body blocks without a reason. */
export const blockUserBodySchema = z.object({ reason: reasonSchema.optional() }).nullish();
export type BlockUserBody = z.infer<typeof blockUserBodySchema>;

// ---- catalogue lists ------------------------------------------------------------------------

export const activeFilterSchema = z.object({
  active: z
    .enum(['true', 'false'], { message: 'active must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export const CATALOG_SORTS = ['name', 'priceCents', 'updatedAt'] as const;
export const adminCatalogQuerySchema = pageQuerySchema
  .extend(globalFilterSchema.shape)
  .extend(activeFilterSchema.shape)
  .extend(sortQuery(CATALOG_SORTS, { sort: 'name', order: 'asc' }).shape);
export type AdminCatalogQuery = z.infer<typeof adminCatalogQuerySchema>;

// ---- metrics --------------------------------------------------------------------------------

export const metricsQuerySchema = periodQuerySchema.refine(refinePeriod, PERIOD_MESSAGE);
export type MetricsQuery = z.infer<typeof metricsQuerySchema>;

export const metricsSchema = z.object({
  from: z.string(),
  to: z.string(),
  requestsPerDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  /** Median time from a job's order to its accept, over orders accepted in the period. */
  medianAcceptSeconds: z.number().nullable(),
  /** Of the jobs requested in the period, the share completed (0 to 1); null with none. */
  completionRate: z.number().nullable(),
  revenueByMonth: z.array(z.object({ month: z.string(), amountCents: z.number().int() })),
  revenueByPlan: z.array(
    z.object({ planId: uuidSchema, name: z.string(), amountCents: z.number().int() }),
  ),
  /** Vendors who joined in the period, by the states of their service area. */
  vendorsByState: z.array(z.object({ state: z.string(), count: z.number().int() })),
});
export type Metrics = z.infer<typeof metricsSchema>;
