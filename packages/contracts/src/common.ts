import { z } from 'zod';

export const NAME_MAX = 200;
export const TEXT_MAX = 5000;
export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

export const uuidSchema = z.uuid({ message: 'id must be a valid identifier' });
export const idParamsSchema = z.object({ id: uuidSchema });
export const lookupIdSchema = z.coerce.number().int().positive();

export const nameText = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(NAME_MAX, `${field} must be at most ${NAME_MAX} characters`);

export const longText = (field: string) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(TEXT_MAX, `${field} must be at most ${TEXT_MAX} characters`);

export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(DEFAULT_PAGE),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_LIMIT, `limit must be at most ${MAX_LIMIT}`)
    .default(DEFAULT_LIMIT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const globalFilterSchema = z.object({
  global: z
    .string()
    .trim()
    .max(NAME_MAX, `global must be at most ${NAME_MAX} characters`)
    .optional(),
});

export const listMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
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
});
export type ApiError = z.infer<typeof errorSchema>;

export const moneySchema = {
  priceCents: z.number().int().nonnegative(),
  currency: z.string().length(3),
};
