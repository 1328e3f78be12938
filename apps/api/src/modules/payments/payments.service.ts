import { randomUUID } from 'node:crypto';
import type { PageQuery } from '@homekeep/contracts/common';
import { cardDigits, type CreateCheckoutSessionBody } from '@homekeep/contracts/payments';
import type { Database, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { ownedOrNotFound } from '../../lib/ownership';
import { recordAudit } from '../audit/audit.service';
import { listOf } from '../../lib/pagination';
import type { CardGateway } from './card-gateway';
import { applyAgreedPrices, priceCheckout, type PricedLine } from './checkout-pricing';
import { applyStripeEvent, completeTransaction } from './payment-completion';
import { applyDisputeEvent, isDisputeEvent } from './payment-disputes';
import { paymentsErrors } from './payments.errors';
import type { AgreedPrice, CheckoutDraft, PaymentHooks } from './payments.hooks';
import * as repository from './payments.repository';
import { toTransaction } from './transaction-answer';
import {
  findTransactionFacts,
  listTransactions as listTransactionPage,
} from './transactions-list.repository';
import { verifiedEvent } from './stripe-gateway';
import { cardOnReceipt } from './card-brands';
import { keepTestCard, testCharge } from './test-card-processor';

export interface PaymentsDeps {
  db: Database;
  clock: Clock;
  /** The card processor; null: the built-in test checkout takes the payments. */
  cardGateway: CardGateway | null;
  hooks: PaymentHooks;
  log: Logger;
}

export const checkoutPath = (transactionId: string) =>
  `/checkout?transaction=${encodeURIComponent(transactionId)}`;

/** A priced line as the transaction keeps it and the processor shows it. */
const storedLine = ({ productId, name, quantity, unitPriceCents }: PricedLine) => ({
  productId,
  name,
  quantity,
  unitPriceCents,
});

/**
 * Stores a pending transaction with its items, then opens the hosted checkout when a card
 * processor is configured; without one, the built-in test checkout is the payment page.
 */
export async function createCheckoutSession(
  deps: PaymentsDeps,
  userId: string,
  body: CreateCheckoutSessionBody['data'],
  origin: string,
) {
  const products = await repository.findProducts(
    deps.db,
    body.items.map((item) => item.productId),
  );
  const listed = priceCheckout(body.items, products);
  const { currency } = listed;
  let { lines, amountCents } = listed;
  const gateway = deps.cardGateway;
  const draft: CheckoutDraft = {
    userId,
    items: lines.map(({ productId, kind, quantity, unitPriceCents }) => ({
      productId,
      kind,
      quantity,
      unitPriceCents,
    })),
    subscriptionIds: [...new Set(body.subscriptionIds ?? [])],
    maintenanceRequestId: body.maintenanceRequestId ?? null,
  };
  const id = randomUUID();
  let closed: repository.ClosedCheckout[] = [];
  const transaction = await deps.db.transaction(async (tx) => {
    const agreed: AgreedPrice[] = [];
    for (const check of deps.hooks.checkoutChecks) agreed.push(...((await check(tx, draft)) ?? []));
    ({ lines, amountCents } = applyAgreedPrices(lines, agreed));
    // The newest checkout of a subscription or a bill is the only one that can still be paid.
    closed = await closeOpenCheckouts(tx, draft.subscriptionIds);
    if (draft.maintenanceRequestId) {
      closed.push(...(await repository.expireOpenRequestCheckouts(tx, draft.maintenanceRequestId)));
    }
    return repository.insertTransaction(tx, {
      id,
      // The processor's session id arrives once its session exists; the test checkout's is ours.
      providerSessionId: gateway ? null : `test_${id}`,
      userId,
      amountCents,
      currency,
      provider: gateway?.provider ?? 'test',
      maintenanceRequestId: draft.maintenanceRequestId,
      subscriptionIds: draft.subscriptionIds,
      items: lines.map(storedLine),
    });
  });
  await closeAtProcessor(deps, closed);
  if (!gateway) {
    return { id: transaction.id, url: checkoutPath(transaction.id) };
  }
  try {
    const subscription = await processorSubscriptionOf(deps.db, draft);
    const hosted = await gateway.openCheckout({
      transactionId: transaction.id,
      currency,
      returnUrl: `${origin}${checkoutPath(transaction.id)}`,
      lines: lines.map(storedLine),
      ...(subscription ? { subscription } : {}),
    });
    if (!hosted.url) throw new Error('the checkout session has no url');
    await repository.setProviderSession(deps.db, transaction.id, hosted.sessionId);
    return { id: transaction.id, url: hosted.url };
  } catch (error) {
    // Nobody can pay a checkout that has no processor session: leave no trace of it.
    await repository.deleteTransaction(deps.db, transaction.id);
    deps.log.warn({ err: error }, 'opening the card processor checkout failed');
    throw paymentsErrors.processorUnavailable();
  }
}

/**
 * A checkout for subscriptions whose items are all plans of one interval starts one
 * subscription at the processor for all of them (which renews them together, see
 * docs/decisions/021-one-processor-subscription-per-checkout.md); anything else is a one-off
 * payment.
 */
async function processorSubscriptionOf(db: Database, draft: CheckoutDraft) {
  const { subscriptionIds } = draft;
  if (subscriptionIds.length === 0) return null;
  if (draft.items.some((item) => item.kind !== 'maintenance_plan')) return null;
  const intervals = await repository.findPlanIntervals(
    db,
    draft.items.map((item) => item.productId),
  );
  const distinct = [...new Set(intervals.map((row) => row.interval))];
  const [interval] = distinct;
  if (distinct.length !== 1 || !interval || intervals.length !== draft.items.length) return null;
  return { subscriptionIds, interval };
}

/**
 * Ends the open checkouts that pay for these subscriptions; call it inside the database
 * transaction that changes them, then `closeAtProcessor` once that transaction has committed.
 */
export function closeOpenCheckouts(tx: Executor, subscriptionIds: string[]) {
  if (subscriptionIds.length === 0) return Promise.resolve([]);
  return repository.expireOpenCheckouts(tx, subscriptionIds);
}

/**
 * Closes the processor's sessions of checkouts ended here. Should one still be paid in the
 * meantime, its webhook records the payment all the same (see `markPaid`).
 */
export async function closeAtProcessor(
  { cardGateway, log }: Pick<PaymentsDeps, 'cardGateway' | 'log'>,
  closed: repository.ClosedCheckout[],
) {
  if (!cardGateway) return;
  for (const checkout of closed) {
    if (checkout.provider !== cardGateway.provider || !checkout.providerSessionId) continue;
    await cardGateway
      .closeCheckout(checkout.providerSessionId)
      .catch((error: unknown) =>
        log.warn(
          { err: error, transactionId: checkout.id },
          'closing a card processor checkout failed',
        ),
      );
  }
}

/** The payment when it is the user's; a 404 for anyone else's, as for one that does not exist. */
const yours = <Row extends { userId: string }>(row: Row | undefined, userId: string) =>
  ownedOrNotFound(row, userId, 'payments.transaction_not_found', 'This payment does not exist.');

export async function getTransaction(db: Database, userId: string, id: string) {
  return toTransaction(yours(await findTransactionFacts(db, id), userId));
}

export async function listTransactions(db: Database, userId: string, query: PageQuery) {
  const { data, total } = await listTransactionPage(db, userId, query);
  return listOf(data.map(toTransaction), query, total);
}

/**
 * The built-in test processor: the card was validated by the route's schema; the declined test
 * number is refused like a real issuer would, any other valid number pays. The card number is
 * never stored.
 */
export async function payWithTestCard(
  deps: PaymentsDeps,
  userId: string,
  id: string,
  card: { cardNumber: string; expiryMonth: number; expiryYear: number },
) {
  if (deps.cardGateway) throw paymentsErrors.testCheckoutOff();
  const row = yours(await repository.findTransaction(deps.db, id), userId);
  if (row.provider !== 'test') throw paymentsErrors.notTestTransaction();
  if (row.status === 'paid') throw paymentsErrors.alreadyPaid();
  if (row.status !== 'pending') throw paymentsErrors.notPayable(row.status);
  const digits = cardDigits(card.cardNumber);
  if (testCharge({ digits }) === 'declined') throw paymentsErrors.cardDeclined();
  // Kept to charge the renewals of what it pays, as a processor keeps a card on file.
  const year = card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear;
  const kept = { provider: 'test' as const, ...keepTestCard(digits, card.expiryMonth, year) };
  const paid = await completeTransaction(deps, { id: row.id, provider: 'test' }, null, kept);
  if (!paid) throw paymentsErrors.alreadyPaid();
  await repository.recordPayingCard(deps.db, row.id, cardOnReceipt(card.cardNumber));
  return getTransaction(deps.db, userId, id);
}

/**
 * A Stripe webhook: applied only when its signature over the exact bytes received matches the
 * configured secret; without a secret every event is refused.
 */
export async function receiveStripeEvent(
  deps: PaymentsDeps,
  secret: string | undefined,
  rawBody: Buffer,
  signature: string | undefined,
  sender: { address: string },
) {
  if (!secret) throw paymentsErrors.webhookNotConfigured();
  const event = signature ? verifiedEvent(rawBody, signature, secret) : null;
  if (!event) {
    await recordAudit(deps.db, {
      action: 'payments.webhook_signature_invalid',
      at: deps.clock.now(),
      address: sender.address,
      details: { signed: Boolean(signature), bytes: rawBody.length },
    });
    throw signature
      ? paymentsErrors.webhookSignatureInvalid()
      : paymentsErrors.webhookSignatureMissing();
  }
  if (isDisputeEvent(event)) await applyDisputeEvent(deps, event);
  else await applyStripeEvent(deps, event);
}
