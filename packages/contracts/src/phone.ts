import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { lineText } from './common';

const INVALID = 'phone must be a valid phone number, such as (406) 555-0142';

/**
 * A phone number as people write it: "(406) 555-0142", "406.555.0142", "+1 406 555 0142",
 * "1-406-555-0142", or an international number with its "+" and country code. A number without
 * a country code is a US one. Kept as E.164 ("+14065550142").
 */
export const phoneSchema = lineText('phone', 32, { trim: true }).transform((value, ctx) => {
  const parsed = parsePhoneNumberFromString(value, 'US');
  if (!parsed?.isValid()) {
    ctx.addIssue({ code: 'custom', message: INVALID });
    return z.NEVER;
  }
  if (parsed.ext) {
    ctx.addIssue({ code: 'custom', message: 'phone must be one number, without an extension' });
    return z.NEVER;
  }
  return parsed.number;
});

/**
 * A kept number as people read it: "(406) 555-0142" for a US number, "+44 20 7946 0958" for
 * another country's; anything that is not a number (a row older than the rule) as it is.
 */
export function formatPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, 'US');
  if (!parsed?.isValid()) return phone;
  return parsed.country === 'US' ? parsed.formatNational() : parsed.formatInternational();
}

/** The number as a `tel:` link dials it. */
export function phoneLink(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, 'US');
  return parsed?.isValid() ? parsed.getURI() : `tel:${phone.replace(/[^+\d]/g, '')}`;
}
