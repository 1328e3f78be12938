import type { Database, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { billDescription } from '@homekeep/contracts/payments';
import type { FailedTransaction, PaidTransaction, PaymentHooks } from './payments.hooks';
import {
  findLines,
  findSubscriptionIds,
  findTransaction,
  insertPaymentCard,
  markPaid,
  type NewPaymentCard,
  markUnpaid,
  recordEvent,
  takeReceiptNumber,
  type PendingTransactionKey,
} from './payments.repository';
import { findBilledFor } from './transactions-list.repository';
import type { StripeCheckoutSession, StripeEvent } from './stripe-gateway';
import { subscriptionEventOf, type SubscriptionOwner } from './stripe-subscription-events';

/** What completing a payment needs: the database, the product's clock and the areas' hooks. */
export interface CompletionDeps {
  db: Database;
  clock: Clock;
  hooks: PaymentHooks;
}

/** A processor event, remembered so that its repeated delivery changes nothing. */
export interface ProcessorEvent {
  id: string;
  type: string;
}

/** Runs `work` in one database transaction, once per processor event (none: every time). */
export async function runInOnce<T>(
  db: Database,
  event: ProcessorEvent | null,
  work: (tx: Executor) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    if (event && !(await recordEvent(tx, event.id, event.type))) return null;
    return work(tx);
  });
}

/**
 * The one way a transaction becomes paid, for the webhook and the test checkout alike: a
 * conditional update from `pending`, then the hooks, in one database transaction. Answers the
 * paid transaction, or null when it was not pending (already paid, expired, unknown).
 */
export function completeTransaction(
  { db, clock, hooks }: CompletionDeps,
  key: PendingTransactionKey,
  event: ProcessorEvent | null = null,
  keptCard?: Omit<NewPaymentCard, 'userId'>,
): Promise<PaidTransaction | null> {
  return runInOnce(db, event, async (tx) => {
    const owner = keptCard && 'id' in key ? await ownerOf(tx, key.id) : null;
    const cardId =
      owner && keptCard ? await insertPaymentCard(tx, { ...keptCard, userId: owner }) : undefined;
    return payAndRunHooks(tx, hooks, key, clock.now(), cardId);
  });
}

async function ownerOf(tx: Executor, transactionId: string) {
  const row = await findTransaction(tx, transactionId);
  return row?.status === 'pending' ? row.userId : null;
}

/**
 * Inside an open database transaction: marks a pending transaction paid at `paidAt` and runs
 * the areas' hooks (a renewal charge and a checkout alike). Null when it was not pending.
 */
export async function payAndRunHooks(
  tx: Executor,
  hooks: PaymentHooks,
  key: PendingTransactionKey,
  paidAt: Date,
  paymentCardId?: string,
): Promise<PaidTransaction | null> {
  const row = await markPaid(tx, key, paidAt, paymentCardId);
  if (!row?.paidAt) return null;
  const receipt = await takeReceiptNumber(tx, row.id, row.paidAt.getUTCFullYear());
  // One after another: a transaction's connection answers one query at a time (pg warns of
  // queries queued on it, and pg 9 refuses them).
  const items = await findLines(tx, row.id);
  const subscriptionIds = await findSubscriptionIds(tx, row.id);
  const billed = await findBilledFor(tx, row.id);
  const paid: PaidTransaction = {
    id: row.id,
    userId: row.userId,
    amountCents: row.amountCents,
    currency: row.currency,
    provider: row.provider,
    paidAt: row.paidAt,
    maintenanceRequestId: row.maintenanceRequestId,
    subscriptionIds,
    paymentCardId: row.paymentCardId,
    purpose: row.purpose,
    items,
    receipt,
    properties: billed.properties,
    job: billed.job,
  };
  for (const hook of hooks.transactionPaidHooks) await hook(tx, paid);
  return paid;
}

/**
 * Inside the transaction that marked it failed: runs the areas' failed-payment hooks, telling
 * them what the payment was for (`extra`: a declined renewal's next try and end).
 */
export async function runFailedHooks(
  tx: Executor,
  hooks: PaymentHooks,
  row: NonNullable<Awaited<ReturnType<typeof markUnpaid>>>,
  failedAt: Date,
  extra: Pick<FailedTransaction, 'retryAt' | 'endsAt'> = {},
) {
  const items = await findLines(tx, row.id);
  const billed = await findBilledFor(tx, row.id);
  const failed: FailedTransaction = {
    ...row,
    failedAt,
    description: billDescription(items, billed.properties, billed.job),
    requestId: billed.job?.id ?? null,
    ...extra,
  };
  for (const hook of hooks.transactionFailedHooks ?? []) await hook(tx, failed);
}

function endWithoutPayment(
  { db, clock, hooks }: CompletionDeps,
  key: PendingTransactionKey,
  status: 'expired' | 'failed',
  event: ProcessorEvent,
) {
  return runInOnce(db, event, async (tx) => {
    const row = await markUnpaid(tx, key, status);
    if (!row || status !== 'failed') return row;
    await runFailedHooks(tx, hooks, row, clock.now());
    return row;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The subscriptions a processor subscription pays for: those its checkout paid, or the one named. */
async function subscriptionsOf(tx: Executor, owner: SubscriptionOwner) {
  if ('subscriptionId' in owner) return [owner.subscriptionId];
  return UUID.test(owner.checkoutId) ? findSubscriptionIds(tx, owner.checkoutId) : [];
}

/** Applies a verified Stripe event; event types we do not use are ignored. */
export async function applyStripeEvent(deps: CompletionDeps, event: StripeEvent): Promise<void> {
  const seen = { id: event.id, type: event.type };
  const keyOf = (session: StripeCheckoutSession): PendingTransactionKey => ({
    providerSessionId: session.id,
    provider: 'stripe',
  });
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      // Delayed methods (bank debits) complete unpaid and succeed later in their own event.
      if (session.payment_status === 'unpaid') return;
      await completeTransaction(deps, { ...keyOf(session), paidAtProcessor: true }, seen);
      return;
    }
    case 'checkout.session.async_payment_succeeded':
      await completeTransaction(deps, keyOf(event.data.object), seen);
      return;
    case 'checkout.session.async_payment_failed':
      await endWithoutPayment(deps, keyOf(event.data.object), 'failed', seen);
      return;
    case 'checkout.session.expired':
      await endWithoutPayment(deps, keyOf(event.data.object), 'expired', seen);
      return;
    case 'account.updated':
      await runInOnce(deps.db, seen, async (tx) => {
        for (const hook of deps.hooks.processorAccountHooks ?? []) {
          await hook(tx, event.data.object, new Date(event.created * 1000));
        }
      });
      return;
    default: {
      const change = subscriptionEventOf(event);
      if (!change) return;
      await runInOnce(deps.db, seen, async (tx) => {
        for (const subscriptionId of await subscriptionsOf(tx, change.owner)) {
          for (const hook of deps.hooks.processorSubscriptionHooks ?? []) {
            await hook(tx, change.about(subscriptionId));
          }
        }
      });
      return;
    }
  }
}
