import { z } from 'zod';
import {
  globalFilterSchema,
  moneySchema,
  pageQuerySchema,
  uuidSchema,
  nameText,
  longText,
} from './common';

export const SERVICE_KINDS = ['home', 'luxe'] as const;
export const serviceKindSchema = z.enum(SERVICE_KINDS, { message: 'kind must be home or luxe' });
export type ServiceKind = z.infer<typeof serviceKindSchema>;

export const BILLING_INTERVALS = ['month', 'year'] as const;
export const billingIntervalSchema = z.enum(BILLING_INTERVALS);

export const maintenancePlanSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  description: z.string(),
  ...moneySchema,
  interval: billingIntervalSchema,
  features: z.array(z.string()),
});
export type MaintenancePlan = z.infer<typeof maintenancePlanSchema>;

export const serviceSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  kind: serviceKindSchema,
  description: z.string(),
  ...moneySchema,
  imageUrl: z.string().nullable(),
});
export type Service = z.infer<typeof serviceSchema>;

export const servicesQuerySchema = pageQuerySchema
  .extend(globalFilterSchema.shape)
  .extend({ kind: serviceKindSchema.optional() });
export type ServicesQuery = z.infer<typeof servicesQuerySchema>;

export const createServiceBodySchema = z.object({
  name: nameText('name'),
  kind: serviceKindSchema,
  description: longText('description').default(''),
  priceCents: z
    .number({ message: 'priceCents must be a number' })
    .int()
    .nonnegative()
    .max(100_000_000),
  currency: z.string().length(3).toLowerCase().default('usd'),
  imageUrl: z.url({ message: 'imageUrl must be a valid URL' }).max(2000).nullable().optional(),
});
export type CreateServiceBody = z.infer<typeof createServiceBodySchema>;

export const PRODUCT_KINDS = ['maintenance_plan', 'custom_maintenance_request', 'service'] as const;
export const productKindSchema = z.enum(PRODUCT_KINDS, {
  message: `kind must be one of ${PRODUCT_KINDS.join(', ')}`,
});
export type ProductKind = z.infer<typeof productKindSchema>;

export const productSchema = z.object({
  id: uuidSchema,
  kind: productKindSchema,
  name: z.string(),
  description: z.string(),
  ...moneySchema,
  interval: billingIntervalSchema.nullable(),
  maintenancePlanId: uuidSchema.nullable(),
  /** Set on kind `service`: the service this product sells. */
  serviceId: uuidSchema.nullable(),
});
export type Product = z.infer<typeof productSchema>;
export const productsQuerySchema = pageQuerySchema.extend({ kind: productKindSchema.optional() });

export const bannerSchema = z.object({
  id: uuidSchema,
  title: z.string(),
  subtitle: z.string().nullable(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannersQuerySchema = pageQuerySchema;
