import { and, asc, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AdminCatalogQuery } from '@homekeep/contracts/admin';
import type {
  BannerFields,
  CreateProductBody,
  PlanFields,
  ServiceFields,
  UpdateProductBody,
} from '@homekeep/contracts/catalog';
import type { Executor } from '../../db/database';
import { cappedCount, matchingRow } from '../../db/capped-count';
import { banners, maintenancePlans, products, services } from '../../db/schema';
import { likePattern, offsetOf, rowsAndTotal } from '../../lib/pagination';
import { productColumns } from './catalog.repository';
import { serviceColumns as publicServiceColumns } from './services-list.repository';

const direction = (order: 'asc' | 'desc') => (order === 'asc' ? asc : desc);

/** The filters every operator's catalogue table shares: text and active. */
function catalogFilter(
  table: { active: AnyColumn },
  query: AdminCatalogQuery,
  text: { name: AnyColumn; description: AnyColumn },
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.active !== undefined) conditions.push(eq(table.active, query.active));
  if (query.global) {
    const pattern = likePattern(query.global);
    conditions.push(or(ilike(text.name, pattern), ilike(text.description, pattern)));
  }
  return and(...conditions);
}

/** The sort an operator chose, then the id so that pages never overlap. */
const sortedBy = (
  query: AdminCatalogQuery,
  sorts: Record<AdminCatalogQuery['sort'], AnyColumn>,
  id: AnyColumn,
) => [direction(query.order)(sorts[query.sort]), asc(id)];

// ---- services ---------------------------------------------------------------------------------

const serviceColumns = {
  ...publicServiceColumns,
  active: services.active,
  updatedAt: services.updatedAt,
};
export type AdminServiceRow = NonNullable<Awaited<ReturnType<typeof findServiceForUpdate>>>;

export function listServices(db: Executor, query: AdminCatalogQuery) {
  const where = catalogFilter(services, query, {
    name: services.name,
    description: services.description,
  });
  return rowsAndTotal(
    db
      .select(serviceColumns)
      .from(services)
      .where(where)
      .orderBy(
        ...sortedBy(
          query,
          { name: services.name, priceCents: services.priceCents, updatedAt: services.updatedAt },
          services.id,
        ),
      )
      .limit(query.limit)
      .offset(offsetOf(query)),
    cappedCount(db, db.select(matchingRow).from(services).where(where)),
  );
}

export async function findServiceForUpdate(db: Executor, id: string) {
  const [row] = await db
    .select(serviceColumns)
    .from(services)
    .where(eq(services.id, id))
    .for('update');
  return row;
}

export async function insertService(db: Executor, fields: ServiceFields) {
  const [row] = await db.insert(services).values(fields).returning(serviceColumns);
  return row!;
}

export async function updateService(db: Executor, id: string, fields: ServiceFields) {
  const [row] = await db
    .update(services)
    .set({ ...fields, updatedAt: sql`product_now()` })
    .where(eq(services.id, id))
    .returning(serviceColumns);
  return row!;
}

// ---- plans ------------------------------------------------------------------------------------

const planColumns = {
  id: maintenancePlans.id,
  name: maintenancePlans.name,
  description: maintenancePlans.description,
  priceCents: maintenancePlans.priceCents,
  currency: maintenancePlans.currency,
  interval: maintenancePlans.interval,
  features: maintenancePlans.features,
  visitsPerYear: maintenancePlans.visitsPerYear,
  sortOrder: maintenancePlans.sortOrder,
  active: maintenancePlans.active,
  updatedAt: maintenancePlans.updatedAt,
};
export type AdminPlanRow = NonNullable<Awaited<ReturnType<typeof findPlanForUpdate>>>;

export function listPlans(db: Executor, query: AdminCatalogQuery) {
  const where = catalogFilter(maintenancePlans, query, {
    name: maintenancePlans.name,
    description: maintenancePlans.description,
  });
  return rowsAndTotal(
    db
      .select(planColumns)
      .from(maintenancePlans)
      .where(where)
      .orderBy(
        ...sortedBy(
          query,
          {
            name: maintenancePlans.name,
            priceCents: maintenancePlans.priceCents,
            updatedAt: maintenancePlans.updatedAt,
          },
          maintenancePlans.id,
        ),
      )
      .limit(query.limit)
      .offset(offsetOf(query)),
    cappedCount(db, db.select(matchingRow).from(maintenancePlans).where(where)),
  );
}

export async function findPlanForUpdate(db: Executor, id: string) {
  const [row] = await db
    .select(planColumns)
    .from(maintenancePlans)
    .where(eq(maintenancePlans.id, id))
    .for('update');
  return row;
}

export async function insertPlan(db: Executor, fields: PlanFields) {
  const [row] = await db.insert(maintenancePlans).values(fields).returning(planColumns);
  return row!;
}

export async function updatePlan(db: Executor, id: string, fields: PlanFields) {
  const [row] = await db
    .update(maintenancePlans)
    .set({ ...fields, updatedAt: sql`product_now()` })
    .where(eq(maintenancePlans.id, id))
    .returning(planColumns);
  return row!;
}

// ---- products ---------------------------------------------------------------------------------

const adminProductColumns = {
  ...productColumns,
  active: products.active,
  updatedAt: products.updatedAt,
};
export type AdminProductRow = NonNullable<Awaited<ReturnType<typeof findProductForUpdate>>>;

export function listProducts(db: Executor, query: AdminCatalogQuery) {
  const where = catalogFilter(products, query, {
    name: products.name,
    description: products.description,
  });
  return rowsAndTotal(
    db
      .select(adminProductColumns)
      .from(products)
      .where(where)
      .orderBy(
        ...sortedBy(
          query,
          { name: products.name, priceCents: products.priceCents, updatedAt: products.updatedAt },
          products.id,
        ),
      )
      .limit(query.limit)
      .offset(offsetOf(query)),
    cappedCount(db, db.select(matchingRow).from(products).where(where)),
  );
}

export async function findProductForUpdate(db: Executor, id: string) {
  const [row] = await db
    .select(adminProductColumns)
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row;
}

export type NewProduct = CreateProductBody & { interval: 'month' | 'year' | null };

export async function insertProduct(db: Executor, values: NewProduct) {
  const [row] = await db.insert(products).values(values).returning(adminProductColumns);
  return row!;
}

export async function updateProduct(db: Executor, id: string, changes: UpdateProductBody) {
  const [row] = await db
    .update(products)
    .set({ ...changes, updatedAt: sql`product_now()` })
    .where(eq(products.id, id))
    .returning(adminProductColumns);
  return row!;
}

/** The product that sells a plan or a service follows its name, price and availability. */
export async function syncLinkedProduct(
  db: Executor,
  link: { maintenancePlanId: string } | { serviceId: string },
  values: Pick<
    typeof products.$inferInsert,
    'name' | 'description' | 'priceCents' | 'currency' | 'active'
  > & { interval?: 'month' | 'year' | null },
) {
  const where =
    'maintenancePlanId' in link
      ? eq(products.maintenancePlanId, link.maintenancePlanId)
      : eq(products.serviceId, link.serviceId);
  await db
    .update(products)
    .set({ ...values, updatedAt: sql`product_now()` })
    .where(where);
}

// ---- banners ----------------------------------------------------------------------------------

const bannerColumns = {
  id: banners.id,
  title: banners.title,
  subtitle: banners.subtitle,
  imageUrl: banners.imageUrl,
  linkUrl: banners.linkUrl,
  sortOrder: banners.sortOrder,
  active: banners.active,
  createdAt: banners.createdAt,
};
export type AdminBannerRow = NonNullable<Awaited<ReturnType<typeof findBannerForUpdate>>>;

export function listBanners(db: Executor, query: AdminCatalogQuery) {
  const where = catalogFilter(banners, query, {
    name: banners.title,
    description: banners.subtitle,
  });
  return rowsAndTotal(
    db
      .select(bannerColumns)
      .from(banners)
      .where(where)
      .orderBy(
        ...sortedBy(
          query,
          { name: banners.title, priceCents: banners.sortOrder, updatedAt: banners.createdAt },
          banners.id,
        ),
      )
      .limit(query.limit)
      .offset(offsetOf(query)),
    cappedCount(db, db.select(matchingRow).from(banners).where(where)),
  );
}

export async function findBannerForUpdate(db: Executor, id: string) {
  const [row] = await db
    .select(bannerColumns)
    .from(banners)
    .where(eq(banners.id, id))
    .for('update');
  return row;
}

export async function insertBanner(db: Executor, fields: BannerFields) {
  const [row] = await db.insert(banners).values(fields).returning(bannerColumns);
  return row!;
}

export async function updateBanner(db: Executor, id: string, fields: BannerFields) {
  const [row] = await db
    .update(banners)
    .set(fields)
    .where(eq(banners.id, id))
    .returning(bannerColumns);
  return row!;
}
