import { addressText, billDescription } from '@homekeep/contracts/payments';
import type {
  PaymentHooks,
  TransactionFailedHook,
  TransactionPaidHook,
} from '../payments/payments.hooks';
import { enqueueUserMail } from './mail.service';

/** A receipt for every payment, in the transaction that marks it paid. */
export const mailReceipt: TransactionPaidHook = (tx, paid) =>
  enqueueUserMail(
    tx,
    paid.userId,
    {
      kind: 'payment_receipt',
      data: {
        transactionId: paid.id,
        amountCents: paid.amountCents,
        currency: paid.currency,
        paidAt: paid.paidAt.toISOString(),
        lines: paid.items.map(({ name, quantity, unitPriceCents }) => ({
          name,
          quantity,
          unitPriceCents,
        })),
        receipt: paid.receipt,
        description: billDescription(paid.items, paid.properties, paid.job),
        properties: paid.properties.map((property) => ({
          name: property.name,
          address: addressText(property),
        })),
      },
    },
    paid.paidAt,
  ).then(() => undefined);

/** A notice for every failed payment, in the transaction that marks it failed. */
export const mailPaymentFailed: TransactionFailedHook = (tx, failed) =>
  enqueueUserMail(
    tx,
    failed.userId,
    {
      kind: 'payment_failed',
      data: {
        transactionId: failed.id,
        amountCents: failed.amountCents,
        currency: failed.currency,
        reason: null,
        description: failed.description,
        requestId: failed.requestId,
        retryAt: failed.retryAt?.toISOString() ?? null,
        endsAt: failed.endsAt?.toISOString() ?? null,
      },
    },
    failed.failedAt,
  ).then(() => undefined);

/** The payment hooks of the other areas, plus the receipt and failed-payment mails. */
export const mailPaymentHooks = (hooks: PaymentHooks): PaymentHooks => ({
  ...hooks,
  transactionPaidHooks: [...hooks.transactionPaidHooks, mailReceipt],
  transactionFailedHooks: [...(hooks.transactionFailedHooks ?? []), mailPaymentFailed],
});
