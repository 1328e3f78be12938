import type { ProductKind } from '@homekeep/contracts/catalog';
import type { PaymentProvider } from '@homekeep/contracts/payments';
import type { Executor } from '../../db/database';

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
  /** The product's time when it became paid. */
  paidAt: Date;
  maintenanceRequestId: string | null;
  subscriptionIds: string[];
  /** The card kept from this payment, to charge renewals to; null when none is kept. */
  paymentCardId: string | null;
  /** `renewal`: the product charged it at a period's end; `checkout`: the person paid. */
  purpose: 'checkout' | 'renewal';
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
 * Where other areas join payments. Payments knows only these types; the composition root
 * (`app-services.ts`) lists each area's check and hook, so payments imports no other area.
 */
export interface PaymentHooks {
  checkoutChecks: readonly CheckoutCheck[];
  transactionPaidHooks: readonly TransactionPaidHook[];
}
