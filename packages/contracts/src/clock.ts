import { z } from 'zod';

/** Ten years: far beyond any test of renewals, and well inside a timestamp's range. */
export const MAX_CLOCK_ADVANCE_SECONDS = 10 * 366 * 86400;

/** The product's time and how far the test clock has moved it ahead of the real time. */
export const clockSchema = z.object({
  now: z.iso.datetime(),
  offsetSeconds: z.number().int().min(0),
});
export type ProductClockView = z.infer<typeof clockSchema>;
export const clockEnvelopeSchema = z.object({ data: clockSchema });

export const advanceClockBodySchema = z.object({
  seconds: z
    .number({ message: 'seconds must be a whole number of seconds' })
    .int('seconds must be a whole number of seconds')
    .min(1, 'seconds must be at least 1')
    .max(MAX_CLOCK_ADVANCE_SECONDS, 'seconds can be at most ten years'),
});
export type AdvanceClockBody = z.infer<typeof advanceClockBodySchema>;
