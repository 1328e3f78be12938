import type { Executor } from '../../db/database';
import { enqueueUserMail } from '../mail/mail.service';
import { formatMoney } from '../../lib/money';
import { notify } from '../notifications/notifications.service';
import type {
  DisputedTransaction,
  PaidTransaction,
  PaymentHooks,
  RefundedTransaction,
} from '../payments/payments.hooks';
import { reversedPayoutCents, splitPrice } from './payout-money';
import { applyProcessorAccount } from './payout-accounts.service';
import * as repository from './payouts.repository';
import type { PayoutGateway } from './stripe-connect';

export interface EarningSettings {
  feePercent: number;
  delayDays: number;
  /** Null in test mode: a reversal is only recorded. */
  gateway: PayoutGateway | null;
}

const DAY_MS = 86_400_000;

/** The resident's payment for a job makes the vendor's earning, once per order. */
export const recordJobEarning =
  ({ feePercent, delayDays }: EarningSettings) =>
  async (tx: Executor, paid: PaidTransaction) => {
    if (paid.maintenanceRequestId === null) return;
    const job = await repository.findPaidJob(tx, paid.maintenanceRequestId);
    if (!job?.vendorId) return;
    await repository.insertEarning(tx, {
      vendorId: job.vendorId,
      orderId: job.orderId,
      transactionId: paid.id,
      title: job.title,
      ...splitPrice(paid.amountCents, feePercent, paid.currency),
      completedAt: job.completedAt ?? paid.paidAt,
      availableAt: new Date(paid.paidAt.getTime() + delayDays * DAY_MS),
    });
  };

/**
 * A refund takes back the same share of the vendor's payout (all of it on a whole refund); an
 * earning paid already has that share of its transfer reversed.
 */
export const reverseRefundedEarning =
  ({ gateway }: EarningSettings) =>
  async (tx: Executor, refund: RefundedTransaction) => {
    const earning = await repository.lockEarningOfTransaction(tx, refund.id);
    if (!earning) return;
    const reversed = reversedPayoutCents(
      earning.payoutCents,
      refund.paidCents,
      refund.refundedCents,
    );
    const taken = reversed - earning.reversedCents;
    if (taken <= 0) return;
    if (earning.status === 'paid' && earning.transferId && gateway) {
      await gateway.reverseTransfer({
        transferId: earning.transferId,
        amountCents: taken,
        key: refund.refundId,
      });
    }
    const whole = reversed === earning.payoutCents;
    await repository.updateEarning(
      tx,
      earning.id,
      { reversedCents: reversed, ...(whole ? { status: 'reversed' as const } : {}) },
      refund.at,
    );
    const kept = earning.payoutCents - reversed;
    await notify(tx, [
      {
        userId: earning.vendorId,
        type: 'earning.reversed',
        title: 'Payout reversed',
        body: `A refund took back ${formatMoney(taken, earning.currency)} of "${earning.title}"; it now pays you ${formatMoney(kept, earning.currency)}.`,
        orderId: earning.orderId,
      },
    ]);
    await enqueueUserMail(
      tx,
      earning.vendorId,
      {
        kind: 'earning_reversed',
        data: {
          orderId: earning.orderId,
          title: earning.title,
          reversedCents: taken,
          keptCents: kept,
          currency: earning.currency,
          reason: refund.reason,
        },
      },
      refund.at,
    );
  };

/** A dispute holds the earning while it lasts; lost, the payout is taken back whole. */
export const holdDisputedEarning =
  ({ gateway }: EarningSettings) =>
  async (tx: Executor, dispute: DisputedTransaction) => {
    const earning = await repository.lockEarningOfTransaction(tx, dispute.id);
    if (!earning) return;
    if (dispute.state !== 'lost') {
      await repository.updateEarning(
        tx,
        earning.id,
        { disputed: dispute.state === 'open' },
        dispute.at,
      );
      return;
    }
    const taken = earning.payoutCents - earning.reversedCents;
    if (taken > 0 && earning.status === 'paid' && earning.transferId && gateway) {
      await gateway.reverseTransfer({
        transferId: earning.transferId,
        amountCents: taken,
        key: `dispute-${earning.id}`,
      });
    }
    await repository.updateEarning(
      tx,
      earning.id,
      { disputed: false, status: 'reversed', reversedCents: earning.payoutCents },
      dispute.at,
    );
  };

/** The payment hooks of the payouts area, after the other areas' own. */
export const payoutPaymentHooks = (
  hooks: PaymentHooks,
  settings: EarningSettings,
): PaymentHooks => ({
  ...hooks,
  transactionPaidHooks: [...hooks.transactionPaidHooks, recordJobEarning(settings)],
  transactionRefundedHooks: [
    ...(hooks.transactionRefundedHooks ?? []),
    reverseRefundedEarning(settings),
  ],
  transactionDisputedHooks: [
    ...(hooks.transactionDisputedHooks ?? []),
    holdDisputedEarning(settings),
  ],
  processorAccountHooks: [...(hooks.processorAccountHooks ?? []), applyProcessorAccount],
});
