import type { ProductKind } from '@homekeep/contracts/catalog';
import type { PaymentProvider } from '@homekeep/contracts/payments';
import type { Executor } from '../../db/database';
import type { StripeAccount } from './stripe-gateway';

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
  items: { productId: string; name: string; quantity: number; unitPriceCents: number }[];
}

/** A transaction the processor reported failed (the card was declined after checkout). */
export interface FailedTransaction {
  id: string;
  userId: string;
  amountCents: number;
  currency: string;
  /** The product's time when it failed. */
  failedAt: Date;
  /** A declined renewal: when the card is tried again (null: no more tries), if it is. */
  retryAt?: Date | null;
  /** A declined renewal: the day the subscription ends if it is still unpaid. */
  endsAt?: Date | null;
}

/**
 * A price an area agreed with the person beforehand, which the checkout charges instead of the
 * catalogue's (a maintenance request's price after its plan's discount).
 */
export interface AgreedPrice {
  productId: string;
  unitPriceCents: number;
  /** The line's name on the checkout and the receipt. */
  name: string;
}

/**
 * Runs inside the checkout's database transaction, before the transaction row is written; throw
 * an AppError (400/404/409) to refuse the checkout, e.g. subscriptions that are not the
 * caller's or whose plans do not match the items. It may answer the prices agreed for some items.
 */
export type CheckoutCheck = (
  tx: Executor,
  draft: CheckoutDraft,
) => Promise<readonly AgreedPrice[] | void>;

/**
 * Runs inside the database transaction that marks the transaction paid, exactly once however
 * often the processor repeats the event; a throw rolls the payment back so the event can be
 * retried.
 */
export type TransactionPaidHook = (tx: Executor, paid: PaidTransaction) => Promise<void>;

/** Runs inside the database transaction that marks a transaction failed, exactly once. */
export type TransactionFailedHook = (tx: Executor, failed: FailedTransaction) => Promise<void>;

/**
 * Where other areas join payments. Payments knows only these types; the composition root
 * (`app-services.ts`) lists each area's check and hook, so payments imports no other area.
 */
export interface PaymentHooks {
  checkoutChecks: readonly CheckoutCheck[];
  transactionPaidHooks: readonly TransactionPaidHook[];
  transactionFailedHooks?: readonly TransactionFailedHook[];
  /** The subscriptions area applying Stripe's invoice and subscription events. */
  processorSubscriptionHooks?: readonly ProcessorSubscriptionHook[];
  /** After an operator's refund, in its database transaction (the payouts area reverses). */
  transactionRefundedHooks?: readonly TransactionRefundedHook[];
  /** A dispute opened or closed at the processor, once per change. */
  transactionDisputedHooks?: readonly TransactionDisputedHook[];
  /** The processor's word about a connected (payout) account: `account.updated`. */
  processorAccountHooks?: readonly ProcessorAccountHook[];
}

/** Part or all of a paid transaction given back to its payer. */
export interface RefundedTransaction {
  id: string;
  userId: string;
  /** What the payment took. */
  paidCents: number;
  currency: string;
  maintenanceRequestId: string | null;
  refundId: string;
  /** This refund's amount, and every refund of the payment so far, this one included. */
  amountCents: number;
  refundedCents: number;
  reason: string;
  at: Date;
}
export type TransactionRefundedHook = (
  tx: Executor,
  refunded: RefundedTransaction,
) => Promise<void>;

/** A card holder's dispute of a payment: `open` while it lasts, `lost` when the money went back. */
export interface DisputedTransaction {
  id: string;
  state: 'open' | 'won' | 'lost';
  at: Date;
}
export type TransactionDisputedHook = (
  tx: Executor,
  disputed: DisputedTransaction,
) => Promise<void>;

export type ProcessorAccountHook = (
  tx: Executor,
  account: StripeAccount,
  at: Date,
) => Promise<void>;

/**
 * A card processor's word about one of its subscriptions, for the subscription it carries in
 * its metadata (`homekeepSubscriptionId`). Delivered once per processor event, in any order.
 */
export type ProcessorSubscriptionEvent =
  | {
      kind: 'invoice_paid' | 'invoice_failed';
      subscriptionId: string;
      processorSubscriptionId: string;
      /** The period the invoice pays for. */
      period: { start: Date; end: Date };
      attempts: number;
      at: Date;
    }
  | {
      kind: 'subscription_changed' | 'subscription_deleted';
      subscriptionId: string;
      processorSubscriptionId: string;
      status: 'active' | 'past_due' | 'canceled' | 'other';
      period: { start: Date; end: Date } | null;
      cancelAtPeriodEnd: boolean;
      at: Date;
    };

export type ProcessorSubscriptionHook = (
  tx: Executor,
  event: ProcessorSubscriptionEvent,
) => Promise<void>;
