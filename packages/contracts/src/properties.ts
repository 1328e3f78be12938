import { z } from 'zod';
import { fileIdsSchema } from './files';
import { timeZoneSchema } from './appointments';
import { lineText, longText, nameText, pageQuerySchema, uuidSchema, wholeNumber } from './common';

export const PROPERTY_TYPES = [
  'house',
  'apartment',
  'condo',
  'townhouse',
  'commercial',
  'other',
] as const;
export const propertyTypeSchema = z.enum(PROPERTY_TYPES, {
  message: `type must be one of ${PROPERTY_TYPES.join(', ')}`,
});
export type PropertyType = z.infer<typeof propertyTypeSchema>;

export const MAX_PROPERTY_PHOTOS = 20;
export const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
const OTHER_POSTCODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$/;
export const EARLIEST_YEAR_BUILT = 1600;

const shortText = (field: string, max: number) => lineText(field, max, { trim: true });

/** Empty optional text is stored as null, so clients may send "" for "none". */
const optionalText = (schema: z.ZodString) =>
  schema
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

export const propertyFieldsSchema = z.object({
  name: nameText('name'),
  addressLine1: nameText('addressLine1'),
  addressLine2: optionalText(shortText('addressLine2', 200)),
  city: nameText('city').max(100, 'city must be at most 100 characters'),
  state: nameText('state').max(100, 'state must be at most 100 characters'),
  zipCode: lineText('zipCode', 20, { trim: true }).min(1, 'zipCode is required'),
  country: lineText('country', 20, { trim: true })
    .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter country code such as US')
    .transform((code) => code.toUpperCase())
    .default('US'),
  type: propertyTypeSchema.default('house'),
  sizeSqft: wholeNumber('sizeSqft', 1, 1_000_000).nullable().optional().default(null),
  bedrooms: wholeNumber('bedrooms', 0, 100).nullable().optional().default(null),
  bathrooms: z
    .number({ message: 'bathrooms must be a number' })
    .min(0, 'bathrooms must be at least 0')
    .max(100, 'bathrooms must be at most 100')
    .multipleOf(0.5, 'bathrooms must be a whole or half number, such as 2 or 2.5')
    .nullable()
    .optional()
    .default(null),
  yearBuilt: wholeNumber('yearBuilt', EARLIEST_YEAR_BUILT, 9999)
    .refine((year) => year <= new Date().getFullYear(), 'yearBuilt cannot be in the future')
    .nullable()
    .optional()
    .default(null),
  notes: optionalText(longText('notes')),
  /** IANA time zone; left out, it is filled from the zip code. */
  timezone: timeZoneSchema.optional(),
  photoFileIds: fileIdsSchema('photoFileIds', MAX_PROPERTY_PHOTOS).default([]),
});

/** The zip code format depends on the country: US 5-digit or ZIP+4, else a short postcode. */
export function zipCodeProblem(zipCode: string, country: string): string | null {
  if (country.toUpperCase() === 'US') {
    return US_ZIP_PATTERN.test(zipCode)
      ? null
      : 'zipCode must be a US zip code such as 94107 or 94107-1234';
  }
  return OTHER_POSTCODE_PATTERN.test(zipCode) ? null : 'zipCode must be a valid postal code';
}

/** Body of POST /properties and PUT /properties/{id} (PUT replaces every field). */
export const propertyBodySchema = propertyFieldsSchema.superRefine((body, context) => {
  const problem = zipCodeProblem(body.zipCode, body.country);
  if (problem) context.addIssue({ code: 'custom', path: ['zipCode'], message: problem });
});
export type PropertyBody = z.input<typeof propertyBodySchema>;
export type PropertyInput = z.output<typeof propertyBodySchema>;

export const propertyPhotoSchema = z.object({ id: uuidSchema, url: z.string() });
export type PropertyPhoto = z.infer<typeof propertyPhotoSchema>;

export const propertySchema = z.object({
  id: uuidSchema,
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  type: propertyTypeSchema,
  sizeSqft: z.number().int().nullable(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().nullable(),
  yearBuilt: z.number().int().nullable(),
  notes: z.string().nullable(),
  timezone: z.string(),
  photos: z.array(propertyPhotoSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Property = z.infer<typeof propertySchema>;

export const propertiesQuerySchema = pageQuerySchema;
