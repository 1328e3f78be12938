import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, Service } from '@homekeep/contracts/catalog';
import type { MaintenanceRequest } from '@homekeep/contracts/jobs';
import type { Notification } from '@homekeep/contracts/notifications';
import type { Transaction } from '@homekeep/contracts/payments';
import { outbox } from '../../db/schema';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { requestService, twoServices, vendorCovering } from '../../../test/jobs';
import { goodCard, residentWithPlan } from '../../../test/subscriptions';
import { signUp } from '../../../test/users';

// Issue 6, finding 8: a service showed a price and the plan's "10 % off", but nothing was ever
// charged. A request now keeps the price agreed when it was sent and is billed on completion.

let t: TestApp;
let call: ApiCaller;
let service: Service;
let vendor: { token: string };
let customProductId: string;

beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
  call = apiCaller(t.app);
  const [first] = await twoServices(t.app);
  service = (await call<{ data: Service }>('GET', `/services/${first.id}`)).body.data;
  vendor = await vendorCovering(t.app, [service.id], ['53703'], 'Madison Handy Co');
  customProductId = (await call<{ data: Product }>('GET', '/products/custom-maintenance-request'))
    .body.data.id;
});
afterAll(() => t.close());

const requestOf = async (token: string, id: string) =>
  (await call<{ data: MaintenanceRequest }>('GET', `/maintenance-requests/${id}`, token)).body.data;

/** The vendor takes the job and walks it to completed. */
async function complete(request: MaintenanceRequest) {
  const orderId = request.order.id;
  expect((await call('POST', '/vendor-orders/accept', vendor.token, { orderId })).status).toBe(200);
  for (const status of ['en_route', 'in_progress', 'completed']) {
    const moved = await call('PUT', `/vendor-orders/update-status/${orderId}`, vendor.token, {
      status,
    });
    expect(moved.status).toBe(200);
  }
}

const checkout = (token: string, data: Record<string, unknown>) =>
  call<{ data: { id: string }; message?: string }>(
    'POST',
    '/transactions/create-checkout-session',
    token,
    { data },
  );

const billCheckout = (token: string, request: MaintenanceRequest) =>
  checkout(token, {
    items: [{ productId: request.payment.productId, quantity: 1 }],
    maintenanceRequestId: request.id,
  });

const pay = (token: string, transactionId: string) =>
  call<{ data: Transaction; message?: string }>(
    'POST',
    `/transactions/${transactionId}/test-payment`,
    token,
    goodCard,
  );

describe('the bill of an on-demand request', () => {
  it('keeps the price agreed when the request was sent, less the plan discount', async () => {
    const home = await residentWithPlan(t.app, 'Essential');
    const request = await requestService(t.app, home, service.id);
    expect(request.payment).toEqual({
      status: 'on_completion',
      listPriceCents: service.priceCents,
      discountPercent: 10,
      priceCents: Math.round(service.priceCents * 0.9),
      currency: service.currency,
      productId: expect.any(String),
      dueAt: null,
      paidAt: null,
    });
    const plain = await residentWithPlan(t.app);
    const full = await requestService(t.app, plain, service.id);
    expect(full.payment).toMatchObject({
      discountPercent: 0,
      priceCents: service.priceCents,
    });
  });

  it('cannot be paid before the job is completed', async () => {
    const home = await residentWithPlan(t.app);
    const request = await requestService(t.app, home, service.id);
    const early = await billCheckout(home.token, request);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/falls due when its job is completed/);
  });

  it('falls due on completion, is told to the resident, and is paid once at the agreed price', async () => {
    const home = await residentWithPlan(t.app, 'Essential');
    const sent = await requestService(t.app, home, service.id, { title: 'Leaking gutter' });
    await complete(sent);
    const due = await requestOf(home.token, sent.id);
    expect(due.payment.status).toBe('due');
    expect(due.payment.dueAt).toBe(due.completedAt);
    const listed = await call<{ data: MaintenanceRequest[] }>(
      'GET',
      '/maintenance-requests?payment=due',
      home.token,
    );
    expect(listed.body.data.map((request) => request.id)).toEqual([sent.id]);

    const amount = `$${(due.payment.priceCents / 100).toFixed(2)}`;
    const notices = await call<{ data: Notification[] }>('GET', '/notifications', home.token);
    const done = notices.body.data.find((notice) => notice.type === 'job.completed');
    expect(done?.body).toContain(`${amount} is now due`);

    const first = await billCheckout(home.token, due);
    expect(first.status).toBe(201);
    const second = await billCheckout(home.token, due);
    expect(second.status).toBe(201);
    // Only the newest checkout of a bill can be paid: the first one was closed.
    expect((await pay(home.token, first.body.data.id)).status).toBe(409);
    const paid = await pay(home.token, second.body.data.id);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      status: 'paid',
      amountCents: due.payment.priceCents,
      maintenanceRequestId: sent.id,
      items: [
        {
          productId: due.payment.productId,
          quantity: 1,
          unitPriceCents: due.payment.priceCents,
          name: `${service.name}: Leaking gutter, 10% off with the plan`,
        },
      ],
    });

    const settled = await requestOf(home.token, sent.id);
    expect(settled.payment).toMatchObject({ status: 'paid', paidAt: paid.body.data.paidAt });
    const none = await call<{ data: MaintenanceRequest[] }>(
      'GET',
      '/maintenance-requests?payment=due',
      home.token,
    );
    expect(none.body.data).toEqual([]);
    const again = await billCheckout(home.token, settled);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This request is already paid.');
  });

  it('refuses a checkout that is not the bill alone, and anyone but its resident', async () => {
    const home = await residentWithPlan(t.app);
    const sent = await requestService(t.app, home, service.id);
    await complete(sent);
    const due = await requestOf(home.token, sent.id);
    const wrong = [
      { items: [{ productId: customProductId, quantity: 1 }], maintenanceRequestId: due.id },
      {
        items: [{ productId: due.payment.productId, quantity: 2 }],
        maintenanceRequestId: due.id,
      },
      {
        items: [
          { productId: due.payment.productId, quantity: 1 },
          { productId: customProductId, quantity: 1 },
        ],
        maintenanceRequestId: due.id,
      },
    ];
    for (const data of wrong) {
      const refused = await checkout(home.token, data);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/checkout of its own/);
    }
    const stranger = await residentWithPlan(t.app);
    expect((await billCheckout(stranger.token, due)).status).toBe(404);
    const someVendor = await signUp(t.app, { role: 'vendor' });
    expect((await billCheckout(someVendor.token, due)).status).toBe(403);
    const transactions = await call<{ data: Transaction[] }>('GET', '/transactions', home.token);
    expect(transactions.body.data.filter((x) => x.maintenanceRequestId === due.id)).toEqual([]);
    expect((await requestOf(home.token, due.id)).payment.status).toBe('due');
  });

  it('mails the resident the amount due with a link to pay it', async () => {
    const home = await residentWithPlan(t.app, 'Premier');
    const sent = await requestService(t.app, home, service.id);
    await complete(sent);
    const due = await requestOf(home.token, sent.id);
    const mails = await t.db
      .select({ data: outbox.data })
      .from(outbox)
      .where(eq(outbox.kind, 'job_status'));
    const completed = mails
      .map((mail) => mail.data as { requestId: string; status: string; bill?: unknown })
      .find((data) => data.requestId === sent.id && data.status === 'completed');
    expect(completed?.bill).toEqual({
      amountCents: due.payment.priceCents,
      currency: service.currency,
    });
  });
});

describe('query validation', () => {
  it('refuses an unknown payment filter with a readable 400', async () => {
    const home = await residentWithPlan(t.app);
    const { status, body } = await call<{ message: string }>(
      'GET',
      '/maintenance-requests?payment=later',
      home.token,
    );
    expect(status).toBe(400);
    expect(body.message).toMatch(/payment must be due/);
  });
});
