import type {
  AdminOrder,
  AdminOrdersQuery,
  CancelOrderBody,
  ReassignOrderBody,
} from '@homekeep/contracts/admin';
import type { StatusChange } from '@homekeep/contracts/jobs';
import type { Database, Executor } from '../../db/database';
import { listOf } from '../../lib/pagination';
import { enqueueUserMail, enqueueUserMails } from '../mail/mail.service';
import { notify, withdrawJobOffers } from '../notifications/notifications.service';
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
  urgency: row.urgency,
  source: row.source,
  operatorsAlertedAt: row.operatorsAlertedAt?.toISOString() ?? null,
  needsAttention: row.status === 'pending' && row.operatorsAlertedAt !== null,
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

const CANCELED_FOR_PEOPLE =
  'Our operations team canceled this job. Nothing is charged for it; ask for it again whenever you like.';
const REASSIGNED_FOR_PEOPLE = 'Our operations team gave this job to another pro.';
const ASSIGNED_FOR_PEOPLE = (company: string) =>
  `Our operations team found a pro for this job: ${company}.`;

type PeopleChange = 'canceled' | 'reassigned' | 'assigned';
const RESIDENT_TITLES: Record<PeopleChange, string> = {
  canceled: 'Your job was canceled',
  reassigned: 'Your job has a new pro',
  assigned: 'A pro took your job',
};

/**
 * Tells the resident and the vendors of a job, in the app and by mail, what operations did;
 * `message` is what the operator wrote for them, never the operators' own reason.
 */
async function tellPeople(
  tx: Executor,
  order: AdminOrder,
  change: PeopleChange,
  message: string,
  vendorIds: string[],
  now: Date,
) {
  const resident = order.resident.id;
  await notify(tx, [
    {
      userId: resident,
      type: change === 'canceled' ? 'job.canceled' : 'job.reassigned',
      title: RESIDENT_TITLES[change],
      body: `"${order.title}": ${message}`,
      orderId: order.id,
    },
  ]);
  const mail = { title: order.title, change, message };
  await enqueueUserMail(
    tx,
    resident,
    { kind: 'job_changed', data: { ...mail, requestId: order.requestId } },
    now,
  );
  await enqueueUserMails(
    tx,
    vendorIds,
    { kind: 'job_changed', data: { ...mail, requestId: null } },
    now,
  );
}

/**
 * Operations cancel a job; its request is canceled with it. The resident and its vendor are
 * told `message` (or a plain default); the operators' `reason` stays in the audit log.
 */
export async function cancelOrderAsOperator(
  tx: Executor,
  orderId: string,
  { reason, message = CANCELED_FOR_PEOPLE }: CancelOrderBody,
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
  await insertStatusChange(tx, orderId, { status: 'canceled', note: message, at: now });
  await setRequestStatus(tx, moved.requestId, 'canceled', now);
  await withdrawJobOffers(tx, orderId);
  if (locked.vendorId) {
    await notify(tx, [
      {
        userId: locked.vendorId,
        type: 'order.canceled',
        title: 'Job canceled',
        body: `Operations canceled "${before.title}": ${message}`,
        orderId,
      },
    ]);
  }
  await tellPeople(tx, before, 'canceled', message, locked.vendorId ? [locked.vendorId] : [], now);
  const after = await getOrderForOperators(tx, orderId);
  return { before, after: { ...after, internalNote: reason } };
}

/** Gives a job to another vendor, who must be ready for jobs; the vendors on both sides are told. */
export async function reassignOrder(
  tx: Executor,
  orderId: string,
  change: ReassignOrderBody,
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
  const company = vendor.companyName ?? 'a vetted pro';
  const message =
    change.message ?? (locked.vendorId ? REASSIGNED_FOR_PEOPLE : ASSIGNED_FOR_PEOPLE(company));
  await insertStatusChange(tx, orderId, { status: 'accepted', note: message, at: now });
  await withdrawJobOffers(tx, orderId, change.vendorId);
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
  await tellPeople(
    tx,
    before,
    locked.vendorId ? 'reassigned' : 'assigned',
    message,
    [change.vendorId, ...(locked.vendorId ? [locked.vendorId] : [])],
    now,
  );
  const after = await getOrderForOperators(tx, orderId);
  return { before, after: { ...after, internalNote: change.reason ?? null } };
}
