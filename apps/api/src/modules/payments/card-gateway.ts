import type { PaymentProvider } from '@homekeep/contracts/payments';

export interface CheckoutLine {
  name: string;
  quantity: number;
  unitPriceCents: number;
  productId: string;
}

export interface HostedCheckout {
  transactionId: string;
  currency: string;
  lines: CheckoutLine[];
  returnUrl: string;
  /**
   * The checkout starts one subscription at the processor for these subscriptions of ours,
   * renewed by it every `interval` (its events then name the checkout, and `subscriptionIds`
   * when there is one); absent: a one-off payment.
   */
  subscription?: { subscriptionIds: string[]; interval: 'month' | 'year' };
}

/**
 * A card processor's hosted checkout, built once from the configuration. Without one (`null`),
 * the built-in test checkout is the payment page.
 */
export interface CardGateway {
  readonly provider: Exclude<PaymentProvider, 'test'>;
  /** Opens the processor's payment page for a stored transaction, priced from our catalogue. */
  openCheckout(checkout: HostedCheckout): Promise<{ sessionId: string; url: string | null }>;
  /** Closes an open payment page so that nobody can pay it any more. */
  closeCheckout(sessionId: string): Promise<void>;
  /** Gives back part or all of what a checkout took, once per `refundId`; answers the processor's id. */
  refund(refund: { sessionId: string; amountCents: number; refundId: string }): Promise<string>;
  /** Our transaction a processor payment (a disputed one) belongs to, as its metadata names it. */
  transactionOfPayment(paymentId: string): Promise<string | null>;
}
