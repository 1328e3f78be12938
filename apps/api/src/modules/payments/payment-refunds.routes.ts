import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, itemEnvelope } from '@homekeep/contracts/common';
import {
  adminPaymentListSchema,
  adminPaymentSchema,
  adminPaymentsQuerySchema,
  refundBodySchema,
} from '@homekeep/contracts/payment-refunds';
import { signedIn } from '../../plugins/auth';
import { listPayments, refundPayment } from './payment-refunds.service';
import type { PaymentsDeps } from './payments.service';

const tags = ['admin payments'];
const config = { access: ['admin'] as const };
const security = [{ bearerAuth: [] }];
const guarded = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** Operators' view of residents' payments: refunds and disputes. */
export const paymentRefundsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsDeps }> = async (
  app,
  { payments },
) => {
  app.get(
    '/admin/payments',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Paid payments, newest first, with what was refunded and open disputes (admin only)',
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPaymentListSchema, ...guarded },
      },
    },
    (request) => listPayments(payments.db, request.query),
  );

  app.post(
    '/admin/payments/:id/refund',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Refund part or all of a payment, with a reason (admin only; audited)',
        description:
          'Without `amountCents`, whatever is left of the payment. Never more than was paid (409). The processor refunds, the vendor’s earning is reversed in proportion (a transfer reversal if it was paid), and both people are told and mailed.',
        params: idParamsSchema,
        body: refundBodySchema,
        response: {
          200: itemEnvelope(adminPaymentSchema),
          ...guarded,
          404: errorSchema,
          409: errorSchema,
          502: errorSchema,
        },
      },
    },
    (request) =>
      refundPayment(
        { ...payments, log: request.log },
        signedIn(request).id,
        request.params.id,
        request.body,
        request.ip,
      ),
  );
};
