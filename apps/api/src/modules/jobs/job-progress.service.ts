import type { OrderStatus } from '@homekeep/contracts/jobs';
import { checkSetOff } from '../appointments/appointments.service';
import { assertOwnFiles } from '../files/files.service';
import { notify, withdrawJobOffers } from '../notifications/notifications.service';
import { jobsBlockerOf, type JobsBlocker } from '../vendors/vendor-compliance.service';
import { previousStatus, requestStatusFor } from './job-rules';
import { mailJobStep } from './job-mail';
import { jobsErrors } from './jobs.errors';
import * as repository from './jobs.repository';
import { getRequest, getVendorOrder, type JobsDeps } from './jobs.service';
import { claimPendingOrder, isJobVisibleTo } from './job-matching.repository';
import { insertStatusChange } from './job-timeline.repository';
import { isResidentStep, notifyResidentOfStep } from './resident-notices';

/** Why a vendor may not take jobs, as the vendor is told it. */
export function notReadyError(blocker: JobsBlocker) {
  if (blocker.kind === 'suspended') return jobsErrors.vendorSuspended(blocker.reason);
  if (blocker.kind === 'license_expired') return jobsErrors.licenseExpired(blocker.lastDay);
  return jobsErrors.profileIncomplete();
}

/** A vendor takes a pending job; of several vendors accepting at once, exactly one wins. */
export async function acceptOrder(deps: JobsDeps, vendorId: string, orderId: string) {
  const { db, clock } = deps;
  const now = clock.now();
  const blocker = await jobsBlockerOf(db, vendorId, now);
  if (blocker) throw notReadyError(blocker);
  if (!(await isJobVisibleTo(db, orderId, vendorId, now))) throw jobsErrors.orderNotFound();
  const won = await db.transaction(async (tx) => {
    if (!(await claimPendingOrder(tx, orderId, vendorId, now))) return false;
    await insertStatusChange(tx, orderId, { status: 'accepted', at: clock.now() });
    await withdrawJobOffers(tx, orderId, vendorId);
    await notifyResidentOfStep(tx, orderId, 'accepted');
    await mailJobStep(tx, orderId, 'accepted', clock.now());
    return true;
  });
  if (!won) {
    const state = await repository.findOrderState(db, orderId);
    throw state?.status === 'canceled' ? jobsErrors.canceled() : jobsErrors.alreadyAccepted();
  }
  return getVendorOrder(deps, vendorId, orderId);
}

/**
 * Moves an order one step along accepted → en_route → in_progress → completed, from the state
 * it is in now (a conditional UPDATE, so two tabs cannot both move it). Completing the order
 * completes its request in the same transaction.
 */
export async function updateOrderStatus(
  deps: JobsDeps,
  vendorId: string,
  orderId: string,
  {
    photoFileIds = [],
    etaMinutes,
    ...change
  }: { status: OrderStatus; note: string | null; photoFileIds?: string[]; etaMinutes?: number },
) {
  const { db, clock } = deps;
  const current = await repository.findOrderState(db, orderId);
  if (!current || current.vendorId !== vendorId) throw jobsErrors.orderNotFound();
  if (photoFileIds.length > 0 && change.status !== 'completed')
    throw jobsErrors.photosOnlyAtCompletion();
  const from = previousStatus(change.status);
  const moved =
    from &&
    (await db.transaction(async (tx) => {
      const row = await repository.moveOwnOrder(tx, orderId, vendorId, { from, to: change.status });
      if (!row) return false;
      await assertOwnFiles(tx, vendorId, photoFileIds, 'photoFileIds');
      await repository.insertPhotos(tx, row.requestId, photoFileIds, 'completion');
      const at = clock.now();
      if (change.status === 'en_route') await checkSetOff(tx, orderId, at, etaMinutes);
      await insertStatusChange(tx, orderId, { ...change, at });
      const requestStatus = requestStatusFor(change.status);
      if (requestStatus !== 'open') {
        await repository.setRequestStatus(tx, row.requestId, requestStatus, at);
      }
      await mailJobStep(tx, orderId, change.status, at);
      if (isResidentStep(change.status)) await notifyResidentOfStep(tx, orderId, change.status);
      return true;
    }));
  if (!moved) {
    const now = await repository.findOrderState(db, orderId);
    throw jobsErrors.invalidTransition(now?.status ?? current.status, change.status);
  }
  return getVendorOrder(deps, vendorId, orderId);
}

/** The resident cancels a job before its work starts; the vendor who had accepted it is told. */
export async function cancelRequest(
  { db, clock, links }: JobsDeps,
  residentId: string,
  requestId: string,
) {
  await db.transaction(async (tx) => {
    const request = await repository.lockOwnRequest(tx, requestId, residentId);
    if (!request) throw jobsErrors.requestNotFound();
    const canceled = await repository.cancelOrderOfRequest(tx, requestId);
    if (!canceled) throw jobsErrors.cannotCancel();
    const at = clock.now();
    await insertStatusChange(tx, canceled.id, { status: 'canceled', at });
    await repository.setRequestStatus(tx, requestId, 'canceled', at);
    await withdrawJobOffers(tx, canceled.id);
    if (canceled.vendorId) {
      await notify(tx, [
        {
          userId: canceled.vendorId,
          type: 'order.canceled',
          title: 'Job canceled',
          body: `The resident canceled "${request.title}".`,
          orderId: canceled.id,
        },
      ]);
    }
  });
  return getRequest({ db, links }, residentId, requestId);
}
