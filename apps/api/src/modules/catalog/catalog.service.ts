import type { PageQuery } from '@homekeep/contracts/common';
import type { CreateServiceBody, ProductKind, ServicesQuery } from '@homekeep/contracts/catalog';
import type { Database } from '../../db/database';
import { decodeNameCursor, withNextCursor } from '../../lib/name-cursor';
import { countCapOf, listOf } from '../../lib/pagination';
import { catalogErrors } from './catalog.errors';
import { audited, type AdminDeps, type Operator } from '../admin/operator-changes';
import { createCatalogService } from './catalog-admin.service';
import * as repository from './catalog.repository';
import { listServices as listServicesPage } from './services-list.repository';

export async function listMaintenancePlans(db: Database, query: PageQuery) {
  const { data, total } = await repository.listPlans(db, query);
  return listOf(data, query, total);
}

/** A page by number, or by the cursor an earlier page gave (then its page number is the cursor's). */
export async function listServices(db: Database, { cursor, ...query }: ServicesQuery) {
  const key = cursor === undefined ? undefined : decodeNameCursor(cursor);
  const filter = key ? { ...query, page: key.page, after: key } : query;
  const { data, total } = await listServicesPage(db, filter);
  // The catalogue's total is kept (`service_counts`) but shown as any list's, "1,000+" past the
  // cap: a pager of 50,000 pages would offer pages that only a walk of their offset can reach.
  return withNextCursor(listOf(data, filter, total, countCapOf(filter)));
}

export async function getService(db: Database, id: string) {
  const service = await repository.findService(db, id);
  if (!service) throw catalogErrors.serviceNotFound();
  return service;
}

/** A new service is sold through its own product, created with it; the audit log names who. */
export const createService = (deps: AdminDeps, operator: Operator, body: CreateServiceBody) =>
  audited(deps, operator, { action: 'service.create', targetType: 'service' }, (tx) =>
    createCatalogService(tx, { ...body, imageUrl: body.imageUrl ?? null, active: true }),
  );

export async function listProducts(
  db: Database,
  query: PageQuery & { kind?: ProductKind | undefined },
) {
  const { data, total } = await repository.listProducts(db, query);
  // Kept exactly (`product_counts`) but shown as any list's, "1,000+" past the cap, as the
  // catalogue is: the products have no cursor, and a far page by number walks its offset.
  return listOf(data, query, total);
}

export async function getCustomRequestProduct(db: Database) {
  const product = await repository.findCustomRequestProduct(db);
  if (!product) throw catalogErrors.customRequestProductMissing();
  return product;
}

export async function listBanners(db: Database, query: PageQuery) {
  const { data, total } = await repository.listBanners(db, query);
  return listOf(data, query, total);
}
