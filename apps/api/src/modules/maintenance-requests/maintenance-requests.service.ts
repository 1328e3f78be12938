import type {
  CreateRequestInput,
  MaintenanceRequest,
  RequestsQuery,
} from '@homekeep/contracts/maintenance-requests';
import type { Database, Executor } from '../../db/database';
import { listOf } from '../../lib/pagination';
import { ownedOrNotFound } from '../../lib/ownership';
import { assertOwnFiles } from '../files/files.service';
import {
  cancelOrder,
  historyOf,
  openOrder,
  photosOf,
  photosOfRequests,
} from '../orders/orders.service';
import { maintenanceRequestsErrors } from './maintenance-requests.errors';
import * as repository from './maintenance-requests.repository';

const addressOf = (row: repository.RequestRow) =>
  [row.addressLine1, row.addressLine2, `${row.city}, ${row.state} ${row.zipCode}`]
    .filter(Boolean)
    .join(', ');

function toRequest(
  row: repository.RequestRow,
  photos: string[],
  history: MaintenanceRequest['order']['history'],
): MaintenanceRequest {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    urgency: row.urgency,
    status: row.status,
    preferredDate: row.preferredDate,
    preferredTimeWindow: row.preferredTimeWindow,
    property: { id: row.propertyId, name: row.propertyName, address: addressOf(row) },
    service: { id: row.serviceId, name: row.serviceName },
    photos: photosOf(photos),
    order: {
      id: row.orderId,
      status: row.orderStatus,
      vendorCompanyName: row.orderStatus === 'pending' ? null : row.vendorCompanyName,
      updatedAt: row.orderUpdatedAt.toISOString(),
      history,
    },
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function present(db: Executor, rows: repository.RequestRow[]) {
  const [photos, history] = await Promise.all([
    photosOfRequests(
      db,
      rows.map((row) => row.id),
    ),
    historyOf(
      db,
      rows.map((row) => row.orderId),
    ),
  ]);
  return rows.map((row) =>
    toRequest(row, photos.get(row.id) ?? [], history.get(row.orderId) ?? []),
  );
}

export async function listRequests(db: Database, userId: string, query: RequestsQuery) {
  const { data, total } = await repository.listRequests(db, userId, query);
  return listOf(await present(db, data), query, total);
}

export async function getRequest(db: Executor, userId: string, id: string) {
  const row = ownedOrNotFound(
    await repository.findRequest(db, id),
    userId,
    'maintenance_requests.not_found',
    maintenanceRequestsErrors.notFound().message,
  );
  const [request] = await present(db, [row]);
  return request!;
}

/** Vendors' service areas hold 5-digit zip codes; a ZIP+4 address matches on its first five. */
const matchableZip = (zipCode: string, country: string) =>
  country === 'US' ? zipCode.slice(0, 5) : zipCode;

/** The request, its vendor order and the matching vendors' notifications: all or nothing. */
export async function createRequest(db: Database, userId: string, body: CreateRequestInput) {
  const id = await db.transaction(async (tx) => {
    const property = await repository.findOwnProperty(tx, body.propertyId, userId);
    if (!property) throw maintenanceRequestsErrors.propertyNotFound();
    const service = await repository.findService(tx, body.serviceId);
    if (!service) throw maintenanceRequestsErrors.unknownService();
    await assertOwnFiles(tx, userId, body.photoFileIds, 'photoFileIds');
    const { photoFileIds, title, ...fields } = body;
    const request = await repository.insertRequest(tx, userId, {
      ...fields,
      title: title ?? service.name,
    });
    await repository.insertPhotos(tx, request.id, photoFileIds);
    await openOrder(
      tx,
      {
        id: request.id,
        title: title ?? service.name,
        serviceId: service.id,
        serviceName: service.name,
      },
      matchableZip(property.zipCode, property.country),
      property.city,
    );
    return request.id;
  });
  return getRequest(db, userId, id);
}

export async function cancelRequest(db: Database, userId: string, id: string) {
  await db.transaction(async (tx) => {
    const request = await repository.lockOwnRequest(tx, id, userId);
    if (!request) throw maintenanceRequestsErrors.notFound();
    if (!(await cancelOrder(tx, id, request.title))) throw maintenanceRequestsErrors.cannotCancel();
    await repository.setRequestStatus(tx, id, 'canceled');
  });
  return getRequest(db, userId, id);
}

/** Called by the order's transaction when the vendor completes the work. */
export const completeRequest = (tx: Executor, requestId: string) =>
  repository.setRequestStatus(tx, requestId, 'completed');
