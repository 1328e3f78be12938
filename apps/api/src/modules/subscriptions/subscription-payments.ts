import type { Executor } from '../../db/database';
import type { CheckoutDraft, PaidTransaction } from '../payments/payments.hooks';
import { subscriptionsErrors } from './subscriptions.errors';
import { periodEnd } from './subscription-periods';
import * as views from './subscription-views.repository';
import * as repository from './subscriptions.repository';

/**
 * A checkout that names subscriptions pays exactly for them: they are the caller's (else 404),
 * still pending (else 409), and the items are their plans' products, each as many times as
 * subscriptions on that plan, and nothing else (else 400).
 */
export async function checkSubscriptionCheckout(tx: Executor, draft: CheckoutDraft) {
  if (draft.subscriptionIds.length === 0) return;
  const rows = (await views.findSubscriptions(tx, draft.subscriptionIds)).filter(
    (row) => row.userId === draft.userId,
  );
  const found = new Set(rows.map((row) => row.id));
  const unknown = draft.subscriptionIds.filter((id) => !found.has(id));
  if (unknown.length > 0) throw subscriptionsErrors.someNotFound(unknown);
  // A past-due one is paid at once with its plan, like a pending one.
  const settled = rows.filter((row) => row.status !== 'pending' && row.status !== 'past_due');
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

/**
 * Runs in the payment's own database transaction, once per paid transaction: each pending
 * subscription it pays becomes active for one interval of its plan from the payment's time; a
 * due one (a renewal, or a past-due one paid at the checkout) starts its next period where the
 * last one ended. The card it was paid with is kept for the next renewals. Subscriptions not
 * waiting for this payment are left as they are.
 */
export async function activatePaidSubscriptions(tx: Executor, paid: PaidTransaction) {
  if (paid.subscriptionIds.length === 0) return;
  const rows = await views.findSubscriptions(tx, paid.subscriptionIds);
  for (const row of rows) {
    if (row.userId !== paid.userId) continue;
    const target = { id: row.id, userId: paid.userId };
    if (row.status === 'pending') {
      await repository.activatePending(tx, target, {
        start: paid.paidAt,
        end: periodEnd(paid.paidAt, row.plan.interval),
      });
    } else if (isDue(row, paid.paidAt)) {
      const start = row.currentPeriodEnd!;
      await repository.startNextPeriod(tx, target, {
        start,
        end: periodEnd(start, row.plan.interval),
      });
    } else {
      continue;
    }
    if (paid.paymentCardId) await repository.keepPaymentCard(tx, target, paid.paymentCardId);
  }
}

const isDue = (row: views.SubscriptionRow, at: Date) =>
  (row.status === 'active' || row.status === 'past_due') &&
  row.currentPeriodEnd !== null &&
  row.currentPeriodEnd.getTime() <= at.getTime();
