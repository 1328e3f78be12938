import type { Transaction } from '@homekeep/contracts/payments';
import type { TransactionFacts } from './transactions-list.repository';

/** A payment as its owner reads it; the card shown once its last four digits are known. */
export const toTransaction = (row: TransactionFacts): Transaction => ({
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
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  card: row.cardLast4 ? { brand: row.cardBrand ?? 'Card', last4: row.cardLast4 } : null,
});
