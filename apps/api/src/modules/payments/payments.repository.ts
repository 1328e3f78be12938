import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PaymentProvider, TransactionStatus } from '@homekeep/contracts/payments';
import type { Executor } from '../../db/database';
import {
  maintenancePlans,
  paymentCards,
  processedPaymentEvents,
  products,
  transactionItems,
  transactions,
  transactionSubscriptions,
} from '../../db/schema';

export const transactionColumns = {
  id: transactions.id,
  userId: transactions.userId,
  status: transactions.status,
  amountCents: transactions.amountCents,
  currency: transactions.currency,
  provider: transactions.provider,
  providerSessionId: transactions.providerSessionId,
  maintenanceRequestId: transactions.maintenanceRequestId,
  paymentCardId: transactions.paymentCardId,
  purpose: transactions.purpose,
  createdAt: transactions.createdAt,
  paidAt: transactions.paidAt,
  cardBrand: transactions.cardBrand,
  cardLast4: transactions.cardLast4,
};

/** A transaction's line, as the paid hooks are told it (the resident reads it in the receipt). */
const lineColumns = {
  productId: transactionItems.productId,
  name: transactionItems.name,
  quantity: transactionItems.quantity,
  unitPriceCents: transactionItems.unitPriceCents,
};

export function findProducts(db: Executor, ids: string[]) {
  return (
    db
      .select({
        id: products.id,
        kind: products.kind,
        name: products.name,
        priceCents: products.priceCents,
        currency: products.currency,
      })
      .from(products)
      // A product taken off sale is no longer sold, though old payments keep showing it.
      .where(and(inArray(products.id, ids), eq(products.active, true)))
  );
}

export interface NewTransaction {
  id: string;
  userId: string;
  providerSessionId: string | null;
  amountCents: number;
  currency: string;
  provider: PaymentProvider;
  maintenanceRequestId: string | null;
  items: { productId: string; name: string; quantity: number; unitPriceCents: number }[];
  subscriptionIds: string[];
  /** A renewal: charged by the product at this (product) time to this kept card. */
  renewal?: { at: Date; paymentCardId: string | null };
}

/** The transaction row, its items and its subscription links; call inside a transaction. */
export async function insertTransaction(tx: Executor, input: NewTransaction) {
  const [row] = await tx
    .insert(transactions)
    .values({
      id: input.id,
      providerSessionId: input.providerSessionId,
      userId: input.userId,
      amountCents: input.amountCents,
      currency: input.currency,
      provider: input.provider,
      maintenanceRequestId: input.maintenanceRequestId,
      ...(input.renewal
        ? {
            purpose: 'renewal' as const,
            createdAt: input.renewal.at,
            paymentCardId: input.renewal.paymentCardId,
          }
        : {}),
    })
    .returning(transactionColumns);
  const transaction = row!;
  await tx
    .insert(transactionItems)
    .values(input.items.map((item) => ({ ...item, transactionId: transaction.id })));
  if (input.subscriptionIds.length > 0) {
    await tx.insert(transactionSubscriptions).values(
      input.subscriptionIds.map((subscriptionId) => ({
        transactionId: transaction.id,
        subscriptionId,
      })),
    );
  }
  return transaction;
}

export async function setProviderSession(db: Executor, id: string, sessionId: string) {
  await db
    .update(transactions)
    .set({ providerSessionId: sessionId, updatedAt: sql`now()` })
    .where(eq(transactions.id, id));
}

export async function deleteTransaction(db: Executor, id: string) {
  await db.delete(transactions).where(eq(transactions.id, id));
}

export async function findTransaction(db: Executor, id: string) {
  const [row] = await db
    .select(transactionColumns)
    .from(transactions)
    .where(eq(transactions.id, id));
  return row;
}

export function findLines(db: Executor, transactionId: string) {
  return db
    .select(lineColumns)
    .from(transactionItems)
    .where(eq(transactionItems.transactionId, transactionId))
    .orderBy(asc(transactionItems.name), asc(transactionItems.id));
}

export async function findSubscriptionIds(db: Executor, transactionId: string) {
  const rows = await db
    .select({ subscriptionId: transactionSubscriptions.subscriptionId })
    .from(transactionSubscriptions)
    .where(eq(transactionSubscriptions.transactionId, transactionId));
  return rows.map((row) => row.subscriptionId);
}

export type PendingTransactionKey = (
  | { id: string; provider: PaymentProvider }
  | { providerSessionId: string; provider: PaymentProvider }
) & {
  /** The processor reports the session paid: record it even if it was closed here meanwhile. */
  paidAtProcessor?: boolean;
};

const keyWhere = (key: PendingTransactionKey) =>
  and(
    'id' in key
      ? eq(transactions.id, key.id)
      : eq(transactions.providerSessionId, key.providerSessionId),
    eq(transactions.provider, key.provider),
  );

const pendingWhere = (key: PendingTransactionKey) =>
  and(keyWhere(key), eq(transactions.status, 'pending'));

// A processor session closed here can still have been paid a moment before: the processor's
// word that money was taken wins. The test checkout refuses to pay a closed one.
const payableWhere = (key: PendingTransactionKey) =>
  key.paidAtProcessor
    ? and(keyWhere(key), inArray(transactions.status, ['pending', 'expired']))
    : pendingWhere(key);

/** Moves a pending transaction to paid; answers the row only to the one caller that did it. */
export async function markPaid(
  tx: Executor,
  key: PendingTransactionKey,
  paidAt: Date,
  paymentCardId?: string,
) {
  const [row] = await tx
    .update(transactions)
    .set({
      status: 'paid',
      paidAt,
      updatedAt: sql`now()`,
      ...(paymentCardId ? { paymentCardId } : {}),
    })
    .where(payableWhere(key))
    .returning(transactionColumns);
  return row;
}

/** Ends a pending transaction without payment (expired or failed); paid ones stay paid. */
export async function markUnpaid(
  tx: Executor,
  key: PendingTransactionKey,
  status: Exclude<TransactionStatus, 'pending' | 'paid'>,
) {
  const [row] = await tx
    .update(transactions)
    .set({ status, updatedAt: sql`now()` })
    .where(pendingWhere(key))
    .returning({
      id: transactions.id,
      userId: transactions.userId,
      amountCents: transactions.amountCents,
      currency: transactions.currency,
    });
  return row;
}

/** Ends the pending checkouts matching `which`, answering what the processor must close too. */
function expirePending(tx: Executor, which: SQL) {
  return tx
    .update(transactions)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(transactions.status, 'pending'), which))
    .returning({
      id: transactions.id,
      provider: transactions.provider,
      providerSessionId: transactions.providerSessionId,
    });
}

/**
 * Ends the open checkouts that pay for any of these subscriptions, so that a newer checkout or a
 * change of plan cannot be charged twice or at the old price.
 */
export function expireOpenCheckouts(tx: Executor, subscriptionIds: string[]) {
  return expirePending(
    tx,
    inArray(
      transactions.id,
      tx
        .select({ id: transactionSubscriptions.transactionId })
        .from(transactionSubscriptions)
        .where(inArray(transactionSubscriptions.subscriptionId, subscriptionIds)),
    ),
  );
}

/** Ends the open checkouts of a maintenance request's bill, for the same reason. */
export function expireOpenRequestCheckouts(tx: Executor, maintenanceRequestId: string) {
  return expirePending(tx, eq(transactions.maintenanceRequestId, maintenanceRequestId));
}

export type ClosedCheckout = Awaited<ReturnType<typeof expireOpenCheckouts>>[number];

/** Records a processor event once; false when it was already handled. */
export async function recordEvent(tx: Executor, eventId: string, type: string) {
  const rows = await tx
    .insert(processedPaymentEvents)
    .values({ eventId, type })
    .onConflictDoNothing({ target: processedPaymentEvents.eventId })
    .returning({ eventId: processedPaymentEvents.eventId });
  return rows.length > 0;
}

/** Keeps the paying card's network and last four digits on a paid transaction, for its receipt. */
export async function recordPayingCard(
  db: Executor,
  id: string,
  card: { brand: string; last4: string },
) {
  await db
    .update(transactions)
    .set({ cardBrand: card.brand, cardLast4: card.last4 })
    .where(and(eq(transactions.id, id), eq(transactions.status, 'paid')));
}

/** A product's price as the catalogue has it now, on sale or not (renewals keep charging it). */
export async function findProductPrice(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      currency: products.currency,
    })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

export interface NewPaymentCard {
  userId: string;
  provider: PaymentProvider;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  token: string;
}

export async function insertPaymentCard(tx: Executor, card: NewPaymentCard) {
  const [row] = await tx.insert(paymentCards).values(card).returning({ id: paymentCards.id });
  return row!.id;
}

export async function findPaymentCard(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: paymentCards.id,
      userId: paymentCards.userId,
      token: paymentCards.token,
      brand: paymentCards.brand,
      last4: paymentCards.last4,
    })
    .from(paymentCards)
    .where(eq(paymentCards.id, id));
  return row;
}

/** The billing interval of each maintenance-plan product among these. */
export function findPlanIntervals(db: Executor, productIds: string[]) {
  return db
    .select({ productId: products.id, interval: maintenancePlans.interval })
    .from(products)
    .innerJoin(maintenancePlans, eq(maintenancePlans.id, products.maintenancePlanId))
    .where(inArray(products.id, productIds));
}
