import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { MaintenanceRequest, VendorOrder } from '@homekeep/contracts/jobs';
import {
  TEST_BANK_ACCOUNTS,
  TEST_ROUTING_NUMBER,
  type Earning,
  type EarningList,
  type PayoutAccount,
} from '@homekeep/contracts/payouts';
import type { Database } from '../src/db/database';
import { outbox } from '../src/db/schema';
import type { Service } from '@homekeep/contracts/catalog';
import { apiCaller, type ApiCaller } from './api';
import { createTestApp, type TestApp } from './app';
import { requestService, residentWithProperty, twoServices, vendorCovering } from './jobs';
import { goodCard } from './subscriptions';
import { createAdmin } from './users';

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

/** A vendor covering a service in a zip code, taken through the test onboarding to `enabled`. */
export async function onboardedVendor(
  app: FastifyInstance,
  serviceId: string,
  zipCode: string,
  company: string,
  accountNumber: string = TEST_BANK_ACCOUNTS.enabled,
) {
  const call = apiCaller(app);
  const vendor = await vendorCovering(app, [serviceId], [zipCode], company);
  const started = await call<{ data: { url: string } }>(
    'POST',
    '/vendors/payout-account',
    vendor.token,
  );
  expect(started.body.data.url).toBe('/payouts/test-onboarding');
  const done = await call<{ data: PayoutAccount }>(
    'POST',
    '/vendors/payout-account/test-onboarding',
    vendor.token,
    { legalName: company, routingNumber: TEST_ROUTING_NUMBER, accountNumber },
  );
  expect(done.status).toBe(200);
  return vendor;
}

/**
 * The payouts tests' app, on a database of its own (they move its product clock), with a service
 * of the catalogue, an operator, and `advanceDays` moving the clock as the operator.
 */
export async function payoutsApp(): Promise<{
  t: TestApp;
  call: ApiCaller;
  service: Service;
  adminToken: string;
  advanceDays: (days: number) => Promise<void>;
}> {
  const t = await createTestApp({ ownDatabase: true, config: { tokenTtlSeconds: 365 * 86_400 } });
  const call = apiCaller(t.app);
  const [first] = await twoServices(t.app);
  const service = (await call<{ data: Service }>('GET', `/services/${first.id}`)).body.data;
  const adminToken = (await createAdmin(t.app, t.db)).token;
  const advanceDays = async (days: number) => {
    const moved = await call('POST', '/admin/clock/advance', adminToken, {
      seconds: days * 86_400,
    });
    expect(moved.status).toBe(200);
  };
  return { t, call, service, adminToken, advanceDays };
}
