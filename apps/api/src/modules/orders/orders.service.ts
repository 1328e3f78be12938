import { fileUrl } from '@homekeep/contracts/files';
import {
  NEXT_STATUS,
  type OrderStatus,
  type VendorOrder,
  type VendorOrdersQuery,
} from '@homekeep/contracts/orders';
import type { Database, Executor } from '../../db/database';
import { listOf } from '../../lib/pagination';
import { notify } from '../notifications/notifications.service';
import { ordersErrors } from './orders.errors';
import * as repository from './orders.repository';

export const photosOf = (ids: string[]) => ids.map((id) => ({ id, url: fileUrl(id) }));
export const { historyOf, photosOfRequests, companyNameOf } = repository;

function toVendorOrder(
  row: repository.OrderRow,
  vendorId: string,
  photos: string[],
  history: VendorOrder['history'],
): VendorOrder {
  const mine = row.vendorId === vendorId;
  return {
    id: row.id,
    status: row.status,
    requestId: row.requestId,
    title: row.title,
    description: row.description,
    urgency: row.urgency,
    preferredDate: row.preferredDate,
    preferredTimeWindow: row.preferredTimeWindow,
    service: { id: row.serviceId, name: row.serviceName },
    location: {
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
      addressLine1: mine ? row.addressLine1 : null,
      addressLine2: mine ? row.addressLine2 : null,
    },
    photos: photosOf(photos),
    history,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function present(db: Executor, rows: repository.OrderRow[], vendorId: string) {
  const [photos, history] = await Promise.all([
    repository.photosOfRequests(
      db,
      rows.map((row) => row.requestId),
    ),
    repository.historyOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) =>
    toVendorOrder(row, vendorId, photos.get(row.requestId) ?? [], history.get(row.id) ?? []),
  );
}

/** `pending`: the open jobs this vendor could take; any other status: its own orders. */
export async function listVendorOrders(db: Database, vendorId: string, query: VendorOrdersQuery) {
  const { data, total } =
    query.status?.[0] === 'pending'
      ? await repository.listMatchingPending(db, vendorId, query)
      : await repository.listOwnOrders(db, vendorId, query.status, query);
  return listOf(await present(db, data, vendorId), query, total);
}

async function presentOne(db: Executor, id: string, vendorId: string) {
  const row = await repository.findOrder(db, id);
  if (!row) throw ordersErrors.notFound();
  const [order] = await present(db, [row], vendorId);
  return order!;
}

/** Opens the vendor order of a new request and tells the matching vendors about it. */
export async function openOrder(
  tx: Executor,
  request: { id: string; title: string; serviceId: string; serviceName: string },
  zipCode: string,
  city: string,
) {
  const order = await repository.insertOrder(tx, {
    requestId: request.id,
    serviceId: request.serviceId,
    zipCode,
  });
  await repository.insertHistory(tx, order.id, 'pending');
  const vendorIds = await repository.matchingVendorIds(tx, request.serviceId, zipCode);
  await notify(
    tx,
    vendorIds.map((userId) => ({
      userId,
      type: 'order.new' as const,
      title: `New job: ${request.serviceName}`,
      body: `${request.title} in ${city} ${zipCode}`,
      orderId: order.id,
    })),
  );
  return order;
}

export async function acceptOrder(db: Database, vendorId: string, orderId: string) {
  if (!(await repository.isProfileComplete(db, vendorId))) throw ordersErrors.profileIncomplete();
  const visible = await repository.findVisibleOrder(db, orderId, vendorId);
  if (!visible) throw ordersErrors.notFound();
  const won = await db.transaction(async (tx) => {
    if (!(await repository.claimPendingOrder(tx, orderId, vendorId))) return false;
    await repository.insertHistory(tx, orderId, 'accepted');
    return true;
  });
  if (!won) {
    const now = await repository.findOrder(db, orderId);
    throw now?.status === 'canceled' ? ordersErrors.canceled() : ordersErrors.alreadyAccepted();
  }
  return presentOne(db, orderId, vendorId);
}

const previousOf = (status: OrderStatus) =>
  (Object.keys(NEXT_STATUS) as OrderStatus[]).find((from) => NEXT_STATUS[from] === status);

/**
 * Moves an order one step along accepted → en_route → in_progress → completed, from the state
 * it is in now (a conditional UPDATE, so two tabs cannot both move it).
 */
export async function updateOrderStatus(
  db: Database,
  vendorId: string,
  orderId: string,
  status: OrderStatus,
  note: string | null,
  completeRequest: (tx: Executor, requestId: string) => Promise<void>,
) {
  const current = await repository.findOrder(db, orderId);
  if (!current || current.vendorId !== vendorId) throw ordersErrors.notFound();
  const from = previousOf(status);
  const moved = await db.transaction(async (tx) => {
    if (!from) return undefined;
    const row = await repository.moveOwnOrder(tx, orderId, vendorId, from, status);
    if (!row) return undefined;
    await repository.insertHistory(tx, orderId, status, note);
    if (status === 'completed') await completeRequest(tx, row.requestId);
    return row;
  });
  if (!moved) {
    const now = await repository.findOrder(db, orderId);
    throw ordersErrors.invalidTransition(now?.status ?? current.status, status);
  }
  return presentOne(db, orderId, vendorId);
}

/** Cancels a request's order before work starts; the vendor who had accepted it is told. */
export async function cancelOrder(tx: Executor, requestId: string, title: string) {
  const canceled = await repository.cancelOrderOfRequest(tx, requestId);
  if (!canceled) return undefined;
  await repository.insertHistory(tx, canceled.id, 'canceled');
  if (canceled.vendorId) {
    await notify(tx, [
      {
        userId: canceled.vendorId,
        type: 'order.canceled',
        title: 'Job canceled',
        body: `The resident canceled "${title}".`,
        orderId: canceled.id,
      },
    ]);
  }
  return canceled;
}
