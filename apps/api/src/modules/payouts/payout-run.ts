import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { formatMoney } from '../../lib/money';
import { enqueueUserMail } from '../mail/mail.service';
import { notify } from '../notifications/notifications.service';
import { payingPriceOf, splitPrice } from './payout-money';
import * as repository from './payouts.repository';
import type { PayoutGateway } from './stripe-connect';

export interface PayoutRunDeps {
  db: Database;
  clock: Clock;
  gateway: PayoutGateway | null;
  settings: { platformFeePercent: number; delayDays: number };
  log: Logger;
}

const DAY_MS = 86_400_000;
const BATCH = 500;
/** A plan visit completed longer ago than this without an earning is left to the operators. */
const PLAN_VISIT_LOOKBACK_DAYS = 30;

/** Completed plan visits earn their vendor the service's list price less the fee. */
async function recordPlanVisitEarnings({ db, settings }: PayoutRunDeps, now: Date) {
  const since = new Date(now.getTime() - PLAN_VISIT_LOOKBACK_DAYS * DAY_MS);
  const visits = await repository.findUnpaidPlanVisits(db, since, BATCH);
  for (const visit of visits) {
    const completedAt = visit.completedAt ?? now;
    await repository.insertEarning(db, {
      vendorId: visit.vendorId!,
      orderId: visit.orderId,
      transactionId: null,
      title: visit.title,
      ...splitPrice(payingPriceOf(visit), settings.platformFeePercent, visit.currency),
      completedAt,
      availableAt: new Date(completedAt.getTime() + settings.delayDays * DAY_MS),
    });
  }
  return visits.length;
}

/**
 * Pays one earning: locked while unpaid, the transfer made (one per earning, however often this
 * runs: the processor's idempotency key is the earning's), then recorded with its statement.
 */
async function payEarning(
  { db, clock, gateway }: PayoutRunDeps,
  earningId: string,
  accountId: string,
) {
  return db.transaction(async (tx) => {
    const earning = await repository.lockPayableEarning(tx, earningId);
    if (!earning) return false;
    const paidCents = earning.payoutCents - earning.reversedCents;
    const transferId = gateway
      ? await gateway.transfer({
          earningId,
          accountId,
          amountCents: paidCents,
          currency: earning.currency,
          orderId: earning.orderId,
        })
      : `test_tr_${earningId.replace(/-/g, '').slice(0, 24)}`;
    const at = clock.now();
    await repository.markEarningPaid(tx, earningId, transferId, at);
    await notify(tx, [
      {
        userId: earning.vendorId,
        type: 'payout.paid',
        title: 'Payout sent',
        body: `${formatMoney(paidCents, earning.currency)} for "${earning.title}" is on its way to your bank.`,
        orderId: earning.orderId,
      },
    ]);
    await enqueueUserMail(
      tx,
      earning.vendorId,
      {
        kind: 'payout_statement',
        data: {
          orderId: earning.orderId,
          title: earning.title,
          priceCents: earning.priceCents,
          feeCents: earning.feeCents,
          reversedCents: earning.reversedCents,
          paidCents,
          currency: earning.currency,
          paidAt: at.toISOString(),
          transferId,
        },
      },
      at,
    );
    return true;
  });
}

/**
 * The daily payouts: earnings of completed plan visits, then every earning due by the product's
 * clock paid to its vendor's enabled account, or held until the account is enabled. Safe to run
 * again or in two processes at once.
 */
export async function runPayouts(deps: PayoutRunDeps) {
  const now = deps.clock.now();
  const planVisits = await recordPlanVisitEarnings(deps, now);
  const due = await repository.findDueEarnings(deps.db, now, BATCH);
  let paid = 0;
  let failed = 0;
  for (const earning of due.filter((row) => row.enabled && row.accountId)) {
    try {
      if (await payEarning(deps, earning.id, earning.accountId!)) paid += 1;
    } catch (error) {
      failed += 1;
      deps.log.warn({ err: error, earningId: earning.id }, 'a payout failed; retried next run');
    }
  }
  const held = due.filter((row) => !row.enabled && row.status === 'pending').map((row) => row.id);
  await repository.holdEarnings(deps.db, held, now);
  return { planVisits, paid, held: held.length, failed };
}
