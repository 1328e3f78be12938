import type { AdminCatalogQuery } from '@homekeep/contracts/admin';
import type {
  BannerFields,
  CreateProductBody,
  PlanFields,
  ServiceFields,
  UpdateProductBody,
} from '@homekeep/contracts/catalog';
import * as catalog from '../catalog/catalog-admin.service';
import { audited, type AdminDeps, type Operator } from './operator-changes';

/** The four catalogue tables operators edit, each listed with inactive items too. */
export const catalogLists = {
  services: (deps: AdminDeps, query: AdminCatalogQuery) =>
    catalog.listAdminServices(deps.db, query),
  plans: (deps: AdminDeps, query: AdminCatalogQuery) => catalog.listAdminPlans(deps.db, query),
  products: (deps: AdminDeps, query: AdminCatalogQuery) =>
    catalog.listAdminProducts(deps.db, query),
  banners: (deps: AdminDeps, query: AdminCatalogQuery) => catalog.listAdminBanners(deps.db, query),
};

export const createService = (deps: AdminDeps, operator: Operator, body: ServiceFields) =>
  audited(deps, operator, { action: 'service.create', targetType: 'service' }, (tx) =>
    catalog.createCatalogService(tx, body),
  );

export const updateService = (
  deps: AdminDeps,
  operator: Operator,
  id: string,
  body: ServiceFields,
) =>
  audited(deps, operator, { action: 'service.update', targetType: 'service' }, (tx) =>
    catalog.updateCatalogService(tx, id, body),
  );

export const createPlan = (deps: AdminDeps, operator: Operator, body: PlanFields) =>
  audited(
    deps,
    operator,
    { action: 'maintenance_plan.create', targetType: 'maintenance_plan' },
    (tx) => catalog.createPlan(tx, body),
  );

export const updatePlan = (deps: AdminDeps, operator: Operator, id: string, body: PlanFields) =>
  audited(
    deps,
    operator,
    { action: 'maintenance_plan.update', targetType: 'maintenance_plan' },
    (tx) => catalog.updatePlan(tx, id, body),
  );

export const createProduct = (deps: AdminDeps, operator: Operator, body: CreateProductBody) =>
  audited(deps, operator, { action: 'product.create', targetType: 'product' }, (tx) =>
    catalog.createProduct(tx, body),
  );

export const updateProduct = (
  deps: AdminDeps,
  operator: Operator,
  id: string,
  body: UpdateProductBody,
) =>
  audited(deps, operator, { action: 'product.update', targetType: 'product' }, (tx) =>
    catalog.updateProduct(tx, id, body),
  );

export const createBanner = (deps: AdminDeps, operator: Operator, body: BannerFields) =>
  audited(deps, operator, { action: 'banner.create', targetType: 'banner' }, (tx) =>
    catalog.createBanner(tx, body),
  );

export const updateBanner = (deps: AdminDeps, operator: Operator, id: string, body: BannerFields) =>
  audited(deps, operator, { action: 'banner.update', targetType: 'banner' }, (tx) =>
    catalog.updateBanner(tx, id, body),
  );
