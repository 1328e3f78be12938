import { billDescription, type Transaction } from '@homekeep/contracts/payments';
import { receiptNumberText } from './receipt-number';
import type { TransactionFacts } from './transactions-list.repository';

/**
 * A payment as its owner reads it, naming what it billed; the card shown once its last four
 * digits are known, the receipt number only once it is paid.
 */
export const toTransaction = (row: TransactionFacts, receiptPrefix: string): Transaction => ({
  id: row.id,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  provider: row.provider,
  items: row.items.map((line) => ({
    productId: line.productId,
    name: line.name,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
  })),
  maintenanceRequestId: row.maintenanceRequestId,
  properties: row.properties,
  job: row.job,
  description: billDescription(row.items, row.properties, row.job),
  renewsEvery: row.renewsEvery,
  receiptNumber:
    row.status === 'paid' && row.receiptYear !== null && row.receiptSequence !== null
      ? receiptNumberText(receiptPrefix, row.receiptYear, row.receiptSequence)
      : null,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  card: row.cardLast4 ? { brand: row.cardBrand ?? 'Card', last4: row.cardLast4 } : null,
});
