import type {
  AdminBanner,
  AdminPlan,
  AdminProduct,
  AdminService,
  BannerFields,
  CreateProductBody,
  PlanFields,
  ServiceFields,
  UpdateProductBody,
} from '@homekeep/contracts/catalog';
import type { AdminCatalogQuery } from '@homekeep/contracts/admin';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../lib/database-errors';
import { listOf } from '../../lib/pagination';
import { catalogAdminErrors as errors } from './catalog.errors';
import * as repository from './catalog-admin.repository';

/** A change to one catalogue record: what it was and what it is now, for the audit log. */
export interface CatalogChange<T> {
  before: T | null;
  after: T;
}

const withUpdatedAt = <T extends { updatedAt: Date }>(row: T) => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});
const toService = (row: repository.AdminServiceRow): AdminService => withUpdatedAt(row);
const toPlan = (row: repository.AdminPlanRow): AdminPlan => withUpdatedAt(row);
const toProduct = (row: repository.AdminProductRow): AdminProduct => withUpdatedAt(row);
const toBanner = (row: repository.AdminBannerRow): AdminBanner => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function listAdminServices(db: Database, query: AdminCatalogQuery) {
  const { data, total } = await repository.listServices(db, query);
  return listOf(data.map(toService), query, total);
}

const serviceProduct = (service: ServiceFields) => ({
  name: service.name,
  description: service.description,
  priceCents: service.priceCents,
  currency: service.currency,
  active: service.active,
});

/** A new service, sold through its own product made with it. */
export async function createCatalogService(
  tx: Executor,
  fields: ServiceFields,
): Promise<CatalogChange<AdminService>> {
  const service = await repository.insertService(tx, fields);
  await repository.insertProduct(tx, {
    ...serviceProduct(fields),
    kind: 'service',
    interval: null,
    maintenancePlanId: null,
    serviceId: service.id,
  });
  return { before: null, after: toService(service) };
}

export async function updateCatalogService(
  tx: Executor,
  id: string,
  fields: ServiceFields,
): Promise<CatalogChange<AdminService>> {
  const before = await repository.findServiceForUpdate(tx, id);
  if (!before) throw errors.serviceNotFound();
  const after = await repository.updateService(tx, id, fields);
  await repository.syncLinkedProduct(tx, { serviceId: id }, serviceProduct(fields));
  return { before: toService(before), after: toService(after) };
}

export async function listAdminPlans(db: Database, query: AdminCatalogQuery) {
  const { data, total } = await repository.listPlans(db, query);
  return listOf(data.map(toPlan), query, total);
}

const planProduct = (plan: PlanFields) => ({
  name: plan.name,
  description: plan.description,
  priceCents: plan.priceCents,
  currency: plan.currency,
  interval: plan.interval,
  active: plan.active,
});

/** A new plan, sold through its own product made with it. */
export async function createPlan(tx: Executor, fields: PlanFields) {
  const plan = await uniquePlanName(fields, () => repository.insertPlan(tx, fields));
  await repository.insertProduct(tx, {
    ...planProduct(fields),
    kind: 'maintenance_plan',
    maintenancePlanId: plan.id,
    serviceId: null,
  });
  return { before: null, after: toPlan(plan) } satisfies CatalogChange<AdminPlan>;
}

/** A plan written under a name another plan has is a 409 naming it, not the database's error. */
async function uniquePlanName<T>(fields: PlanFields, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'maintenance_plans_name_key'))
      throw errors.planNameTaken(fields.name);
    throw error;
  }
}

export async function updatePlan(
  tx: Executor,
  id: string,
  fields: PlanFields,
): Promise<CatalogChange<AdminPlan>> {
  const before = await repository.findPlanForUpdate(tx, id);
  if (!before) throw errors.planNotFound();
  const after = await uniquePlanName(fields, () => repository.updatePlan(tx, id, fields));
  await repository.syncLinkedProduct(tx, { maintenancePlanId: id }, planProduct(fields));
  return { before: toPlan(before), after: toPlan(after) };
}

export async function listAdminProducts(db: Database, query: AdminCatalogQuery) {
  const { data, total } = await repository.listProducts(db, query);
  return listOf(data.map(toProduct), query, total);
}

function checkProductLink(body: CreateProductBody) {
  if (body.kind === 'maintenance_plan' && (!body.maintenancePlanId || body.serviceId))
    throw errors.productLink('A plan product names its maintenancePlanId and no serviceId.');
  if (body.kind === 'service' && (!body.serviceId || body.maintenancePlanId))
    throw errors.productLink('A service product names its serviceId and no maintenancePlanId.');
  if (body.kind === 'custom_maintenance_request' && (body.serviceId || body.maintenancePlanId))
    throw errors.productLink('The custom-request product names no plan and no service.');
}

/** A product for a plan or service that lacks one, or the custom-request product. */
export async function createProduct(
  tx: Executor,
  body: CreateProductBody,
): Promise<CatalogChange<AdminProduct>> {
  checkProductLink(body);
  const plan = body.maintenancePlanId
    ? await repository.findPlanForUpdate(tx, body.maintenancePlanId)
    : null;
  if (body.maintenancePlanId && !plan) throw errors.planNotFound();
  if (body.serviceId && !(await repository.findServiceForUpdate(tx, body.serviceId)))
    throw errors.serviceNotFound();
  try {
    const row = await repository.insertProduct(tx, { ...body, interval: plan?.interval ?? null });
    return { before: null, after: toProduct(row) };
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.productExists(productOwner(body));
    throw error;
  }
}

const productOwner = (body: CreateProductBody) =>
  body.kind === 'custom_maintenance_request'
    ? 'The custom maintenance request'
    : `This ${body.kind === 'service' ? 'service' : 'plan'}`;

export async function updateProduct(
  tx: Executor,
  id: string,
  changes: UpdateProductBody,
): Promise<CatalogChange<AdminProduct>> {
  const before = await repository.findProductForUpdate(tx, id);
  if (!before) throw errors.productNotFound();
  const source =
    before.kind === 'maintenance_plan' ? 'plan' : before.kind === 'service' ? 'service' : null;
  const renames = changes.name !== undefined && changes.name !== before.name;
  const reprices = changes.priceCents !== undefined && changes.priceCents !== before.priceCents;
  if (source && (renames || reprices)) throw errors.productFollowsSource(source);
  const after = await repository.updateProduct(tx, id, changes);
  return { before: toProduct(before), after: toProduct(after) };
}

export async function listAdminBanners(db: Database, query: AdminCatalogQuery) {
  const { data, total } = await repository.listBanners(db, query);
  return listOf(data.map(toBanner), query, total);
}

export async function createBanner(tx: Executor, fields: BannerFields) {
  const row = await repository.insertBanner(tx, fields);
  return { before: null, after: toBanner(row) } satisfies CatalogChange<AdminBanner>;
}

export async function updateBanner(
  tx: Executor,
  id: string,
  fields: BannerFields,
): Promise<CatalogChange<AdminBanner>> {
  const before = await repository.findBannerForUpdate(tx, id);
  if (!before) throw errors.bannerNotFound();
  const after = await repository.updateBanner(tx, id, fields);
  return { before: toBanner(before), after: toBanner(after) };
}
