import type { Database } from '../../db/database';
import type { CardGateway } from './card-gateway';
import { runInOnce } from './payment-completion';
import { closeDispute, lockPaidTransaction, openDispute } from './payment-refunds.repository';
import type { DisputedTransaction, PaymentHooks } from './payments.hooks';
import type { StripeDispute, StripeEvent } from './stripe-gateway';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const DISPUTE_EVENTS = new Set(['charge.dispute.created', 'charge.dispute.closed']);
export const isDisputeEvent = (event: StripeEvent) => DISPUTE_EVENTS.has(event.type);

/**
 * A dispute the processor reports: the payment is `disputed` while it is open and its earning
 * held; once closed, won releases the earning and lost takes its payout back. Each change once,
 * whatever the order the events come in.
 */
export async function applyDisputeEvent(
  deps: { db: Database; cardGateway: CardGateway | null; hooks: PaymentHooks },
  event: StripeEvent,
) {
  const dispute = event.data.object as StripeDispute;
  const intent = dispute.payment_intent;
  const intentId = typeof intent === 'string' ? intent : intent?.id;
  if (!intentId || !deps.cardGateway) return;
  const transactionId = await deps.cardGateway.transactionOfPayment(intentId);
  if (!transactionId || !UUID.test(transactionId)) return;
  await runInOnce(deps.db, { id: event.id, type: event.type }, async (tx) => {
    if (!(await lockPaidTransaction(tx, transactionId))) return;
    const at = new Date(event.created * 1000);
    const closed = event.type === 'charge.dispute.closed';
    const facts = { transactionId, processorDisputeId: dispute.id, status: dispute.status, at };
    const changed = closed ? await closeDispute(tx, facts) : await openDispute(tx, facts);
    if (!changed) return;
    const state: DisputedTransaction['state'] = !closed
      ? 'open'
      : dispute.status === 'lost'
        ? 'lost'
        : 'won';
    for (const hook of deps.hooks.transactionDisputedHooks ?? []) {
      await hook(tx, { id: transactionId, state, at });
    }
  });
}
