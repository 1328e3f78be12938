import { and, asc, eq, gte, or } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  appointments,
  calendarFeeds,
  maintenanceRequests,
  orders,
  properties,
  services,
  users,
} from '../../db/schema';

/** The user's feed token, made on first use (the key settles two first uses at once). */
export async function findOrCreateFeedToken(db: Executor, userId: string, token: string) {
  await db.insert(calendarFeeds).values({ userId, token }).onConflictDoNothing();
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row!.token;
}

/** Replaces the user's token: the old address answers 404 from now on. */
export async function replaceFeedToken(db: Executor, userId: string, token: string, at: Date) {
  await db
    .insert(calendarFeeds)
    .values({ userId, token, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: at } });
}

/** Whose feed a token opens. */
export async function findFeedOwner(db: Executor, token: string) {
  const [row] = await db
    .select({ userId: users.id, role: users.role })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.token, token));
  return row;
}

/**
 * The person's confirmed appointments from `since` on (their requests' as a resident, their
 * orders' as a vendor), canceled jobs' included so calendars remove them.
 */
export function listFeedEvents(db: Executor, owner: { userId: string; role: string }, since: Date) {
  const whose =
    owner.role === 'vendor'
      ? eq(orders.vendorId, owner.userId)
      : eq(maintenanceRequests.userId, owner.userId);
  return db
    .select({
      orderId: orders.id,
      orderStatus: orders.status,
      title: maintenanceRequests.title,
      serviceName: services.name,
      start: appointments.startsAt,
      end: appointments.endsAt,
      revision: appointments.revision,
      updatedAt: appointments.updatedAt,
      addressLine1: properties.addressLine1,
      addressLine2: properties.addressLine2,
      city: properties.city,
      state: properties.state,
      zipCode: properties.zipCode,
    })
    .from(appointments)
    .innerJoin(orders, eq(orders.id, appointments.orderId))
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId))
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .where(
      and(
        whose,
        or(eq(appointments.status, 'confirmed'), eq(orders.status, 'canceled')),
        gte(appointments.endsAt, since),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(500);
}
