import { randomUUID } from 'node:crypto';
import type { AdminPaymentsQuery, RefundBody } from '@homekeep/contracts/payment-refunds';
import type { Database } from '../../db/database';
import { formatMoney } from '../../lib/money';
import { listOf } from '../../lib/pagination';
import { recordAudit } from '../audit/audit.service';
import { enqueueUserMail } from '../mail/mail.service';
import { notify } from '../notifications/notifications.service';
import * as repository from './payment-refunds.repository';
import { paymentsErrors } from './payments.errors';
import type { CardGateway } from './card-gateway';
import type { PaymentHooks } from './payments.hooks';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';

/** What refunds need: the payments' own services. */
export interface RefundDeps {
  db: Database;
  clock: Clock;
  cardGateway: CardGateway | null;
  hooks: PaymentHooks;
  log: Logger;
}

type PaymentRow = NonNullable<Awaited<ReturnType<typeof repository.findPaidPayment>>>;

const toAdminPayment = (row: PaymentRow) => ({
  ...row,
  paidAt: row.paidAt!.toISOString(),
  disputedAt: row.state === 'disputed' ? (row.disputedAt?.toISOString() ?? null) : null,
});

export async function listPayments(db: Database, query: AdminPaymentsQuery) {
  const { data, total } = await repository.listPaidPayments(db, query);
  return listOf(data.map(toAdminPayment), query, total);
}

/**
 * An operator gives back part or all of a paid payment, never more than is left of it: the
 * payment is locked, the processor refunds (once per refund, by its key), the refund is recorded
 * and audited, the resident is told and mailed, and the other areas' hooks run (the vendor's
 * earning reversed in proportion), all in one database transaction.
 */
export async function refundPayment(
  deps: RefundDeps,
  adminId: string,
  transactionId: string,
  body: RefundBody,
  address: string,
) {
  await deps.db.transaction(async (tx) => {
    const payment = await repository.lockPaidTransaction(tx, transactionId);
    if (!payment) throw paymentsErrors.transactionNotFound();
    if (payment.status !== 'paid') throw paymentsErrors.notRefundable(payment.status);
    const left = payment.amountCents - payment.refundedCents;
    const amountCents = body.amountCents ?? left;
    if (amountCents <= 0 || amountCents > left) {
      throw paymentsErrors.refundTooLarge(formatMoney(Math.max(left, 0), payment.currency));
    }
    const refundId = randomUUID();
    const processorRefundId = await refundAtProcessor(deps, payment, amountCents, refundId);
    const at = deps.clock.now();
    await repository.insertRefund(tx, {
      id: refundId,
      transactionId,
      amountCents,
      reason: body.reason,
      adminId,
      processorRefundId,
      createdAt: at,
    });
    const refundedCents = payment.refundedCents + amountCents;
    await recordAudit(tx, {
      action: 'payment.refunded',
      at,
      actorId: adminId,
      targetType: 'transaction',
      targetId: transactionId,
      before: { refundedCents: payment.refundedCents },
      after: { refundedCents },
      details: { amountCents, reason: body.reason, processorRefundId },
      address,
    });
    const title = (await repository.findPaidPayment(tx, transactionId))?.title ?? 'your payment';
    await notify(tx, [
      {
        userId: payment.userId,
        type: 'payment.refunded',
        title: 'Refund on its way',
        body: `We refunded ${formatMoney(amountCents, payment.currency)} of your payment for "${title}".`,
        orderId: null,
      },
    ]);
    await enqueueUserMail(
      tx,
      payment.userId,
      {
        kind: 'payment_refunded',
        data: {
          transactionId,
          title,
          amountCents,
          refundedCents,
          paidCents: payment.amountCents,
          currency: payment.currency,
          reason: body.reason,
        },
      },
      at,
    );
    for (const hook of deps.hooks.transactionRefundedHooks ?? []) {
      await hook(tx, {
        id: transactionId,
        userId: payment.userId,
        paidCents: payment.amountCents,
        currency: payment.currency,
        maintenanceRequestId: payment.maintenanceRequestId,
        refundId,
        amountCents,
        refundedCents,
        reason: body.reason,
        at,
      });
    }
  });
  return { data: toAdminPayment((await repository.findPaidPayment(deps.db, transactionId))!) };
}

async function refundAtProcessor(
  { cardGateway, log }: RefundDeps,
  payment: { provider: string; providerSessionId: string | null },
  amountCents: number,
  refundId: string,
) {
  if (payment.provider === 'test') return `test_re_${refundId.replace(/-/g, '').slice(0, 24)}`;
  if (!cardGateway || !payment.providerSessionId) throw paymentsErrors.processorUnavailable();
  try {
    return await cardGateway.refund({
      sessionId: payment.providerSessionId,
      amountCents,
      refundId,
    });
  } catch (error) {
    log.warn({ err: error }, 'the refund at the processor failed');
    throw paymentsErrors.processorUnavailable();
  }
}
