import type { Executor } from '../../db/database';
import type { CheckoutDraft, PaidTransaction } from '../payments/payments.hooks';
import { subscriptionsErrors } from './subscriptions.errors';
import * as repository from './subscriptions.repository';

/**
 * A checkout that names subscriptions pays exactly for them: they are the caller's (else 404),
 * still pending (else 409), and the items are their plans' products, each as many times as
 * subscriptions on that plan, and nothing else (else 400).
 */
export async function checkSubscriptionCheckout(tx: Executor, draft: CheckoutDraft) {
  if (draft.subscriptionIds.length === 0) return;
  const rows = (await repository.findSubscriptions(tx, draft.subscriptionIds)).filter(
    (row) => row.userId === draft.userId,
  );
  const found = new Set(rows.map((row) => row.id));
  const unknown = draft.subscriptionIds.filter((id) => !found.has(id));
  if (unknown.length > 0) throw subscriptionsErrors.someNotFound(unknown);
  const settled = rows.filter((row) => row.status !== 'pending');
  if (settled.length > 0) throw subscriptionsErrors.notPayable(settled.map((r) => r.propertyName));

  const expected = new Map<string, number>();
  for (const row of rows) {
    expected.set(row.plan.productId, (expected.get(row.plan.productId) ?? 0) + 1);
  }
  const matches =
    draft.items.length === expected.size &&
    draft.items.every((item) => expected.get(item.productId) === item.quantity);
  if (!matches) throw subscriptionsErrors.checkoutMismatch();
}

/** Runs in the payment's own database transaction, once per paid transaction. */
export async function activatePaidSubscriptions(tx: Executor, paid: PaidTransaction) {
  if (paid.subscriptionIds.length === 0) return;
  await repository.activatePending(tx, paid.userId, paid.subscriptionIds, new Date());
}
