import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@homekeep/contracts/common';
import type { ProductKind } from '@homekeep/contracts/catalog';
import type { Executor } from '../../db/database';
import { cappedCount, cappedTotal, matchingRow } from '../../db/capped-count';
import { isSet } from '../../db/flags';
import { banners, maintenancePlans, products, services } from '../../db/schema';
import {
  pageRows,
  pageShape,
  pageShapeKey,
  preparedList,
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

export async function findService(db: Executor, id: string) {
  const [row] = await db
    .select(serviceColumns)
    .from(services)
    .where(and(eq(services.id, id), eq(services.active, true)));
  return row;
}

interface ProductsPageShape extends PageShape {
  kind: boolean;
}

/** Active products, of one kind or all, and their capped total, prepared per shape. */
const productsPage = preparedPerShape(
  'products',
  (shape: ProductsPageShape) => `${shape.kind ? 'kind_' : ''}${pageShapeKey(shape)}`,
  (db, shape, name) => {
    const where = and(
      isSet(products.active),
      shape.kind ? eq(products.kind, sql.placeholder('kind')) : undefined,
    );
    const matching = db.select(matchingRow).from(products).where(where);
    const rows = pageRows(shape);
    return {
      page: db
        .select({ ...productColumns, total: cappedTotal(db, matching) })
        .from(products)
        .where(where)
        .orderBy(asc(products.kind), asc(products.name), asc(products.id))
        .limit(rows.limit)
        .offset(rows.offset)
        .prepare(name),
      count: cappedCount(db, matching).prepare(`${name}_count`),
    };
  },
);

export const listProducts = (db: Executor, query: PageQuery & { kind?: ProductKind | undefined }) =>
  runPage(productsPage(db, { kind: query.kind !== undefined, ...pageShape(query) }), query, {
    kind: query.kind,
  });

export async function findCustomRequestProduct(db: Executor) {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.kind, 'custom_maintenance_request'), eq(products.active, true)));
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
