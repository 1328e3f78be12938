import { phoneSchema } from '@homekeep/contracts/auth';
import { z } from 'zod';

/** A phone box that may be left empty; anything typed must be a phone number. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || phoneSchema.safeParse(value).success, {
    message: 'phone must be a valid phone number',
  });
