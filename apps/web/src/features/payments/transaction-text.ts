import type { Transaction, TransactionStatus } from '@homekeep/contracts/payments';
import { paths } from '@/config/paths';

/** When the payment happened (or was started), in the viewer's own zone and format. */
export const transactionDate = (transaction: Transaction) =>
  new Date(transaction.paidAt ?? transaction.createdAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** What the payment paid for, naming the property: "Essential plan for Lake house". */
export const transactionSubject = (transaction: Transaction) =>
  transaction.description || 'Payment';

/** Where the resident pays again for what a failed or expired payment was for. */
export const payAgainPath = (transaction: Transaction) =>
  transaction.maintenanceRequestId
    ? `${paths.maintenanceRequest}?id=${encodeURIComponent(transaction.maintenanceRequestId)}`
    : paths.subscription;

/** A payment without a receipt, in words: what happened and what to do. */
export function unpaidAdvice(transaction: Transaction) {
  const where = transaction.maintenanceRequestId ? 'from the job' : 'from your plan';
  if (transaction.status === 'failed') {
    return {
      title: 'Payment failed',
      text: `The card was declined, so nothing was charged and there is no receipt. Pay again ${where}, with the same or another card.`,
    };
  }
  if (transaction.status === 'expired') {
    return {
      title: 'Checkout closed',
      text: `This checkout closed before it was paid: nothing was charged and there is no receipt. Pay again ${where}.`,
    };
  }
  return {
    title: 'Awaiting payment',
    text: 'This checkout is still open: nothing has been charged yet.',
  };
}

/** What the card pays over time: a plan renews until it is canceled. */
export const renewalText = (transaction: Transaction) =>
  transaction.renewsEvery
    ? `Your plan renews every ${transaction.renewsEvery} and is charged to this card until you cancel it.`
    : null;

export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  expired: 'Expired',
  failed: 'Failed',
};

export const TRANSACTION_STATUS_COLORS: Record<TransactionStatus, string> = {
  pending: 'yellow',
  paid: 'green',
  expired: 'gray',
  failed: 'red',
};
