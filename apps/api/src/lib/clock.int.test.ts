import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenanceRequest } from '@homekeep/contracts/jobs';
import type { Subscription } from '@homekeep/contracts/subscriptions';
import { apiCaller, type ApiCaller } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { manualClock } from '../../test/clock';
import { requestService, residentWithProperty, twoServices } from '../../test/jobs';
import { createProperty, goodCard, plansWithProducts } from '../../test/subscriptions';
import { signUp } from '../../test/users';
import { DEFAULT_LIMITS } from '../config';
import { SIGN_IN_FAILURE_WINDOW_MS } from '../modules/auth/sign-in-rules';

const MAX_SUBMISSIONS_PER_ADDRESS = DEFAULT_LIMITS.leadFormsPerAddressPerHour;
const SUBMISSION_WINDOW_SECONDS = 3600;

// Every time rule reads the clock the app is built with: a test that moves it moves them all.
const clock = manualClock('2031-03-14T09:00:00.000Z');
let t: TestApp;
const pauses: number[] = [];
let call: ApiCaller;
beforeAll(async () => {
  t = await createTestApp({
    config: { limits: DEFAULT_LIMITS },
    deps: { clock, pause: async (ms) => void pauses.push(ms) },
  });
  call = apiCaller(t.app);
});
afterAll(() => t.close());

describe('the product clock', () => {
  it('ends a session once its lifetime has passed on the clock', async () => {
    const { token } = await signUp(t.app, { role: 'resident' });
    clock.advance(t.config.tokenTtlSeconds - 60);
    expect((await call('GET', '/auth', token)).status).toBe(200);
    clock.advance(120);
    expect((await call('GET', '/auth', token)).status).toBe(401);
  });

  it('forgets an account’s failed sign-ins once their window has passed on the clock', async () => {
    const { email, password } = await signUp(t.app, { role: 'resident' });
    const signIn = (secret: string) =>
      call('POST', '/auth/sign-in', undefined, { email, password: secret });
    const { signInFailuresBeforeDelay: free } = DEFAULT_LIMITS;
    for (let i = 0; i < free; i++) await signIn('wrong guess');
    pauses.length = 0;
    clock.advance(SIGN_IN_FAILURE_WINDOW_MS / 1000 - 60);
    expect((await signIn(password)).status).toBe(200);
    expect(pauses).toEqual([1000]);
    for (let i = 0; i < free; i++) await signIn('wrong guess');
    clock.advance(SIGN_IN_FAILURE_WINDOW_MS / 1000 + 1);
    pauses.length = 0;
    expect((await signIn(password)).status).toBe(200);
    expect(pauses).toEqual([]);
  });

  it('counts lead forms per address within the window, then afresh', async () => {
    const demo = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/schedule-free-demo',
        payload: { name: 'Pat Lead', email: 'pat@example.test' },
        remoteAddress: '203.0.113.250',
      });
    for (let i = 0; i < MAX_SUBMISSIONS_PER_ADDRESS; i++)
      expect((await demo()).statusCode).toBe(201);
    expect((await demo()).statusCode).toBe(429);
    clock.advance(SUBMISSION_WINDOW_SECONDS + 1);
    expect((await demo()).statusCode).toBe(201);
  });

  it('dates a payment and the first subscription period by the clock', async () => {
    clock.set('2032-01-31T10:00:00.000Z');
    const { token } = await signUp(t.app, { role: 'resident' });
    const [plan] = await plansWithProducts(t.app);
    const home = await createProperty(t.app, token, 'Clock house');
    const created = await call<{ data: Subscription[] }>('POST', '/subscriptions/bulk', token, {
      data: [{ propertyId: home.id, maintenancePlanId: plan!.id }],
    });
    const subscription = created.body.data[0]!;
    const checkout = await call<{ data: { id: string } }>(
      'POST',
      '/transactions/create-checkout-session',
      token,
      {
        data: {
          items: [{ productId: plan!.productId, quantity: 1 }],
          subscriptionIds: [subscription.id],
        },
      },
    );
    const paidAt = clock.now().toISOString();
    const paid = await call<{ data: { paidAt: string } }>(
      'POST',
      `/transactions/${checkout.body.data.id}/test-payment`,
      token,
      goodCard,
    );
    expect(paid.body.data.paidAt).toBe(paidAt);
    const active = await call<{ data: Subscription }>(
      'GET',
      `/subscriptions/${subscription.id}`,
      token,
    );
    expect(active.body.data).toMatchObject({
      status: 'active',
      currentPeriodStart: paidAt,
      // 31 January + 1 month: the last day of February, 2032 being a leap year.
      currentPeriodEnd:
        plan!.interval === 'month' ? '2032-02-29T10:00:00.000Z' : '2033-01-31T10:00:00.000Z',
    });
  });

  it('dates each step of a job’s timeline by the clock', async () => {
    const resident = await residentWithProperty(t.app);
    const job = await requestService(t.app, resident, (await twoServices(t.app))[0].id);
    expect(job.order.history).toEqual([
      { status: 'pending', note: null, at: clock.now().toISOString() },
    ]);
    clock.advance(3600);
    const canceled = await call<{ data: MaintenanceRequest }>(
      'POST',
      `/maintenance-requests/${job.id}/cancel`,
      resident.token,
    );
    expect(canceled.body.data.order.history.at(-1)).toEqual({
      status: 'canceled',
      note: null,
      at: clock.now().toISOString(),
    });
  });
});
