import { z } from 'zod';
import { billingIntervalSchema } from './catalog';
import { itemEnvelope, listEnvelope, pageQuerySchema, uuidSchema } from './common';

export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'past_due', 'canceled'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** A property has at most one subscription in one of these statuses. */
export const LIVE_SUBSCRIPTION_STATUSES = ['pending', 'active', 'past_due'] as const;
export const isLiveStatus = (status: SubscriptionStatus) =>
  (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);

export const BULK_SUBSCRIPTIONS_MAX = 50;

export const newSubscriptionSchema = z.object({
  propertyId: z.uuid({ message: 'propertyId must be a valid identifier' }),
  maintenancePlanId: z.uuid({ message: 'maintenancePlanId must be a valid identifier' }),
});

export const bulkSubscriptionsBodySchema = z.object({
  data: z
    .array(newSubscriptionSchema, { message: 'data must be a list of subscriptions' })
    .min(1, 'data must hold at least one subscription')
    .max(BULK_SUBSCRIPTIONS_MAX, `data must hold at most ${BULK_SUBSCRIPTIONS_MAX} subscriptions`)
    .refine(
      (rows) => new Set(rows.map((row) => row.propertyId)).size === rows.length,
      'data must name each property once',
    ),
});
export type BulkSubscriptionsBody = z.infer<typeof bulkSubscriptionsBodySchema>;

/** PUT body: change the plan, or set whether it ends at the end of the paid period (or both). */
export const updateSubscriptionBodySchema = z
  .object({
    maintenancePlanId: z
      .uuid({ message: 'maintenancePlanId must be a valid identifier' })
      .optional(),
    cancelAtPeriodEnd: z.boolean({ message: 'cancelAtPeriodEnd must be true or false' }).optional(),
  })
  .refine(
    (body) => body.maintenancePlanId !== undefined || body.cancelAtPeriodEnd !== undefined,
    'Send maintenancePlanId or cancelAtPeriodEnd.',
  );
export type UpdateSubscriptionBody = z.infer<typeof updateSubscriptionBodySchema>;

export const subscriptionPlanSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  priceCents: z.number().int(),
  currency: z.string(),
  interval: billingIntervalSchema,
  /** The catalogue product that pays for this plan (what a checkout's items name). */
  productId: uuidSchema,
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const subscriptionSchema = z.object({
  id: uuidSchema,
  status: subscriptionStatusSchema,
  propertyId: uuidSchema,
  property: z.object({ id: uuidSchema, name: z.string() }),
  maintenancePlanId: uuidSchema,
  plan: subscriptionPlanSchema,
  /** An active subscription's next plan, taking effect at the end of the current period. */
  pendingPlanId: uuidSchema.nullable(),
  pendingPlan: subscriptionPlanSchema.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  canceledAt: z.string().nullable(),
  /** When the plan's next visit falls due: null unless active with visits to come. */
  nextVisitAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionEnvelopeSchema = itemEnvelope(subscriptionSchema);
export const subscriptionListSchema = listEnvelope(subscriptionSchema);
export const subscriptionsCreatedSchema = z.object({ data: z.array(subscriptionSchema) });

export const subscriptionsQuerySchema = pageQuerySchema.extend({
  live: z
    .enum(['true', 'false'], { message: 'live must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type SubscriptionsQuery = z.output<typeof subscriptionsQuerySchema>;
export type SubscriptionsQueryInput = z.input<typeof subscriptionsQuerySchema>;
