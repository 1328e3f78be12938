/** Refunds and disputes of residents' payments, as operators see and make them. */
import { z } from 'zod';
import { lineText, listEnvelope, pageQuerySchema, uuidSchema, wholeNumber } from './common';

export const refundBodySchema = z.object({
  /** Absent: whatever of the payment is not refunded yet. */
  amountCents: wholeNumber('amountCents', 1).optional(),
  reason: lineText('reason', 500, { trim: true }).min(1, 'reason is required'),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

export const ADMIN_PAYMENT_STATES = ['paid', 'partially_refunded', 'refunded', 'disputed'] as const;
export const adminPaymentStateSchema = z.enum(ADMIN_PAYMENT_STATES);
export type AdminPaymentState = z.infer<typeof adminPaymentStateSchema>;

export const adminPaymentSchema = z.object({
  id: uuidSchema,
  state: adminPaymentStateSchema,
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  currency: z.string().length(3),
  paidAt: z.string(),
  residentEmail: z.string(),
  /** The job it paid, if any. */
  maintenanceRequestId: uuidSchema.nullable(),
  title: z.string(),
  disputedAt: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentListSchema = listEnvelope(adminPaymentSchema);

export const adminPaymentsQuerySchema = pageQuerySchema.extend({
  state: adminPaymentStateSchema.optional(),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;
