import type {
  AdminBanner,
  AdminPlan,
  AdminService,
  BannerFields,
  PlanFields,
  ServiceFields,
} from '@homekeep/contracts/catalog';
import { z } from 'zod';

const link = /^(\/(?!\/)\S*|https?:\/\/[^\s/]+\S*)$/i;
const name = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}`)
    .max(200, `The ${what} must be at most 200 characters`);
const dollars = z
  .number({ message: 'Enter a price' })
  .min(0, 'The price cannot be negative')
  .max(1_000_000, 'The price is too large')
  .refine((value) => Number.isInteger(Math.round(value * 100)), 'Use at most two decimals');
const optionalLink = (what: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .refine(
      (value) => value === '' || link.test(value),
      `The ${what} must start with / or http(s)://`,
    );
const cents = (value: number) => Math.round(value * 100);

export const serviceFormSchema = z.object({
  name: name('name'),
  kind: z.enum(['home', 'luxe']),
  description: z.string().trim().max(5000, 'The description must be at most 5000 characters'),
  price: dollars,
  imageUrl: optionalLink('image link'),
  active: z.boolean(),
});
export type ServiceFormValues = z.infer<typeof serviceFormSchema>;

export const serviceFormValues = (service?: AdminService): ServiceFormValues => ({
  name: service?.name ?? '',
  kind: service?.kind ?? 'home',
  description: service?.description ?? '',
  price: (service?.priceCents ?? 0) / 100,
  imageUrl: service?.imageUrl ?? '',
  active: service?.active ?? true,
});

export const serviceBody = (values: ServiceFormValues): ServiceFields => ({
  name: values.name,
  kind: values.kind,
  description: values.description,
  priceCents: cents(values.price),
  currency: 'usd',
  imageUrl: values.imageUrl || null,
  active: values.active,
});

/** A position as people count, from 1; the API's sort order counts from 0. */
const positionSchema = z
  .number({ message: 'Enter a position' })
  .int('Use a whole number')
  .min(1, 'Position 1 comes first')
  .max(10_001);

export const planFormSchema = z.object({
  name: name('name'),
  description: z.string().trim().max(5000, 'The description must be at most 5000 characters'),
  price: dollars,
  interval: z.enum(['month', 'year']),
  features: z
    .string()
    .refine(
      (text) => text.split('\n').filter((line) => line.trim()).length <= 20,
      'At most 20 features',
    ),
  sortOrder: positionSchema,
  visitsPerYear: z
    .number({ message: 'Enter the visits a year' })
    .int('Use a whole number')
    .min(0, 'At least 0')
    .max(52, 'At most 52'),
  active: z.boolean(),
});
export type PlanFormValues = z.infer<typeof planFormSchema>;

export const planFormValues = (plan?: AdminPlan): PlanFormValues => ({
  name: plan?.name ?? '',
  description: plan?.description ?? '',
  price: (plan?.priceCents ?? 0) / 100,
  interval: plan?.interval ?? 'month',
  features: (plan?.features ?? []).join('\n'),
  sortOrder: (plan?.sortOrder ?? 0) + 1,
  visitsPerYear: plan?.visitsPerYear ?? 0,
  active: plan?.active ?? true,
});

export const planBody = (values: PlanFormValues): PlanFields => ({
  name: values.name,
  description: values.description,
  priceCents: cents(values.price),
  currency: 'usd',
  interval: values.interval,
  features: values.features
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
  sortOrder: values.sortOrder - 1,
  visitsPerYear: values.visitsPerYear,
  active: values.active,
});

export const bannerFormSchema = z.object({
  title: name('title'),
  subtitle: z.string().trim().max(200, 'The subtitle must be at most 200 characters'),
  imageUrl: optionalLink('image link').refine(
    (value) => value !== '',
    'Upload an image or give its link',
  ),
  linkUrl: optionalLink('link'),
  sortOrder: positionSchema,
  active: z.boolean(),
});
export type BannerFormValues = z.infer<typeof bannerFormSchema>;

export const bannerFormValues = (banner?: AdminBanner): BannerFormValues => ({
  title: banner?.title ?? '',
  subtitle: banner?.subtitle ?? '',
  imageUrl: banner?.imageUrl ?? '',
  linkUrl: banner?.linkUrl ?? '',
  sortOrder: (banner?.sortOrder ?? 0) + 1,
  active: banner?.active ?? true,
});

export const bannerBody = (values: BannerFormValues): BannerFields => ({
  title: values.title,
  subtitle: values.subtitle || null,
  imageUrl: values.imageUrl,
  linkUrl: values.linkUrl || null,
  sortOrder: values.sortOrder - 1,
  active: values.active,
});
