import type { Executor } from '../../db/database';
import { enqueueUserMail, enqueueUserMails } from '../mail/mail.service';
import { notify } from '../notifications/notifications.service';
import { cancelOrderOfRequest, setRequestStatus } from './jobs.repository';
import { insertStatusChange } from './job-timeline.repository';
import { lockOpenVisits } from './plan-visits.repository';

/** The plan that ended, as its visits' people are told. */
export interface EndedPlan {
  subscriptionId: string;
  propertyId: string;
  planName: string;
  propertyName: string;
}

/**
 * Cancels the visits of a plan that ended (canceled, ended at its period's end or unpaid) whose
 * work has not started, in the transaction that ends it; the resident and any vendor holding one
 * are told, in the app and by mail. A visit already under way is finished. Answers how many.
 */
export async function cancelOpenVisits(tx: Executor, plan: EndedPlan, at: Date) {
  const message = `The ${plan.planName} plan for ${plan.propertyName} ended, so this visit was canceled. Nothing is charged for it.`;
  let canceled = 0;
  for (const visit of await lockOpenVisits(tx, plan.subscriptionId, plan.propertyId)) {
    const order = await cancelOrderOfRequest(tx, visit.id);
    if (!order) continue;
    canceled += 1;
    await insertStatusChange(tx, order.id, { status: 'canceled', note: message, at });
    await setRequestStatus(tx, visit.id, 'canceled', at);
    await notify(tx, [
      {
        userId: visit.residentId,
        type: 'job.canceled',
        title: 'Your plan visit was canceled',
        body: `"${visit.title}": ${message}`,
        orderId: order.id,
      },
      ...(order.vendorId
        ? [
            {
              userId: order.vendorId,
              type: 'order.canceled' as const,
              title: 'Job canceled',
              body: `"${visit.title}" was canceled: the resident's plan ended.`,
              orderId: order.id,
            },
          ]
        : []),
    ]);
    const mail = { title: visit.title, change: 'canceled' as const, message, planEnded: true };
    await enqueueUserMail(
      tx,
      visit.residentId,
      { kind: 'job_changed', data: { ...mail, requestId: visit.id } },
      at,
    );
    if (order.vendorId) {
      await enqueueUserMails(
        tx,
        [order.vendorId],
        { kind: 'job_changed', data: { ...mail, requestId: null } },
        at,
      );
    }
  }
  return canceled;
}
