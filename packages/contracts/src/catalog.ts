import { z } from 'zod';
import {
  cursorSchema,
  globalFilterSchema,
  moneySchema,
  pageQuerySchema,
  uuidSchema,
  nameText,
  lineText,
  longText,
  wholeNumber,
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
  /** Visits a year the plan brings, as maintenance requests spread evenly over the year. */
  visitsPerYear: z.number().int(),
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
  .extend({ kind: serviceKindSchema.optional(), cursor: cursorSchema.optional() });
export type ServicesQuery = z.infer<typeof servicesQuerySchema>;

export const createServiceBodySchema = z.object({
  name: nameText('name'),
  kind: serviceKindSchema,
  description: longText('description').default(''),
  priceCents: wholeNumber('priceCents', 0, 100_000_000),
  currency: z
    .string({ message: 'currency must be text' })
    .regex(/^[A-Za-z]{3}$/, 'currency must be a three-letter code such as usd')
    .toLowerCase()
    .default('usd'),
  imageUrl: lineText('imageUrl', 2000)
    .pipe(z.url({ message: 'imageUrl must be a valid URL' }))
    .nullable()
    .optional(),
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

// ---- operators' catalogue (admin) ------------------------------------------------------------

const PRICE_MAX = 100_000_000;
const priceCentsSchema = z
  .number({ message: 'priceCents must be a number' })
  .int('priceCents must be a whole number of cents')
  .nonnegative('priceCents must not be negative')
  .max(PRICE_MAX, 'priceCents is too large');
const currencySchema = z
  .string({ message: 'currency must be a 3-letter code' })
  .regex(/^[A-Za-z]{3}$/, 'currency must be a 3-letter code such as usd')
  .toLowerCase();
const sortOrderSchema = z
  .number({ message: 'sortOrder must be a number' })
  .int('sortOrder must be a whole number')
  .min(0, 'sortOrder must be at least 0')
  .max(10_000, 'sortOrder must be at most 10000');

/** An image or link: a path on this site (an upload's `/api/v1/files/…`) or an http(s) URL. */
export const siteOrWebUrl = (field: string) =>
  z
    .string({ message: `${field} must be a link` })
    .trim()
    .max(2000, `${field} must be at most 2000 characters`)
    .refine(
      (value) => /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^\s/]+\S*$/i.test(value),
      `${field} must be a path on this site (/…) or an http(s) URL`,
    );

export const activeSchema = z.boolean({ message: 'active must be true or false' });

export const serviceFieldsSchema = z.object({
  name: nameText('name'),
  kind: serviceKindSchema,
  description: longText('description').default(''),
  priceCents: priceCentsSchema,
  currency: currencySchema.default('usd'),
  imageUrl: siteOrWebUrl('imageUrl').nullable().default(null),
  active: activeSchema.default(true),
});
export type ServiceFields = z.infer<typeof serviceFieldsSchema>;

export const adminServiceSchema = serviceSchema.extend({
  active: z.boolean(),
  updatedAt: z.string(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

export const PLAN_FEATURES_MAX = 20;
export const planFieldsSchema = z.object({
  name: nameText('name'),
  description: longText('description').default(''),
  priceCents: priceCentsSchema,
  currency: currencySchema.default('usd'),
  interval: z.enum(BILLING_INTERVALS, { message: 'interval must be month or year' }),
  features: z
    .array(nameText('features'), { message: 'features must be a list of short texts' })
    .max(PLAN_FEATURES_MAX, `features may hold at most ${PLAN_FEATURES_MAX} lines`)
    .default([]),
  sortOrder: sortOrderSchema.default(0),
  visitsPerYear: z
    .number({ message: 'visitsPerYear must be a whole number from 0 to 52' })
    .int('visitsPerYear must be a whole number from 0 to 52')
    .min(0, 'visitsPerYear must be a whole number from 0 to 52')
    .max(52, 'visitsPerYear must be a whole number from 0 to 52')
    .default(0),
  active: activeSchema.default(true),
});
export type PlanFields = z.infer<typeof planFieldsSchema>;

export const adminPlanSchema = maintenancePlanSchema.extend({
  sortOrder: z.number().int(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

/**
 * A new product: the custom-request product, or the product of a plan or a service that lacks
 * one (each plan and service is sold through exactly one product).
 */
export const createProductBodySchema = z.object({
  kind: productKindSchema,
  name: nameText('name'),
  description: longText('description').default(''),
  priceCents: priceCentsSchema,
  currency: currencySchema.default('usd'),
  maintenancePlanId: uuidSchema.nullable().default(null),
  serviceId: uuidSchema.nullable().default(null),
  active: activeSchema.default(true),
});
export type CreateProductBody = z.infer<typeof createProductBodySchema>;

/**
 * Changes to a product. The product of a plan or a service takes its name and price from it:
 * change those on the plan or service.
 */
export const updateProductBodySchema = z
  .object({
    name: nameText('name'),
    description: longText('description'),
    priceCents: priceCentsSchema,
    active: activeSchema,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'send at least one field to change' });
export type UpdateProductBody = z.infer<typeof updateProductBodySchema>;

export const adminProductSchema = productSchema.extend({
  active: z.boolean(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const bannerFieldsSchema = z.object({
  title: nameText('title'),
  subtitle: nameText('subtitle').nullable().default(null),
  imageUrl: siteOrWebUrl('imageUrl'),
  linkUrl: siteOrWebUrl('linkUrl').nullable().default(null),
  sortOrder: sortOrderSchema.default(0),
  active: activeSchema.default(true),
});
export type BannerFields = z.infer<typeof bannerFieldsSchema>;

export const adminBannerSchema = bannerSchema.extend({
  sortOrder: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
