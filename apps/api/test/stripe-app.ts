import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { deliverStripeEvent, newWebhookSecret, stripeConfig } from './stripe-events';
import { startStripeServer, type StripeServer } from './stripe-server';

export interface StripeTestApp {
  t: TestApp;
  stripe: StripeServer;
  /** Delivers a signed event to the webhook and expects it taken (200). */
  deliver(event: object): Promise<void>;
}

/** For a test file: an app paid through the local Stripe server, started before its tests. */
export function stripeTestApp(): StripeTestApp {
  const secret = newWebhookSecret();
  const handle = {
    deliver: async (event: object) => {
      const { status } = await deliverStripeEvent(handle.t.app, event, secret);
      expect(status).toBe(200);
    },
  } as StripeTestApp;
  beforeAll(async () => {
    handle.stripe = await startStripeServer();
    handle.t = await createTestApp({ config: stripeConfig(handle.stripe.apiBase, secret) });
  });
  afterAll(async () => {
    await handle.t.close();
    await handle.stripe.close();
  });
  return handle;
}
