import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MaintenanceRequest, VendorOrder } from '@homekeep/contracts/jobs';
import type { Earning, EarningList } from '@homekeep/contracts/payouts';
import type { Database } from '../src/db/database';
import { outbox } from '../src/db/schema';
import { apiCaller } from './api';
import { requestService, residentWithProperty } from './jobs';
import { goodCard } from './subscriptions';

/** The vendor takes the resident's job and walks it to completed; answers the last answer. */
export async function completeJob(app: FastifyInstance, vendorToken: string, orderId: string) {
  const call = apiCaller(app);
  const accepted = await call('POST', '/vendor-orders/accept', vendorToken, { orderId });
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status}`);
  let last: VendorOrder | undefined;
  for (const status of ['en_route', 'in_progress', 'completed']) {
    const moved = await call<{ data: VendorOrder }>(
      'PUT',
      `/vendor-orders/update-status/${orderId}`,
      vendorToken,
      { status },
    );
    if (moved.status !== 200) throw new Error(`${status}: ${moved.status}`);
    last = moved.body.data;
  }
  return last!;
}

/** A resident of `zipCode` whose job of `serviceId` the vendor completed, unpaid yet. */
export async function completedJob(
  app: FastifyInstance,
  vendorToken: string,
  serviceId: string,
  zipCode: string,
) {
  const resident = await residentWithProperty(app, zipCode);
  const request = await requestService(app, resident, serviceId);
  const order = await completeJob(app, vendorToken, request.order.id);
  return { resident, request, order };
}

/** Opens the checkout of the job's bill; answers the transaction and its payment page. */
export async function billCheckout(
  app: FastifyInstance,
  residentToken: string,
  request: MaintenanceRequest,
) {
  const opened = await apiCaller(app)<{ data: { id: string; url: string } }>(
    'POST',
    '/transactions/create-checkout-session',
    residentToken,
    {
      data: {
        items: [{ productId: request.payment.productId, quantity: 1 }],
        maintenanceRequestId: request.id,
      },
    },
  );
  if (opened.status !== 201) throw new Error(`checkout: ${opened.status}`);
  return opened.body.data;
}

/** The resident pays the job's bill through the built-in test checkout. */
export async function payBillWithTestCard(
  app: FastifyInstance,
  residentToken: string,
  request: MaintenanceRequest,
) {
  const { id } = await billCheckout(app, residentToken, request);
  const paid = await apiCaller(app)(
    'POST',
    `/transactions/${id}/test-payment`,
    residentToken,
    goodCard,
  );
  if (paid.status !== 200) throw new Error(`pay: ${paid.status}`);
  return id;
}

export async function earningsOf(
  app: FastifyInstance,
  vendorToken: string,
  query = '',
): Promise<EarningList> {
  const listed = await apiCaller(app)<EarningList>('GET', `/vendors/earnings${query}`, vendorToken);
  if (listed.status !== 200) throw new Error(`earnings: ${listed.status}`);
  return listed.body;
}

export async function earningOfOrder(app: FastifyInstance, vendorToken: string, orderId: string) {
  const { data } = await earningsOf(app, vendorToken, '?limit=100');
  return data.find((earning: Earning) => earning.orderId === orderId);
}

/** The mails of `kind` written for `userId`. */
export const mailsOf = (db: Database, userId: string, kind: string) =>
  db
    .select({ data: outbox.data })
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, kind)));
