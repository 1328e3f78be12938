import {
  createPotentialClientBodySchema,
  propertyCountSchema,
  scheduleDemoBodySchema,
} from '@homekeep/contracts/leads';
import { z } from 'zod';

/** An optional text field: blank means "not given", anything else must pass the contract. */
const blankOr = <S extends z.ZodType>(schema: S) =>
  z.string().transform((value, ctx): z.output<S> | undefined => {
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    const parsed = schema.safeParse(trimmed);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

/** A number input gives a number, or '' while empty. */
const optionalPropertyCount = z
  .union([z.number(), z.string()])
  .transform((value, ctx): number | undefined => {
    if (value === '') return undefined;
    const parsed = propertyCountSchema.safeParse(Number(value));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

const leadFields = createPotentialClientBodySchema.shape;
const demoFields = scheduleDemoBodySchema.shape;

/** A blank email is "required", not "invalid". */
const requiredEmail = z.string().trim().min(1, 'email is required').pipe(leadFields.email);

export const leadContactSchema = z.object({
  firstName: leadFields.firstName,
  lastName: leadFields.lastName,
  email: requiredEmail,
});
export type LeadContactValues = z.input<typeof leadContactSchema>;

export const leadDetailsSchema = z.object({
  phone: blankOr(leadFields.phone.unwrap()),
  company: blankOr(leadFields.company.unwrap()),
  propertyCount: optionalPropertyCount,
  message: blankOr(leadFields.message.unwrap()),
});
export type LeadDetailsValues = z.input<typeof leadDetailsSchema>;

/** Today in the visitor's own time zone, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export const demoRequestSchema = z.object({
  name: demoFields.name,
  email: requiredEmail,
  phone: blankOr(demoFields.phone.unwrap()),
  company: blankOr(demoFields.company.unwrap()),
  propertyCount: optionalPropertyCount,
  preferredDate: blankOr(
    demoFields.preferredDate
      .unwrap()
      .refine((date) => date >= localToday(), 'preferredDate must not be in the past'),
  ),
  message: blankOr(demoFields.message.unwrap()),
});
export type DemoRequestValues = z.input<typeof demoRequestSchema>;
