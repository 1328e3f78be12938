import { z } from 'zod';

export const NAME_MAX = 200;
export const TEXT_MAX = 5000;
export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

/** The largest value of a PostgreSQL `integer` column: every integer input is bounded by it. */
export const INT4_MAX = 2_147_483_647;

/**
 * Whether `value` (`YYYY-MM-DD`) is a real day of the years 0001 to 9999, the range a
 * PostgreSQL `date` or `timestamptz` keeps: no 30 February (which `Date` would roll on to
 * March), no year 0.
 */
export function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(day.getTime()) && day.getUTCFullYear() >= 1 && day.toISOString().startsWith(value)
  );
}

/** Whether an instant falls within the years 0001 to 9999 (UTC), which the database keeps. */
export function isStorableInstant(value: string): boolean {
  const at = new Date(value);
  const year = at.getUTCFullYear();
  return !Number.isNaN(at.getTime()) && year >= 1 && year <= 9999;
}

// One input layer: every text an API schema accepts goes through one of the helpers below, so
// that no control character (NUL among them, which PostgreSQL refuses in text) reaches a
// query, and every number through `wholeNumber`, so that none exceeds its column.
/** Single-line text: no control character at all. */
const ONE_LINE = /^\P{Cc}*$/u;
/** Multi-line text: tabs and line breaks, but no other control character. */
const MULTI_LINE = /^(?:\P{Cc}|[\t\n\r])*$/u;

const noControlCharacters = (field: string) => `${field} must not contain control characters`;

const textOf = (field: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined ? `${field} is required` : `${field} must be text`,
  });

/** Text on one line, at most `max` characters (after trimming, with `trim`), no control characters. */
export const lineText = (field: string, max: number, { trim = false } = {}) =>
  (trim ? textOf(field).trim() : textOf(field))
    .max(max, `${field} must be at most ${max} characters`)
    .regex(ONE_LINE, noControlCharacters(field));

/** A secret (password, token) taken exactly as sent: bounded, no control characters. */
export const secretText = (field: string, max: number) =>
  lineText(field, max).min(1, `${field} is required`);

/** A whole number within `min`..`max` (at most the int4 column maximum). */
export const wholeNumber = (field: string, min = 0, max = INT4_MAX) =>
  z
    .number({ message: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(Math.min(max, INT4_MAX), `${field} must be at most ${Math.min(max, INT4_MAX)}`);

/** A whole number read from a query string or a path (`?stateId=12`), bounded like `wholeNumber`. */
export const wholeNumberText = (field: string, min = 0, max = INT4_MAX) =>
  z.coerce
    .number({ message: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(Math.min(max, INT4_MAX), `${field} must be at most ${Math.min(max, INT4_MAX)}`);

export const uuidSchema = z.uuid({ message: 'id must be a valid identifier' });
export const idParamsSchema = z.object({ id: uuidSchema });
/** The id of a lookup row (serial int4), from a query string or a path. */
export const lookupIdSchema = wholeNumberText('id', 1);

export const nameText = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(NAME_MAX, `${field} must be at most ${NAME_MAX} characters`)
    .regex(ONE_LINE, noControlCharacters(field));

export const longText = (field: string) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(TEXT_MAX, `${field} must be at most ${TEXT_MAX} characters`)
    .regex(MULTI_LINE, noControlCharacters(field));

export const pageQuerySchema = z.object({
  page: wholeNumberText('page', 1).default(DEFAULT_PAGE),
  limit: wholeNumberText('limit', 1, MAX_LIMIT).default(DEFAULT_LIMIT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * A list's `meta.nextCursor`, sent back as it came: the page after the one that gave it (`page`
 * is then ignored). Opaque to clients; the API checks what it holds.
 */
export const cursorSchema = z
  .string({ message: 'cursor must be text' })
  .max(1_000, 'cursor is not one this list gave: start again from the first page')
  .regex(/^[A-Za-z0-9_-]+$/, 'cursor is not one this list gave: start again from the first page');

export const globalFilterSchema = z.object({
  global: lineText('global', NAME_MAX, { trim: true }).optional(),
});

export const listMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /**
   * Present and true when the list stopped counting (at 1,000 matches): `total` is then what is
   * known so far ("1,000+"), and `totalPages` at least one past the current page while pages are full.
   */
  totalIsEstimate: z.boolean().optional(),
  /**
   * Where the next page starts, on lists that page by key too (services): send it back as
   * `cursor` to read the next page at the cost of the first, however deep. Absent on the last page.
   */
  nextCursor: z.string().optional(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export const itemEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: item });
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: listMetaSchema });

export type Item<T> = { data: T };
export type List<T> = { data: T[]; meta: ListMeta };

export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });
export const errorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  details: z.array(errorDetailSchema).optional(),
  /** The request's id, as in its `X-Request-Id` header and log lines: what to quote to support. */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const moneySchema = {
  priceCents: z.number().int().nonnegative(),
  currency: z.string().length(3),
};

export const DAY_MS = 86_400_000;

/** Today's first instant in UTC, by this machine's clock. */
export const utcToday = () => Math.floor(Date.now() / DAY_MS) * DAY_MS;

/**
 * A preferred day such as `2030-01-31`: a real one, not in the past. "Not in the past" is judged
 * with a day of slack, because the person's today may still be yesterday in UTC. The last day of
 * 9999 is refused: its evening in a western zone is past what the database keeps.
 */
export const preferredDateSchema = z
  .string({ message: 'preferredDate must be a date such as 2030-01-31' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'preferredDate must be a date such as 2030-01-31')
  .refine(isCalendarDay, 'preferredDate must be a real calendar date')
  .refine(
    (value) => Date.parse(`${value}T00:00:00Z`) >= utcToday() - DAY_MS,
    'preferredDate must not be in the past',
  )
  .refine((value) => value < '9999-12-31', 'preferredDate must be before 9999-12-31');
