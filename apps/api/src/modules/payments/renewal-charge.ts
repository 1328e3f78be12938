import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/database';
import { payAndRunHooks, runFailedHooks } from './payment-completion';
import type { PaymentHooks } from './payments.hooks';
import * as repository from './payments.repository';
import { testCharge } from './test-card-processor';

/** A renewal charge: one of the plan's product, for one subscription, at the period's end. */
export interface RenewalCharge {
  userId: string;
  subscriptionId: string;
  productId: string;
  /** The product time of the charge (the end of the period it renews, or a retry's day). */
  at: Date;
  paymentCardId: string | null;
  /** Told with a decline: the next try (null: none) and the day it ends unpaid. */
  ifDeclined?: { retryAt: Date | null; endsAt: Date };
}

/**
 * Charges a kept card through the built-in test processor, inside the caller's database
 * transaction: a transaction row for the attempt (paid or failed, so the payment history shows
 * every one), and when it pays the same completion as a checkout, with the areas' hooks.
 */
export async function chargeKeptCard(
  tx: Executor,
  hooks: PaymentHooks,
  charge: RenewalCharge,
): Promise<RenewalChargeResult> {
  const product = await repository.findProductPrice(tx, charge.productId);
  if (!product) throw new Error(`renewal of an unknown product ${charge.productId}`);
  const card = charge.paymentCardId
    ? await repository.findPaymentCard(tx, charge.paymentCardId)
    : undefined;
  const id = randomUUID();
  await repository.insertTransaction(tx, {
    id,
    providerSessionId: `test_${id}`,
    userId: charge.userId,
    amountCents: product.priceCents,
    currency: product.currency,
    provider: 'test',
    maintenanceRequestId: null,
    items: [
      {
        productId: product.id,
        name: product.name,
        quantity: 1,
        unitPriceCents: product.priceCents,
      },
    ],
    subscriptionIds: [charge.subscriptionId],
    renewal: { at: charge.at, paymentCardId: card?.id ?? null },
  });
  const key = { id, provider: 'test' as const };
  const owned = card && card.userId === charge.userId;
  const price = {
    itemName: product.name,
    amountCents: product.priceCents,
    currency: product.currency,
  };
  if (!owned || testCharge({ token: card.token }) === 'declined') {
    const failed = await repository.markUnpaid(tx, key, 'failed');
    if (failed) await runFailedHooks(tx, hooks, failed, charge.at, charge.ifDeclined);
    return { outcome: 'declined', ...price };
  }
  await payAndRunHooks(tx, hooks, key, charge.at);
  await repository.recordPayingCard(tx, id, { brand: card.brand, last4: card.last4 });
  return { outcome: 'paid', ...price };
}

/** What a renewal charge came to, for the resident's notice. */
export interface RenewalChargeResult {
  outcome: 'paid' | 'declined';
  /** What was charged: the plan's product. */
  itemName: string;
  amountCents: number;
  currency: string;
}
