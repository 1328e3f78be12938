import { z } from 'zod';
import { lineText, listMetaSchema, pageQuerySchema, uuidSchema } from './common';

export const NOTIFICATION_TYPES = [
  'order.new',
  'order.canceled',
  'order.assigned',
  'license.expiring',
  // A vendor's standing: its licence ended, operations suspended or reinstated it.
  'license.expired',
  'account.suspended',
  'account.reinstated',
  // The resident's side of a job, and of their plan and payments.
  'job.accepted',
  'job.en_route',
  'job.in_progress',
  'job.completed',
  'job.reoffered',
  'job.canceled',
  'job.reassigned',
  // A plan visit asks its resident when they are home; operations look for a vendor.
  'visit.availability',
  'job.finding_vendor',
  // Operations: a job nobody can or did take.
  'order.attention',
  'subscription.renewed',
  'subscription.ended',
  'payment.failed',
  // Either side of a job's appointment.
  'appointment.proposed',
  'appointment.confirmed',
  'appointment.reminder',
  'appointment.availability',
  // Either side of a completed job that has not reviewed it yet.
  'review.reminder',
  // Money: a vendor's payout sent or reversed, a resident's refund.
  'payout.paid',
  'earning.reversed',
  'payment.refunded',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationSchema = z.object({
  id: uuidSchema,
  type: notificationTypeSchema,
  title: z.string(),
  body: z.string(),
  orderId: uuidSchema.nullable(),
  /** The maintenance request of `orderId`: where a resident opens the job. */
  requestId: uuidSchema.nullable(),
  seen: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = pageQuerySchema.extend({
  seen: z
    .enum(['true', 'false'], { message: 'seen must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  meta: listMetaSchema.extend({ unseen: z.number().int() }),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const MAX_SEEN_IDS = 100;
export const markSeenBodySchema = z
  .object({
    ids: z
      .array(uuidSchema, { message: 'ids must be a list of notification ids' })
      .min(1, 'ids must name at least one notification; leave it out to mark all')
      .max(MAX_SEEN_IDS, `ids may hold at most ${MAX_SEEN_IDS} notifications`)
      .optional(),
  })
  .default({});
export type MarkSeenBody = z.input<typeof markSeenBodySchema>;

export const markSeenResultSchema = z.object({ updated: z.number().int() });

/** The stream also takes the usual bearer header; the query token is for EventSource. */
export const notificationStreamQuerySchema = z.object({
  accessToken: lineText('accessToken', 4096).optional(),
});
