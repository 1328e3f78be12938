import { EMERGENCY_WINDOW_MINUTES } from '@homekeep/contracts/jobs';
import type { Database, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { enqueueMailTo, enqueueUserMail } from '../mail/mail.service';
import { notify, notifyEach } from '../notifications/notifications.service';
import {
  activeOperatorIds,
  listUntakenLastRound,
  markOperatorsAlerted,
} from './job-attention.repository';

/** Why operations are told of a job: nobody in its state offers it, or nobody took it. */
export type AttentionReason = 'no_vendor' | 'not_taken';

export const FINDING_VENDOR_TEXT =
  'Our team is finding a vendor for it; we will tell you when someone takes it.';

/** How the resident hears operations took over: in the app always, by mail when not on screen. */
export type ResidentNotice = 'none' | 'app' | 'app_and_mail';

/**
 * Tells operations, once, that the pending order needs them: every operator in the app, the
 * operations mailbox (`OPERATIONS_EMAIL`) by mail; and the resident that operations are finding
 * a vendor. Answers whether this call was the one that told them.
 */
export async function alertOperators(
  tx: Executor,
  orderId: string,
  why: AttentionReason,
  {
    now,
    operationsEmail,
    resident,
  }: { now: Date; operationsEmail: string | undefined; resident: ResidentNotice },
) {
  const job = await markOperatorsAlerted(tx, orderId, now);
  if (!job) return false;
  const emergency = job.urgency === 'emergency';
  const place = `${job.city}, ${job.state} ${job.zipCode}`;
  const cause =
    why === 'no_vendor'
      ? `No vendor in ${job.state} offers ${job.serviceName}.`
      : `Nobody took it after every round of offers.`;
  await notifyEach(tx, await activeOperatorIds(tx), {
    type: 'order.attention',
    title: `${emergency ? 'Emergency needs' : 'Job needs'} a vendor: ${job.title}`,
    body: `${job.serviceName} in ${place}. ${cause}`,
    orderId,
  });
  if (operationsEmail) {
    await enqueueMailTo(
      tx,
      operationsEmail,
      {
        kind: 'order_attention',
        data: {
          orderId,
          title: job.title,
          serviceName: job.serviceName,
          place,
          why,
          emergency,
          planVisit: job.source === 'plan',
        },
      },
      now,
    );
  }
  if (resident === 'none') return true;
  await notify(tx, [
    {
      userId: job.residentId,
      type: 'job.finding_vendor',
      title: 'Our team is finding a vendor',
      body: `"${job.title}": ${FINDING_VENDOR_TEXT}`,
      orderId,
    },
  ]);
  if (resident === 'app_and_mail') {
    await enqueueUserMail(
      tx,
      job.residentId,
      {
        kind: 'finding_vendor',
        data: { requestId: job.requestId, title: job.title, propertyName: job.propertyName },
      },
      now,
    );
  }
  return true;
}

export interface AttentionDeps {
  db: Database;
  clock: Clock;
  config: { offerWindowSeconds: number; mail: { operationsEmail: string | undefined } };
}

const BATCH = 100;

/**
 * Brings in operations for every job nobody took by the end of its last round: an ordinary one
 * `OFFER_WINDOW` after its last round began, an emergency `EMERGENCY_WINDOW_MINUTES` after it was
 * offered to everyone (or sooner, when the offer window is shorter). Each is told once, however
 * often this runs. Answers how many jobs were handed to operations.
 */
export async function alertUntakenOrders({ db, clock, config }: AttentionDeps) {
  const now = clock.now();
  const windowMs = config.offerWindowSeconds * 1000;
  const before = new Date(now.getTime() - windowMs);
  const emergencyMs = Math.min(EMERGENCY_WINDOW_MINUTES * 60_000, windowMs);
  const emergencyBefore = new Date(now.getTime() - emergencyMs);
  const settings = {
    now,
    operationsEmail: config.mail.operationsEmail,
    resident: 'app_and_mail' as const,
  };
  let alerted = 0;
  for (;;) {
    const untaken = await listUntakenLastRound(db, before, emergencyBefore, BATCH);
    for (const order of untaken) {
      const told = await db.transaction((tx) =>
        alertOperators(tx, order.id, 'not_taken', settings),
      );
      if (told) alerted += 1;
    }
    if (untaken.length < BATCH) return alerted;
  }
}
