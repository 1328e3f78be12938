import type { OrderStatus } from '@homekeep/contracts/jobs';
import type { Executor } from '../../db/database';
import { enqueueUserMail, enqueueUserMails } from '../mail/mail.service';
import { findNoticeFacts } from './jobs.repository';

const MAILED_STEPS = ['accepted', 'en_route', 'in_progress', 'completed'] as const;
type MailedStep = (typeof MAILED_STEPS)[number];
const isMailed = (status: OrderStatus): status is MailedStep =>
  (MAILED_STEPS as readonly OrderStatus[]).includes(status);

/** Mails the resident that their job moved on, inside the transaction that moved it. */
export async function mailJobStep(tx: Executor, orderId: string, status: OrderStatus, at: Date) {
  if (!isMailed(status)) return;
  const job = await findNoticeFacts(tx, orderId);
  if (!job) return;
  await enqueueUserMail(
    tx,
    job.residentId,
    {
      kind: 'job_status',
      data: {
        requestId: job.requestId,
        title: job.title,
        status,
        ...(job.dueAt ? { bill: { amountCents: job.priceCents, currency: job.currency } } : {}),
      },
    },
    at,
  );
}

/**
 * Mails each vendor a job offer made at `at`: a widened round's in its transaction, a new job's
 * when its offers are delivered.
 */
export function mailNewOffer(
  tx: Executor,
  vendorIds: string[],
  offer: { orderId: string; serviceName: string; title: string; city: string; zipCode: string },
  at: Date,
) {
  return enqueueUserMails(tx, vendorIds, { kind: 'new_offer', data: offer }, at, at);
}
