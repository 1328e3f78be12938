import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { maintenanceRequests, products, services } from '../../db/schema';

/** The resident's request with its bill, locked so that two checkouts of it queue up. */
export async function lockOwnBill(db: Executor, id: string, residentId: string) {
  const [row] = await db
    .select({
      title: maintenanceRequests.title,
      serviceName: services.name,
      productId: products.id,
      priceCents: maintenanceRequests.priceCents,
      discountPercent: maintenanceRequests.discountPercent,
      dueAt: maintenanceRequests.dueAt,
      paidAt: maintenanceRequests.paidAt,
    })
    .from(maintenanceRequests)
    .innerJoin(services, eq(services.id, maintenanceRequests.serviceId))
    .leftJoin(products, eq(products.serviceId, services.id))
    .where(and(eq(maintenanceRequests.id, id), eq(maintenanceRequests.userId, residentId)))
    .for('update', { of: maintenanceRequests });
  return row;
}

/** Records the bill paid; a bill already paid keeps its first payment's time. */
export async function markBillPaid(db: Executor, id: string, paidAt: Date) {
  await db
    .update(maintenanceRequests)
    .set({ paidAt, updatedAt: sql`product_now()` })
    .where(
      and(
        eq(maintenanceRequests.id, id),
        isNotNull(maintenanceRequests.dueAt),
        isNull(maintenanceRequests.paidAt),
      ),
    );
}
