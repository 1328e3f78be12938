import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@homekeep/contracts/common';
import { PRODUCT_KINDS, type ProductKind } from '@homekeep/contracts/catalog';
import type { Executor } from '../../db/database';
import { matchingRow, totalColumn } from '../../db/capped-count';
import { isSet } from '../../db/flags';
import { banners, maintenancePlans, productCounts, products, services } from '../../db/schema';
import {
  pageRows,
  pageShape,
  pageShapeKey,
  preparedList,
  preparedPerDatabase,
  preparedPerShape,
  runPage,
  type PageShape,
} from '../../db/prepared-queries';
import { serviceColumns } from './services-list.repository';

const planColumns = {
  id: maintenancePlans.id,
  name: maintenancePlans.name,
  description: maintenancePlans.description,
  priceCents: maintenancePlans.priceCents,
  currency: maintenancePlans.currency,
  interval: maintenancePlans.interval,
  features: maintenancePlans.features,
  visitsPerYear: maintenancePlans.visitsPerYear,
};

export const productColumns = {
  id: products.id,
  kind: products.kind,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  currency: products.currency,
  interval: products.interval,
  maintenancePlanId: products.maintenancePlanId,
  serviceId: products.serviceId,
};

const bannerColumns = {
  id: banners.id,
  title: banners.title,
  subtitle: banners.subtitle,
  imageUrl: banners.imageUrl,
  linkUrl: banners.linkUrl,
};

/** The active plans in their order, and their capped total, prepared per page shape. */
const plansPage = preparedList('plans', (db, rows) => {
  const active = eq(maintenancePlans.active, true);
  const matching = db.select(matchingRow).from(maintenancePlans).where(active);
  const page = (total: SQL.Aliased<number>) =>
    db
      .select({ ...planColumns, total })
      .from(maintenancePlans)
      .where(active)
      .orderBy(asc(maintenancePlans.sortOrder), asc(maintenancePlans.name))
      .limit(rows.limit)
      .offset(rows.offset);
  return { page, matching };
});

export const listPlans = (db: Executor, query: PageQuery) => plansPage(db, query);

const serviceById = preparedPerDatabase((db) =>
  db
    .select(serviceColumns)
    .from(services)
    .where(and(eq(services.id, sql.placeholder('id')), eq(services.active, true)))
    .prepare('service_by_id'),
);

export async function findService(db: Executor, id: string) {
  const [row] = await serviceById(db).execute({ id });
  return row;
}

interface ProductsPageShape extends PageShape {
  /** The kind asked for, or every kind. */
  kind: ProductKind | undefined;
}

/** A kind in a statement's text: one of three, each with its own statement and kept plan. */
const kindIn = (kind: ProductKind) => {
  if (!PRODUCT_KINDS.includes(kind)) throw new RangeError(`no product kind ${kind}`);
  return sql.raw(`'${kind}'`);
};

/**
 * Active products, of one kind or all, by kind and name, with their exact total
 * (`product_counts`), prepared per shape. The kind is in the text, not a parameter: with no
 * value left to plan for, the database keeps one plan for each kind's first page.
 */
const productsPage = preparedPerShape(
  'products',
  (shape: ProductsPageShape) => `${shape.kind ?? 'all'}_${pageShapeKey(shape)}`,
  (db, shape, name) => {
    const where = and(
      isSet(products.active),
      shape.kind ? eq(products.kind, kindIn(shape.kind)) : undefined,
    );
    const count = db
      .select({ total: sql<number>`coalesce(sum(${productCounts.active}), 0)`.mapWith(Number) })
      .from(productCounts)
      .where(shape.kind ? eq(productCounts.kind, kindIn(shape.kind)) : undefined);
    const rows = pageRows(shape);
    return {
      page: db
        .select({ ...productColumns, total: totalColumn(count) })
        .from(products)
        .where(where)
        .orderBy(asc(products.kind), asc(products.name), asc(products.id))
        .limit(rows.limit)
        .offset(rows.offset)
        .prepare(name),
      count: count.prepare(`${name}_count`),
    };
  },
);

export const listProducts = (db: Executor, query: PageQuery & { kind?: ProductKind | undefined }) =>
  runPage(productsPage(db, { kind: query.kind, ...pageShape(query) }), query, {});

const customRequestProduct = preparedPerDatabase((db) =>
  db
    .select(productColumns)
    .from(products)
    // The kind and `active` in the statement's text: one product among a million, found by the
    // partial index of active products, where a generic plan for any kind scans them all.
    .where(sql`${products.kind} = 'custom_maintenance_request' and ${products.active}`)
    .prepare('custom_request_product'),
);

export async function findCustomRequestProduct(db: Executor) {
  const [row] = await customRequestProduct(db).execute();
  return row;
}

/** The active banners in their order, and their capped total, prepared per page shape. */
const bannersPage = preparedList('banners', (db, rows) => {
  const active = eq(banners.active, true);
  const matching = db.select(matchingRow).from(banners).where(active);
  const page = (total: SQL.Aliased<number>) =>
    db
      .select({ ...bannerColumns, total })
      .from(banners)
      .where(active)
      .orderBy(asc(banners.sortOrder), asc(banners.id))
      .limit(rows.limit)
      .offset(rows.offset);
  return { page, matching };
});

export const listBanners = (db: Executor, query: PageQuery) => bannersPage(db, query);
