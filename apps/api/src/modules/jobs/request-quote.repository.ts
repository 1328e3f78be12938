import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { maintenancePlans, properties, services, subscriptions } from '../../db/schema';

/** An active service's list price. */
export async function findServicePrice(db: Executor, serviceId: string) {
  const [row] = await db
    .select({ priceCents: services.priceCents, currency: services.currency })
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.active, true)));
  return row;
}

/**
 * The caller's own property with the plan of its active subscription (plan null when it has
 * none); undefined when the property is not theirs or archived.
 */
export async function findOwnPropertyPlan(db: Executor, propertyId: string, residentId: string) {
  const [row] = await db
    .select({
      propertyId: properties.id,
      planName: maintenancePlans.name,
      features: maintenancePlans.features,
    })
    .from(properties)
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.propertyId, properties.id), eq(subscriptions.status, 'active')),
    )
    .leftJoin(maintenancePlans, eq(maintenancePlans.id, subscriptions.maintenancePlanId))
    .where(
      and(
        eq(properties.id, propertyId),
        eq(properties.userId, residentId),
        isNull(properties.archivedAt),
      ),
    );
  return row;
}
