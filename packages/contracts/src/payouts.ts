import { z } from 'zod';
import {
  itemEnvelope,
  lineText,
  listMetaSchema,
  pageQuerySchema,
  uuidSchema,
  wholeNumberText,
} from './common';

/** What a job pays its vendor: the price, the platform's fee on it and the vendor's payout. */
export const orderEarningsSchema = z.object({
  priceCents: z.number().int().nonnegative(),
  feeCents: z.number().int().nonnegative(),
  payoutCents: z.number().int().nonnegative(),
  currency: z.string().length(3),
});
export type OrderEarnings = z.infer<typeof orderEarningsSchema>;

export const PAYOUT_ACCOUNT_STATUSES = ['none', 'pending', 'enabled', 'restricted'] as const;
export const payoutAccountStatusSchema = z.enum(PAYOUT_ACCOUNT_STATUSES);
export type PayoutAccountStatus = z.infer<typeof payoutAccountStatusSchema>;

/** What a payout account still needs before the processor pays it. */
export const PAYOUT_REQUIREMENTS = ['business_details', 'bank_account', 'identity'] as const;
export const payoutRequirementSchema = z.enum(PAYOUT_REQUIREMENTS);
export type PayoutRequirement = z.infer<typeof payoutRequirementSchema>;

export const payoutAccountSchema = z.object({
  status: payoutAccountStatusSchema,
  payoutsEnabled: z.boolean(),
  bankLast4: z.string().optional(),
  /** What is still missing, in the order to finish it; empty once enabled. */
  missing: z.array(payoutRequirementSchema),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
export const payoutAccountEnvelopeSchema = itemEnvelope(payoutAccountSchema);
export const payoutOnboardingEnvelopeSchema = itemEnvelope(z.object({ url: z.string() }));

/** Test bank numbers of the built-in onboarding page, like the test checkout's test cards. */
export const TEST_BANK_ACCOUNTS = {
  enabled: '000123456789',
  restricted: '000111111116',
} as const;
export const TEST_ROUTING_NUMBER = '110000000';

export const testOnboardingBodySchema = z.object({
  legalName: lineText('legalName', 200, { trim: true }).min(1, 'legalName is required'),
  routingNumber: lineText('routingNumber', 20, { trim: true }).regex(
    /^\d{9}$/,
    'routingNumber must be 9 digits',
  ),
  accountNumber: lineText('accountNumber', 30, { trim: true }).regex(
    /^\d{4,17}$/,
    'accountNumber must be 4 to 17 digits',
  ),
});
export type TestOnboardingBody = z.infer<typeof testOnboardingBodySchema>;

export const EARNING_STATUSES = ['pending', 'available', 'paid', 'held', 'reversed'] as const;
export const earningStatusSchema = z.enum(EARNING_STATUSES);
export type EarningStatus = z.infer<typeof earningStatusSchema>;

export const earningSchema = z.object({
  id: uuidSchema,
  orderId: uuidSchema,
  title: z.string(),
  completedAt: z.string(),
  priceCents: z.number().int(),
  feeCents: z.number().int(),
  payoutCents: z.number().int(),
  /** What refunds took back from the payout; the vendor keeps `payoutCents - reversedCents`. */
  reversedCents: z.number().int(),
  currency: z.string().length(3),
  status: earningStatusSchema,
  /** Why it is held: the account is not enabled, or the payment is disputed. */
  heldBecause: z.enum(['account', 'dispute']).nullable(),
  availableAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Earning = z.infer<typeof earningSchema>;

/** Cents per status: what each earning keeps in its status, and all that refunds reversed. */
export const earningTotalsSchema = z.object(
  Object.fromEntries(EARNING_STATUSES.map((status) => [status, z.number().int()])) as Record<
    EarningStatus,
    z.ZodNumber
  >,
);
export type EarningTotals = z.infer<typeof earningTotalsSchema>;

export const earningsQuerySchema = pageQuerySchema.extend({
  status: earningStatusSchema.optional(),
});
export type EarningsQuery = z.infer<typeof earningsQuerySchema>;

export const earningListSchema = z.object({
  data: z.array(earningSchema),
  meta: listMetaSchema.extend({ totals: earningTotalsSchema, currency: z.string().length(3) }),
});
export type EarningList = z.infer<typeof earningListSchema>;

export const earningsCsvQuerySchema = z.object({
  year: wholeNumberText('year', 2000, 2100),
});
