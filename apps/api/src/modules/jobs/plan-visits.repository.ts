import { and, asc, eq, gt, isNotNull, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  maintenancePlans,
  maintenanceRequests,
  properties,
  services,
  subscriptions,
} from '../../db/schema';
import { planVisitKey } from './plan-visit-rules';

/** Active subscriptions whose plan brings visits, after `afterId`, in id order. */
export function listVisitingSubscriptions(db: Executor, afterId: string | null, limit: number) {
  return db
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      propertyId: subscriptions.propertyId,
      start:
        sql<Date>`coalesce(${subscriptions.startedAt}, ${subscriptions.currentPeriodStart})`.mapWith(
          (value: string | Date) => new Date(value),
        ),
      perYear: maintenancePlans.visitsPerYear,
      planName: maintenancePlans.name,
      service: {
        id: services.id,
        name: services.name,
        priceCents: services.priceCents,
        currency: services.currency,
      },
      propertyName: properties.name,
      city: properties.city,
      zipCode: properties.zipCode,
      country: properties.country,
    })
    .from(subscriptions)
    .innerJoin(maintenancePlans, eq(maintenancePlans.id, subscriptions.maintenancePlanId))
    .innerJoin(services, eq(services.id, maintenancePlans.visitServiceId))
    .innerJoin(properties, eq(properties.id, subscriptions.propertyId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        gt(maintenancePlans.visitsPerYear, 0),
        isNotNull(subscriptions.currentPeriodStart),
        afterId ? gt(subscriptions.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(subscriptions.id))
    .limit(limit);
}

/** The visit's request, unless one was made for its key already (then undefined). */
export async function insertPlanVisit(
  db: Executor,
  visit: {
    userId: string;
    propertyId: string;
    serviceId: string;
    title: string;
    description: string;
    planVisitKey: string;
    listPriceCents: number;
    currency: string;
  },
) {
  const [row] = await db
    .insert(maintenanceRequests)
    .values({ ...visit, source: 'plan', priceCents: 0, discountPercent: 100 })
    .onConflictDoNothing({ target: maintenanceRequests.planVisitKey })
    .returning({ id: maintenanceRequests.id });
  return row;
}

/** The open visits of one subscription (its property's plan requests keyed by it), locked. */
export function lockOpenVisits(db: Executor, subscriptionId: string, propertyId: string) {
  const keyPrefix = planVisitKey(subscriptionId, 0).replace(/0$/, '');
  return db
    .select({
      id: maintenanceRequests.id,
      residentId: maintenanceRequests.userId,
      title: maintenanceRequests.title,
    })
    .from(maintenanceRequests)
    .where(
      and(
        eq(maintenanceRequests.propertyId, propertyId),
        eq(maintenanceRequests.source, 'plan'),
        eq(maintenanceRequests.status, 'open'),
        like(maintenanceRequests.planVisitKey, `${keyPrefix}%`),
      ),
    )
    .for('update');
}
