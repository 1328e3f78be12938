import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { notifyPaymentFailed, notifySubscriptionRenewed } from '../notifications/account-notices';
import type { PaymentHooks } from '../payments/payments.hooks';
import { cancelOpenVisits } from '../jobs/plan-visit-endings';
import { closeOpenCheckouts } from '../payments/payments.service';
import { chargeKeptCard } from '../payments/renewal-charge';
import {
  afterDeclinedCharge,
  dueRenewalStep,
  type RenewalStep,
} from './subscription-renewal-rules';
import { tellPlanEnd } from './subscription-notices';
import * as repository from './subscriptions.repository';

export interface RenewalDeps {
  db: Database;
  clock: Clock;
  hooks: PaymentHooks;
  log: Logger;
}

const BATCH = 100;
/** A subscription cannot have more steps than this in one run (ten years of monthly renewals). */
const MAX_STEPS_PER_SUBSCRIPTION = 200;

type Outcome = RenewalStep['kind'] | 'declined' | 'paid';

/**
 * The renewal job (test payments; Stripe renews its own subscriptions through its webhooks):
 * every live subscription whose period has ended goes through each step due by the product's
 * time, in order, each step in its own database transaction, however far the clock jumped.
 */
export async function renewDueSubscriptions(deps: RenewalDeps) {
  const now = deps.clock.now();
  const counts: Partial<Record<Outcome, number>> = {};
  const seen = new Set<string>();
  for (;;) {
    const due = (await repository.findDueForRenewal(deps.db, now, BATCH)).filter(
      (id) => !seen.has(id),
    );
    if (due.length === 0) break;
    for (const id of due) {
      seen.add(id);
      for (let step = 0; step < MAX_STEPS_PER_SUBSCRIPTION; step += 1) {
        const outcome = await takeDueStep(deps, id, now);
        if (!outcome) break;
        counts[outcome] = (counts[outcome] ?? 0) + 1;
      }
    }
  }
  return counts;
}

/** One due step of one subscription; null when none is due (or another process holds it). */
async function takeDueStep(deps: RenewalDeps, id: string, now: Date): Promise<Outcome | null> {
  return deps.db.transaction(async (tx) => {
    const row = await repository.claimForRenewal(tx, id);
    if (!row) return null;
    const step = dueRenewalStep(row, now);
    if (!step) return null;
    const target = { id: row.id, userId: row.userId };
    if (step.kind !== 'charge') {
      await repository.endAt(tx, target, step.at);
      await closeOpenCheckouts(tx, [row.id]);
      await cancelOpenVisits(
        tx,
        {
          subscriptionId: row.id,
          propertyId: row.propertyId,
          planName: row.planName,
          propertyName: row.propertyName,
        },
        step.at,
      );
      if (step.kind === 'cancel_unpaid') {
        await tellPlanEnd(tx, row.userId, {
          planName: row.planName,
          propertyName: row.propertyName,
          why: 'unpaid',
          endsAt: step.at.toISOString(),
        });
      }
      return step.kind;
    }
    let planId = row.maintenancePlanId;
    if (row.status === 'active' && row.pendingPlanId) {
      await repository.applyNextPlan(tx, target, row.pendingPlanId);
      planId = row.pendingPlanId;
    }
    const productId = await repository.findPlanProduct(tx, planId);
    if (!productId) throw new Error(`plan ${planId} has no product`);
    const ifDeclined = afterDeclinedCharge(row.currentPeriodEnd!, step.attempt);
    const result = await chargeKeptCard(tx, deps.hooks, {
      userId: row.userId,
      subscriptionId: row.id,
      productId,
      at: step.at,
      paymentCardId: row.paymentCardId,
      ifDeclined,
    });
    const charged = {
      userId: row.userId,
      planName: result.itemName,
      propertyName: row.propertyName,
      ...result,
    };
    if (result.outcome === 'paid') {
      await notifySubscriptionRenewed(tx, charged);
      return 'paid';
    }
    await repository.markPastDue(tx, target, step.attempt);
    await notifyPaymentFailed(tx, { ...charged, ...ifDeclined });
    return 'declined';
  });
}
