import { and, asc, eq } from 'drizzle-orm';
import type { PageQuery } from '@homekeep/contracts/common';
import type { ProductKind } from '@homekeep/contracts/catalog';
import type { Executor } from '../../db/database';
import { cappedCount, cappedTotal, matchingRow } from '../../db/capped-count';
import { isSet } from '../../db/flags';
import { banners, maintenancePlans, products, services } from '../../db/schema';
import { rowsWithTotal } from '../../lib/pagination';
import { pageLimit, pageOffset } from '../../db/statement-literals';
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

export function listPlans(db: Executor, query: PageQuery) {
  const active = eq(maintenancePlans.active, true);
  const matching = db.select(matchingRow).from(maintenancePlans).where(active);
  return rowsWithTotal(
    db
      .select({ ...planColumns, total: cappedTotal(db, matching) })
      .from(maintenancePlans)
      .where(active)
      .orderBy(asc(maintenancePlans.sortOrder), asc(maintenancePlans.name))
      .limit(pageLimit(query))
      .offset(pageOffset(query)),
    () => cappedCount(db, matching),
  );
}

export async function findService(db: Executor, id: string) {
  const [row] = await db
    .select(serviceColumns)
    .from(services)
    .where(and(eq(services.id, id), eq(services.active, true)));
  return row;
}

export function listProducts(db: Executor, query: PageQuery & { kind?: ProductKind | undefined }) {
  const where = and(isSet(products.active), query.kind ? eq(products.kind, query.kind) : undefined);
  const matching = db.select(matchingRow).from(products).where(where);
  return rowsWithTotal(
    db
      .select({ ...productColumns, total: cappedTotal(db, matching) })
      .from(products)
      .where(where)
      .orderBy(asc(products.kind), asc(products.name), asc(products.id))
      .limit(pageLimit(query))
      .offset(pageOffset(query)),
    () => cappedCount(db, matching),
  );
}

export async function findCustomRequestProduct(db: Executor) {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.kind, 'custom_maintenance_request'), eq(products.active, true)));
  return row;
}

export function listBanners(db: Executor, query: PageQuery) {
  const active = eq(banners.active, true);
  const matching = db.select(matchingRow).from(banners).where(active);
  return rowsWithTotal(
    db
      .select({ ...bannerColumns, total: cappedTotal(db, matching) })
      .from(banners)
      .where(active)
      .orderBy(asc(banners.sortOrder), asc(banners.id))
      .limit(pageLimit(query))
      .offset(pageOffset(query)),
    () => cappedCount(db, matching),
  );
}
