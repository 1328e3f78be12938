import type { Executor } from '../../db/database';
import type { CheckoutDraft } from '../payments/payments.hooks';
import { jobsErrors } from './jobs.errors';
import { findOwnRequest } from './jobs.repository';

/**
 * A checkout that names a maintenance request pays for one of the caller's own requests; any
 * other id answers 404, exactly like a request that does not exist.
 */
export async function checkRequestCheckout(tx: Executor, draft: CheckoutDraft) {
  if (draft.maintenanceRequestId === null) return;
  const request = await findOwnRequest(tx, draft.maintenanceRequestId, draft.userId);
  if (!request) throw jobsErrors.requestNotFound();
}
