import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PageQuery } from '@homekeep/contracts/common';
import {
  cardDigits,
  TEST_CARDS,
  type CreateCheckoutSessionBody,
  type Transaction,
} from '@homekeep/contracts/payments';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { ownedOrNotFound } from '../../lib/ownership';
import { listOf } from '../../lib/pagination';
import { completeTransaction } from './payment-completion';
import { paymentsErrors } from './payments.errors';
import { checkoutChecks, type CheckoutDraft } from './payments.hooks';
import * as repository from './payments.repository';
import { createHostedCheckout, expireHostedCheckout, stripeClient } from './stripe-gateway';

export interface PaymentsDeps {
  db: Database;
  config: Config;
  log?: FastifyBaseLogger;
}

/** Stripe refuses a Checkout Session above this many of the smallest currency unit. */
const MAX_AMOUNT_CENTS = 99_999_999;

export const checkoutPath = (transactionId: string) =>
  `/checkout?transaction=${encodeURIComponent(transactionId)}`;

const toTransaction = (
  row: repository.TransactionRow,
  items: repository.TransactionItemRow[],
): Transaction => ({
  id: row.id,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  provider: row.provider,
  items: items
    .filter((item) => item.transactionId === row.id)
    .map(({ productId, name, quantity, unitPriceCents }) => ({
      productId,
      name,
      quantity,
      unitPriceCents,
    })),
  maintenanceRequestId: row.maintenanceRequestId,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

/** Prices, names and currency come from the catalogue; the client only names products. */
async function priceItems(db: Database, items: CreateCheckoutSessionBody['data']['items']) {
  const products = await repository.findProducts(
    db,
    items.map((item) => item.productId),
  );
  const byId = new Map(products.map((product) => [product.id, product]));
  const unknown = items.filter((item) => !byId.has(item.productId)).map((item) => item.productId);
  if (unknown.length > 0) throw paymentsErrors.unknownProducts(unknown);
  const lines = items.map((item) => {
    const product = byId.get(item.productId)!;
    return { ...item, product };
  });
  const currencies = new Set(lines.map((line) => line.product.currency));
  if (currencies.size > 1) throw paymentsErrors.mixedCurrencies();
  const amountCents = lines.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0);
  if (amountCents > MAX_AMOUNT_CENTS) throw paymentsErrors.totalTooLarge();
  return { lines, amountCents, currency: [...currencies][0]! };
}

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
  const { lines, amountCents, currency } = await priceItems(deps.db, body.items);
  const stripe = stripeClient(deps.config.stripe);
  const draft: CheckoutDraft = {
    userId,
    items: lines.map((line) => ({
      productId: line.productId,
      kind: line.product.kind,
      quantity: line.quantity,
      unitPriceCents: line.product.priceCents,
    })),
    subscriptionIds: [...new Set(body.subscriptionIds ?? [])],
    maintenanceRequestId: body.maintenanceRequestId ?? null,
  };
  const id = randomUUID();
  let closed: repository.ClosedCheckout[] = [];
  const transaction = await deps.db.transaction(async (tx) => {
    for (const check of checkoutChecks) await check(tx, draft);
    // The newest checkout of a subscription is the only one that can still be paid.
    closed = await closeOpenCheckouts(tx, draft.subscriptionIds);
    return repository.insertTransaction(tx, {
      id,
      // The processor's session id arrives once its session exists; the test checkout's is ours.
      providerSessionId: stripe ? null : `test_${id}`,
      userId,
      amountCents,
      currency,
      provider: stripe ? 'stripe' : 'test',
      maintenanceRequestId: draft.maintenanceRequestId,
      subscriptionIds: draft.subscriptionIds,
      items: lines.map((line) => ({
        productId: line.productId,
        name: line.product.name,
        quantity: line.quantity,
        unitPriceCents: line.product.priceCents,
      })),
    });
  });
  await closeAtProcessor(deps, closed);
  if (!stripe) {
    return { id: transaction.id, url: checkoutPath(transaction.id) };
  }
  try {
    const hosted = await createHostedCheckout(stripe, {
      transactionId: transaction.id,
      currency,
      returnUrl: `${origin}${checkoutPath(transaction.id)}`,
      lines: lines.map((line) => ({
        productId: line.productId,
        name: line.product.name,
        quantity: line.quantity,
        unitPriceCents: line.product.priceCents,
      })),
    });
    if (!hosted.url) throw new Error('the checkout session has no url');
    await repository.setProviderSession(deps.db, transaction.id, hosted.sessionId);
    return { id: transaction.id, url: hosted.url };
  } catch (error) {
    // Nobody can pay a checkout that has no processor session: leave no trace of it.
    await repository.deleteTransaction(deps.db, transaction.id);
    deps.log?.warn({ err: error }, 'creating a Stripe checkout session failed');
    throw paymentsErrors.processorUnavailable();
  }
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
  deps: Pick<PaymentsDeps, 'config' | 'log'>,
  closed: repository.ClosedCheckout[],
) {
  const stripe = stripeClient(deps.config.stripe);
  if (!stripe) return;
  for (const checkout of closed) {
    if (checkout.provider !== 'stripe' || !checkout.providerSessionId) continue;
    await expireHostedCheckout(stripe, checkout.providerSessionId).catch((error: unknown) =>
      deps.log?.warn({ err: error, transactionId: checkout.id }, 'closing a Stripe session failed'),
    );
  }
}

async function ownTransaction(db: Database, userId: string, id: string) {
  return ownedOrNotFound(
    await repository.findTransaction(db, id),
    userId,
    'payments.transaction_not_found',
    'This payment does not exist.',
  );
}

export async function getTransaction(db: Database, userId: string, id: string) {
  const row = await ownTransaction(db, userId, id);
  return toTransaction(row, await repository.findItems(db, [row.id]));
}

export async function listTransactions(db: Database, userId: string, query: PageQuery) {
  const { data, total } = await repository.listTransactions(db, userId, query);
  const items =
    data.length > 0
      ? await repository.findItems(
          db,
          data.map((row) => row.id),
        )
      : [];
  return listOf(
    data.map((row) => toTransaction(row, items)),
    query,
    total,
  );
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
  cardNumber: string,
) {
  if (deps.config.stripe.secretKey) throw paymentsErrors.testCheckoutOff();
  const row = await ownTransaction(deps.db, userId, id);
  if (row.provider !== 'test') throw paymentsErrors.notTestTransaction();
  if (row.status === 'paid') throw paymentsErrors.alreadyPaid();
  if (row.status !== 'pending') throw paymentsErrors.notPayable(row.status);
  if (cardDigits(cardNumber) === TEST_CARDS.declined) throw paymentsErrors.cardDeclined();
  const paid = await completeTransaction(deps.db, { id: row.id, provider: 'test' });
  if (!paid) throw paymentsErrors.alreadyPaid();
  return getTransaction(deps.db, userId, id);
}
