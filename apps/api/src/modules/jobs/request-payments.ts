import type { Executor } from '../../db/database';
import type { AgreedPrice, CheckoutDraft, PaidTransaction } from '../payments/payments.hooks';
import { jobsErrors } from './jobs.errors';
import { lockOwnBill, markBillPaid } from './request-payments.repository';

/** "Gutter cleaning: Leaking gutter, 10% off with the plan". */
const billLine = (bill: { serviceName: string; title: string; discountPercent: number }) =>
  [
    bill.title === bill.serviceName ? bill.serviceName : `${bill.serviceName}: ${bill.title}`,
    bill.discountPercent > 0 ? `${bill.discountPercent}% off with the plan` : null,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * A checkout that names a maintenance request pays that request's bill, on its own: the
 * request's service once, at the price agreed when it was sent. Another resident's request or an
 * unknown one answers 404, exactly like a request that does not exist.
 */
export async function checkRequestCheckout(
  tx: Executor,
  draft: CheckoutDraft,
): Promise<AgreedPrice[] | undefined> {
  if (draft.maintenanceRequestId === null) return undefined;
  const bill = await lockOwnBill(tx, draft.maintenanceRequestId, draft.userId);
  if (!bill) throw jobsErrors.requestNotFound();
  if (bill.paidAt) throw jobsErrors.nothingToPay('paid');
  if (!bill.dueAt || !bill.productId) throw jobsErrors.nothingToPay('other');
  const [item, ...others] = draft.items;
  const alone = others.length === 0 && draft.subscriptionIds.length === 0;
  if (!alone || item?.productId !== bill.productId || item.quantity !== 1) {
    throw jobsErrors.billMismatch();
  }
  return [{ productId: bill.productId, unitPriceCents: bill.priceCents, name: billLine(bill) }];
}

/** A paid checkout of a request settles its bill, once. */
export async function settleRequestBill(tx: Executor, paid: PaidTransaction) {
  if (paid.maintenanceRequestId === null) return;
  await markBillPaid(tx, paid.maintenanceRequestId, paid.paidAt);
}
