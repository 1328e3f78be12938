import type { PaymentProvider } from '@homekeep/contracts/payments';
import type { Executor } from '../../db/database';
import type { ProductKind } from '@homekeep/contracts/catalog';
import {
  activatePaidSubscriptions,
  checkSubscriptionCheckout,
} from '../subscriptions/subscription-payments';

/** What a checkout is about to charge, before anything is stored. */
export interface CheckoutDraft {
  userId: string;
  items: { productId: string; kind: ProductKind; quantity: number; unitPriceCents: number }[];
  subscriptionIds: string[];
  maintenanceRequestId: string | null;
}

/** A transaction that has just become paid (this happens exactly once per transaction). */
export interface PaidTransaction {
  id: string;
  userId: string;
  amountCents: number;
  currency: string;
  provider: PaymentProvider;
  maintenanceRequestId: string | null;
  subscriptionIds: string[];
  items: { productId: string; quantity: number; unitPriceCents: number }[];
}

/**
 * Runs inside the checkout's database transaction, before the transaction row is written; throw
 * an AppError (400/404/409) to refuse the checkout, e.g. subscriptions that are not the
 * caller's or whose plans do not match the items.
 */
export type CheckoutCheck = (tx: Executor, draft: CheckoutDraft) => Promise<void>;

/**
 * Runs inside the database transaction that marks the transaction paid, exactly once however
 * often the processor repeats the event; a throw rolls the payment back so the event can be
 * retried.
 */
export type TransactionPaidHook = (tx: Executor, paid: PaidTransaction) => Promise<void>;

/**
 * Where other areas hook into payments: add the area's function to these lists, e.g.
 * `transactionPaidHooks = [activatePaidSubscriptions]`. Tests add and remove their own through
 * `onTransactionPaid` / `onCheckout`.
 */
export const checkoutChecks: CheckoutCheck[] = [checkSubscriptionCheckout];
export const transactionPaidHooks: TransactionPaidHook[] = [activatePaidSubscriptions];

/** Adds a hook and answers a function that removes it. */
export function onTransactionPaid(hook: TransactionPaidHook): () => void {
  transactionPaidHooks.push(hook);
  return () => remove(transactionPaidHooks, hook);
}

export function onCheckout(check: CheckoutCheck): () => void {
  checkoutChecks.push(check);
  return () => remove(checkoutChecks, check);
}

function remove<T>(list: T[], entry: T) {
  const index = list.indexOf(entry);
  if (index >= 0) list.splice(index, 1);
}
