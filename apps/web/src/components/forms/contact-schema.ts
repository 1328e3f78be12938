import { phoneSchema } from '@homekeep/contracts/phone';
import { z } from 'zod';

/** A phone box that may be left empty; anything typed must be a phone number. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') return;
    const parsed = phoneSchema.safeParse(value);
    if (parsed.success) return;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message });
  });
