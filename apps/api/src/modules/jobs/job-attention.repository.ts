import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { MAX_OFFER_ROUND } from '@homekeep/contracts/jobs';
import type { Executor } from '../../db/database';
import {
  maintenanceRequests,
  orders,
  properties,
  services,
  users,
  vendorProfiles,
  vendorServices,
  vendorZipCodes,
  zipCodes,
} from '../../db/schema';
import { profileReady } from '../vendors/vendor-readiness.conditions';

/**
 * Whether a ready vendor offers the service in the zip code or anywhere in its state: whether
 * any round of the job's offers can reach someone.
 */
export async function anyVendorWithinReach(
  db: Executor,
  serviceId: string,
  zipCode: string,
  now: Date,
) {
  const [row] = await db
    .select({ vendorId: vendorServices.vendorId })
    .from(vendorServices)
    .innerJoin(vendorProfiles, eq(vendorProfiles.userId, vendorServices.vendorId))
    .innerJoin(vendorZipCodes, eq(vendorZipCodes.vendorId, vendorServices.vendorId))
    .leftJoin(zipCodes, eq(zipCodes.code, vendorZipCodes.zipCode))
    .where(
      and(
        eq(vendorServices.serviceId, serviceId),
        profileReady(now),
        or(
          eq(vendorZipCodes.zipCode, zipCode),
          sql`${zipCodes.stateId} = (select state_id from ${zipCodes} z where z.code = ${zipCode})`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Records, once, that operations were told the pending order needs them; answers what the
 * notices need, or undefined when it was recorded before or the order is no longer pending.
 */
export async function markOperatorsAlerted(db: Executor, orderId: string, now: Date) {
  const [marked] = await db
    .update(orders)
    .set({ operatorsAlertedAt: now })
    .where(
      and(eq(orders.id, orderId), eq(orders.status, 'pending'), isNull(orders.operatorsAlertedAt)),
    )
    .returning({ id: orders.id });
  if (!marked) return undefined;
  const [facts] = await db
    .select({
      orderId: orders.id,
      requestId: maintenanceRequests.id,
      residentId: maintenanceRequests.userId,
      title: maintenanceRequests.title,
      urgency: maintenanceRequests.urgency,
      source: maintenanceRequests.source,
      serviceName: services.name,
      propertyName: properties.name,
      city: properties.city,
      state: properties.state,
      zipCode: properties.zipCode,
    })
    .from(orders)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId))
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .where(eq(orders.id, orderId));
  return facts;
}

/**
 * Pending orders in their last round that nobody took, operations not told yet: an ordinary
 * job whose last round began at or before `before`, an emergency at or before `emergencyBefore`.
 */
export function listUntakenLastRound(
  db: Executor,
  before: Date,
  emergencyBefore: Date,
  limit: number,
) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId))
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.offerRound, MAX_OFFER_ROUND),
        isNull(orders.operatorsAlertedAt),
        lte(orders.roundStartedAt, emergencyBefore > before ? emergencyBefore : before),
        or(lte(orders.roundStartedAt, before), eq(maintenanceRequests.urgency, 'emergency')),
      ),
    )
    .orderBy(asc(orders.roundStartedAt), asc(orders.id))
    .limit(limit);
}

/** The operators who may act now: every admin account not blocked. */
export async function activeOperatorIds(db: Executor) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.blockedAt)));
  return rows.map((row) => row.id);
}
