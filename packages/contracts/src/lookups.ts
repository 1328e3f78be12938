import { z } from 'zod';
import { globalFilterSchema, pageQuerySchema, wholeNumberText } from './common';

export const lookupItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type LookupItem = z.infer<typeof lookupItemSchema>;
export const lookupQuerySchema = pageQuerySchema.extend(globalFilterSchema.shape);
export type LookupQuery = z.infer<typeof lookupQuerySchema>;

export const countrySchema = lookupItemSchema.extend({ code: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = lookupItemSchema.extend({
  code: z.string().nullable(),
  countryId: z.number().int(),
});
export type State = z.infer<typeof stateSchema>;
export const statesQuerySchema = lookupQuerySchema.extend({
  countryId: wholeNumberText('countryId', 1).optional(),
});

export const citySchema = lookupItemSchema.extend({ stateId: z.number().int() });
export type City = z.infer<typeof citySchema>;
export const citiesQuerySchema = lookupQuerySchema.extend({
  stateId: wholeNumberText('stateId', 1).optional(),
});

export const zipCodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  cityId: z.number().int().nullable(),
  stateId: z.number().int(),
});
export type ZipCode = z.infer<typeof zipCodeSchema>;
export const zipCodesQuerySchema = lookupQuerySchema.extend({
  stateId: wholeNumberText('stateId', 1).optional(),
  cityId: wholeNumberText('cityId', 1).optional(),
});
