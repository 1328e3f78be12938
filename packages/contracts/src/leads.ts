import { z } from 'zod';
import { emailSchema } from './auth';
import { phoneSchema } from './phone';
import {
  DAY_MS,
  itemEnvelope,
  lineText,
  longText,
  nameText,
  preferredDateSchema,
  utcToday,
  uuidSchema,
  wholeNumber,
} from './common';

export const POTENTIAL_CLIENT_TOKEN_HEADER = 'x-potential-client-token';

export const INTERESTS = [
  'property-management',
  'association-management',
  'residential',
  'vendor',
  'other',
] as const;
export const interestSchema = z.enum(INTERESTS, {
  message: `interest must be one of ${INTERESTS.join(', ')}`,
});
export type Interest = z.infer<typeof interestSchema>;

/** Where operations stand with a lead. */
export const LEAD_STATUSES = ['new', 'contacted', 'converted', 'lost'] as const;
export const leadStatusSchema = z.enum(LEAD_STATUSES, {
  message: `status must be one of ${LEAD_STATUSES.join(', ')}`,
});
export type LeadStatus = z.infer<typeof leadStatusSchema>;

export const PROPERTY_COUNT_MAX = 100_000;
export const propertyCountSchema = wholeNumber('propertyCount', 1).max(
  PROPERTY_COUNT_MAX,
  `propertyCount must be at most ${PROPERTY_COUNT_MAX.toLocaleString('en-US')}`,
);

/** How far ahead a demo can be booked. */
export const PREFERRED_DATE_MAX_DAYS = 366;

/** A demo's preferred day: a preferred day within the next year. */
const demoDateSchema = preferredDateSchema.refine(
  (value) => Date.parse(`${value}T00:00:00Z`) <= utcToday() + PREFERRED_DATE_MAX_DAYS * DAY_MS,
  'preferredDate must be within the next year',
);

const companySchema = nameText('company');
const messageSchema = longText('message');

export const createPotentialClientBodySchema = z.object({
  firstName: nameText('firstName'),
  lastName: nameText('lastName'),
  email: emailSchema,
  phone: phoneSchema.optional(),
  company: companySchema.optional(),
  propertyCount: propertyCountSchema.optional(),
  interest: interestSchema.optional(),
  message: messageSchema.optional(),
});
export type CreatePotentialClientBody = z.infer<typeof createPotentialClientBodySchema>;

/** Any of the fields; `null` clears an optional one. */
export const updatePotentialClientBodySchema = z
  .object({
    firstName: nameText('firstName'),
    lastName: nameText('lastName'),
    email: emailSchema,
    phone: phoneSchema.nullable(),
    company: companySchema.nullable(),
    propertyCount: propertyCountSchema.nullable(),
    interest: interestSchema.nullable(),
    message: messageSchema.nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'send at least one field to change' });
export type UpdatePotentialClientBody = z.infer<typeof updatePotentialClientBodySchema>;

export const potentialClientTokenHeadersSchema = z.object({
  [POTENTIAL_CLIENT_TOKEN_HEADER]: lineText(POTENTIAL_CLIENT_TOKEN_HEADER, 200).optional(),
});

export const potentialClientSchema = z.object({
  id: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  propertyCount: z.number().int().nullable(),
  interest: interestSchema.nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PotentialClient = z.infer<typeof potentialClientSchema>;

export const createdPotentialClientSchema = potentialClientSchema.extend({
  token: z.string().describe('Secret for later updates; returned only once'),
});
export type CreatedPotentialClient = z.infer<typeof createdPotentialClientSchema>;

export const createdPotentialClientEnvelopeSchema = itemEnvelope(createdPotentialClientSchema);
export const potentialClientEnvelopeSchema = itemEnvelope(potentialClientSchema);

export const scheduleDemoBodySchema = z.object({
  name: nameText('name'),
  email: emailSchema,
  phone: phoneSchema.optional(),
  company: companySchema.optional(),
  message: messageSchema.optional(),
  propertyCount: propertyCountSchema.optional(),
  preferredDate: demoDateSchema.optional(),
});
export type ScheduleDemoBody = z.infer<typeof scheduleDemoBodySchema>;

export const demoRequestSchema = z.object({ id: uuidSchema });
export type DemoRequest = z.infer<typeof demoRequestSchema>;
export const demoRequestEnvelopeSchema = itemEnvelope(demoRequestSchema);
