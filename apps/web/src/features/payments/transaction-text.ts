import type { Transaction, TransactionStatus } from '@homekeep/contracts/payments';

/** When the payment happened (or was started), in the viewer's own zone and format. */
export const transactionDate = (transaction: Transaction) =>
  new Date(transaction.paidAt ?? transaction.createdAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** What the payment paid for: its items' names (a plan, a service). */
export const transactionSubject = (transaction: Transaction) =>
  transaction.items
    .map((item) => (item.quantity > 1 ? `${item.name} × ${item.quantity}` : item.name))
    .join(', ') || 'Payment';

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
