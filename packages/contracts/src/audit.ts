import { z } from 'zod';
import { isCalendarDay, isStorableInstant, NAME_MAX, pageQuerySchema, uuidSchema } from './common';

/** One entry of the audit log: an operator's change or a security event. */
export const auditEntrySchema = z.object({
  id: uuidSchema,
  actor: z
    .object({ id: uuidSchema, email: z.string(), name: z.string() })
    .nullable()
    .describe('Who made the change; null once that account is gone'),
  action: z.string().describe('What was done, such as `service.update` or `user.block`'),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetName: z
    .string()
    .nullable()
    .describe(
      'The name people know the target by (a person, a company, a service); null once gone',
    ),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  details: z.unknown().nullable().describe('What else the event noted (never a secret)'),
  address: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** An instant such as `2026-05-01` or `2026-05-01T12:00:00Z`. */
export const instantSchema = (field: string) =>
  z
    .string({ message: `${field} must be a date or a date and time` })
    .trim()
    .regex(
      /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/,
      `${field} must be a date such as 2026-05-01 or a time such as 2026-05-01T12:00:00Z`,
    )
    .refine(
      (value) => isCalendarDay(value.slice(0, 10)) && isStorableInstant(value),
      `${field} must be a real date between the years 0001 and 9999`,
    )
    .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value));

/** `from` (inclusive) and `to` (exclusive) as instants; `to` must come after `from`. */
export const periodQuerySchema = z.object({
  from: instantSchema('from').optional(),
  to: instantSchema('to').optional(),
});
export const refinePeriod = <T extends { from?: Date | undefined; to?: Date | undefined }>(
  query: T,
) => !query.from || !query.to || query.to > query.from;
export const PERIOD_MESSAGE = { message: 'to must be later than from', path: ['to'] };

export const auditLogQuerySchema = pageQuerySchema
  .extend(periodQuerySchema.shape)
  .extend({
    actorId: uuidSchema.optional(),
    action: z
      .string()
      .trim()
      .max(NAME_MAX, `action must be at most ${NAME_MAX} characters`)
      .regex(/^[a-z_.]*$/, 'action must look like service.update')
      .optional(),
  })
  .refine(refinePeriod, PERIOD_MESSAGE);
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
