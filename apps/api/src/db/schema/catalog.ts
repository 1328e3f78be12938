import { sql } from 'drizzle-orm';
import {
  boolean,
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PRODUCT_KINDS } from '@homekeep/contracts/catalog';
import { createdAt, id, updatedAt } from './columns';

export const maintenancePlans = pgTable(
  'maintenance_plans',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    features: jsonb('features')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Visits a subscription brings a year, spread evenly from its start (plan visits). */
    visitsPerYear: integer('visits_per_year').notNull().default(0),
    /** The service a plan visit asks for; without one the plan brings no visits. */
    visitServiceId: uuid('visit_service_id').references((): AnyPgColumn => services.id, {
      onDelete: 'set null',
    }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('maintenance_plans_name_key').on(t.name),
    check(
      'maintenance_plans_visits_check',
      sql`${t.visitsPerYear} >= 0 and ${t.visitsPerYear} <= 52`,
    ),
    index('maintenance_plans_active_sort_idx').on(t.active, t.sortOrder),
    check('maintenance_plans_price_check', sql`${t.priceCents} >= 0`),
  ],
);

export const services = pgTable(
  'services',
  {
    id: id(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['home', 'luxe'] }).notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    imageUrl: text('image_url'),
    /** Inactive services are hidden from public reads and kept on old records. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('services_kind_name_idx').on(t.kind, t.name),
    index('services_name_idx').on(t.name),
    // The public list's order, active services only: a page's ids are read from the index alone,
    // so a deep page skips index entries, not rows.
    index('services_active_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.active}`),
    index('services_active_kind_name_idx')
      .on(t.kind, t.name, t.id)
      .where(sql`${t.active}`),
    index('services_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('services_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    check('services_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * How many active services the catalogue lists of each kind, kept by statement triggers on
 * `services` (`db/sql/kind-counts.sql`, as decision 029's counts are): the list's total is a key
 * read, exact however large the catalogue.
 */
export const serviceCounts = pgTable('service_counts', {
  kind: text('kind', { enum: ['home', 'luxe'] }).primaryKey(),
  active: integer('active').notNull().default(0),
});

/**
 * Every 200th active service in name order, of all kinds (`scope` '') and of each kind, with how
 * many of the scope's services come ahead of it: a page by number starts from the last mark at or
 * before its offset and skips fewer than a few hundred entries, where an offset alone skipped them
 * all (10,000 for page 500). Kept by statement triggers on `services`
 * (`db/sql/service-page-marks.sql`, decision 039).
 */
export const servicePageMarks = pgTable(
  'service_page_marks',
  {
    scope: text('scope').notNull(),
    name: text('name').notNull(),
    id: uuid('id').notNull(),
    ahead: integer('ahead').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.name, t.id] }),
    index('service_page_marks_scope_ahead_idx').on(t.scope, t.ahead),
  ],
);

/**
 * How many active products the catalogue sells of each kind, kept by statement triggers on
 * `products` (`db/sql/kind-counts.sql`, as `service_counts` is): the products list's total is a
 * key read, where a count of the services' products read a thousand rows on every request.
 */
export const productCounts = pgTable('product_counts', {
  kind: text('kind', { enum: PRODUCT_KINDS }).primaryKey(),
  active: integer('active').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    kind: text('kind', { enum: PRODUCT_KINDS }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    interval: text('interval', { enum: ['month', 'year'] }),
    maintenancePlanId: uuid('maintenance_plan_id').references(() => maintenancePlans.id, {
      onDelete: 'cascade',
    }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_kind_name_idx').on(t.kind, t.name),
    index('products_active_kind_name_idx')
      .on(t.kind, t.name, t.id)
      .where(sql`${t.active}`),
    uniqueIndex('products_maintenance_plan_key').on(t.maintenancePlanId),
    uniqueIndex('products_service_key').on(t.serviceId),
    uniqueIndex('products_custom_request_key')
      .on(t.kind)
      .where(sql`${t.kind} = 'custom_maintenance_request'`),
    check(
      'products_plan_link_check',
      sql`(${t.kind} = 'maintenance_plan') = (${t.maintenancePlanId} IS NOT NULL)`,
    ),
    check('products_price_check', sql`${t.priceCents} >= 0`),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: id(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('banners_active_sort_idx').on(t.active, t.sortOrder)],
);
