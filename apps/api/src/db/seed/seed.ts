import { count, sql } from 'drizzle-orm';
import type { Database, Executor } from '../database';
import {
  banners,
  companyTypes,
  equipments,
  licenseTypes,
  maintenancePlans,
  products,
  services,
  vehicleTypes,
  vendorTypes,
} from '../schema';
import { banners as bannerSeed } from './banners';
import { insertMany } from './batches';
import * as lookups from './lookups';
import { plans } from './plans';
import { PLAN_VISIT_SERVICE, services as serviceSeed } from './services';

export const CUSTOM_REQUEST_PRICE_CENTS = 4900;

/** Held for the seed's transaction, so that API processes starting together seed once. */
const SEED_LOCK = 7270114;

async function seedCatalog(db: Executor) {
  const storedPlans = await db
    .insert(maintenancePlans)
    .values(plans.map((p, i) => ({ ...p, interval: 'month' as const, sortOrder: i })))
    .returning({
      id: maintenancePlans.id,
      name: maintenancePlans.name,
      description: maintenancePlans.description,
      priceCents: maintenancePlans.priceCents,
      currency: maintenancePlans.currency,
      interval: maintenancePlans.interval,
    });
  const storedServices = await db.insert(services).values(serviceSeed).returning({
    id: services.id,
    name: services.name,
    description: services.description,
    priceCents: services.priceCents,
    currency: services.currency,
  });
  await db.insert(products).values([
    ...storedPlans.map(({ id, ...plan }) => ({
      ...plan,
      kind: 'maintenance_plan' as const,
      name: `${plan.name} plan`,
      maintenancePlanId: id,
    })),
    {
      kind: 'custom_maintenance_request' as const,
      name: 'Custom maintenance request',
      description:
        'A one-time visit for a job that is not in the catalogue: a technician assesses it on site and quotes the work.',
      priceCents: CUSTOM_REQUEST_PRICE_CENTS,
      interval: null,
    },
    ...storedServices.map(({ id, ...service }) => ({
      ...service,
      kind: 'service' as const,
      interval: null,
      serviceId: id,
    })),
  ]);
  const visitService = storedServices.find((service) => service.name === PLAN_VISIT_SERVICE);
  await db.update(maintenancePlans).set({ visitServiceId: visitService!.id });
  await db.insert(banners).values(bannerSeed.map((b, i) => ({ ...b, sortOrder: i })));
}

async function seedLookups(db: Executor) {
  const named = (names: string[]) => names.map((name) => ({ name }));
  await insertMany(db, vendorTypes, named(lookups.vendorTypes));
  await insertMany(db, licenseTypes, named(lookups.licenseTypes));
  await insertMany(db, companyTypes, named(lookups.companyTypes));
  await insertMany(db, vehicleTypes, named(lookups.vehicleTypes));
  await insertMany(db, equipments, named(lookups.equipments));
}

async function isSeeded(db: Executor) {
  const [row] = await db.select({ plans: count() }).from(maintenancePlans);
  return (row?.plans ?? 0) > 0;
}

/**
 * Loads the catalogue, the lookup lists and the place data into an empty database, in one
 * transaction. A database that already holds maintenance plans is left as it is, after one
 * count: the place-data packages (tens of megabytes) are imported only when they are loaded.
 * Resolves true when it loaded something.
 */
export async function seedDatabase(db: Database): Promise<boolean> {
  if (await isSeeded(db)) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await isSeeded(tx)) return false;
    await seedCatalog(tx);
    await seedLookups(tx);
    const { seedPlaces } = await import('./places');
    await seedPlaces(tx);
    return true;
  });
}
