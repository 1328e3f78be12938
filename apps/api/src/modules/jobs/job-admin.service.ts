import type { AdminOrder, AdminOrdersQuery } from '@homekeep/contracts/admin';
import type { StatusChange } from '@homekeep/contracts/jobs';
import type { Database, Executor } from '../../db/database';
import { listOf } from '../../lib/pagination';
import { notify } from '../notifications/notifications.service';
import {
  findVendorForOperators,
  jobsBlockerOf,
  type JobsBlocker,
} from '../vendors/vendor-compliance.service';
import { jobsErrors, jobAdminErrors } from './jobs.errors';
import * as repository from './job-admin.repository';
import { insertStatusChange, timelinesOf } from './job-timeline.repository';
import { setRequestStatus } from './jobs.repository';

/** Operators may cancel a job until it is done. */
const OPERATOR_CANCELLABLE = ['pending', 'accepted', 'en_route', 'in_progress'] as const;
/** A job may change hands until its work starts. */
const REASSIGNABLE = ['pending', 'accepted', 'en_route'] as const;

const operatorReason = (blocker: JobsBlocker) => {
  if (blocker.kind === 'suspended') return 'It is suspended.';
  if (blocker.kind === 'license_expired') return `Its licence expired after ${blocker.lastDay}.`;
  return 'Its company profile is not complete.';
};

const toAdminOrder = (row: repository.OperatorOrderRow, history: StatusChange[]): AdminOrder => ({
  id: row.id,
  requestId: row.requestId,
  status: row.status,
  title: row.title,
  description: row.description,
  service: { id: row.serviceId, name: row.serviceName },
  location: { city: row.city, state: row.state, zipCode: row.zipCode },
  resident: { id: row.residentId, name: row.residentName, email: row.residentEmail },
  vendor: row.vendorId ? { id: row.vendorId, companyName: row.vendorCompanyName } : null,
  history,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listOrdersForOperators(db: Database, query: AdminOrdersQuery) {
  const { data, total } = await repository.listOrdersForOperators(db, query);
  const timelines = await timelinesOf(
    db,
    data.map((row) => row.id),
  );
  return listOf(
    data.map((row) => toAdminOrder(row, timelines.get(row.id) ?? [])),
    query,
    total,
  );
}

export async function getOrderForOperators(db: Executor, orderId: string) {
  const row = await repository.findOrderForOperators(db, orderId);
  if (!row) throw jobsErrors.orderNotFound();
  const timelines = await timelinesOf(db, [orderId]);
  return toAdminOrder(row, timelines.get(orderId) ?? []);
}

/** Operations cancel a job; its request is canceled with it and its vendor is told. */
export async function cancelOrderAsOperator(
  tx: Executor,
  orderId: string,
  reason: string,
  now: Date,
) {
  const locked = await repository.lockOrder(tx, orderId);
  if (!locked) throw jobsErrors.orderNotFound();
  const before = await getOrderForOperators(tx, orderId);
  const moved = await repository.setOrderState(tx, orderId, OPERATOR_CANCELLABLE, {
    status: 'canceled',
    vendorId: locked.vendorId,
  });
  if (!moved) throw jobAdminErrors.cannotCancel(locked.status);
  await insertStatusChange(tx, orderId, { status: 'canceled', note: reason, at: now });
  await setRequestStatus(tx, moved.requestId, 'canceled', now);
  if (locked.vendorId) {
    await notify(tx, [
      {
        userId: locked.vendorId,
        type: 'order.canceled',
        title: 'Job canceled',
        body: `Operations canceled "${before.title}": ${reason}`,
        orderId,
      },
    ]);
  }
  return { before, after: await getOrderForOperators(tx, orderId) };
}

/** Gives a job to another vendor, who must be ready for jobs; the vendors on both sides are told. */
export async function reassignOrder(
  tx: Executor,
  orderId: string,
  change: { vendorId: string; reason?: string | undefined },
  now: Date,
) {
  const locked = await repository.lockOrder(tx, orderId);
  if (!locked) throw jobsErrors.orderNotFound();
  if (locked.vendorId === change.vendorId) throw jobAdminErrors.sameVendor();
  const vendor = await findVendorForOperators(tx, change.vendorId, now);
  if (!vendor) throw jobAdminErrors.unknownVendor();
  const blocker = await jobsBlockerOf(tx, change.vendorId, now);
  if (blocker) throw jobAdminErrors.vendorNotReady(operatorReason(blocker));
  const before = await getOrderForOperators(tx, orderId);
  const moved = await repository.setOrderState(tx, orderId, REASSIGNABLE, {
    status: 'accepted',
    vendorId: change.vendorId,
  });
  if (!moved) throw jobAdminErrors.cannotReassign(locked.status);
  const note = `Assigned to ${vendor.companyName ?? vendor.email} by operations${change.reason ? `: ${change.reason}` : ''}`;
  await insertStatusChange(tx, orderId, { status: 'accepted', note, at: now });
  await notify(tx, [
    {
      userId: change.vendorId,
      type: 'order.assigned',
      title: 'A job was assigned to you',
      body: `Operations assigned you "${before.title}" in ${before.location.city}.`,
      orderId,
    },
    ...(locked.vendorId
      ? [
          {
            userId: locked.vendorId,
            type: 'order.canceled' as const,
            title: 'Job reassigned',
            body: `Operations gave "${before.title}" to another vendor.`,
            orderId,
          },
        ]
      : []),
  ]);
  return { before, after: await getOrderForOperators(tx, orderId) };
}
