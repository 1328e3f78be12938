import { z } from 'zod';
import { uuidSchema } from './common';

/** Uploads are judged by their content; these are the types accepted. */
export const ALLOWED_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type AllowedFileType = (typeof ALLOWED_FILE_TYPES)[number];
export const IMAGE_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 10;

/** The unsigned path of a file's bytes: it serves only images published in the catalogue. */
export const fileUrl = (id: string) => `/api/v1/files/${id}/content`;

/** A file address's signature (`url` of a stored file): expired or forged answers 404. */
export const fileContentQuerySchema = z.object({
  expires: z
    .string()
    .regex(/^\d{1,12}$/, 'expires must be a time in seconds')
    .transform(Number)
    .optional(),
  signature: z.string().max(100, 'signature is too long').optional(),
});

export const storedFileSchema = z.object({
  id: uuidSchema,
  url: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  mimeType: z.enum(ALLOWED_FILE_TYPES),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** A list of file ids that must all belong to the signed-in user. */
export const fileIdsSchema = (field: string, max: number) =>
  z
    .array(uuidSchema, { message: `${field} must be a list of file ids` })
    .max(max, `${field} may hold at most ${max} files`)
    .refine((ids) => new Set(ids).size === ids.length, {
      message: `${field} must not repeat a file`,
    });
