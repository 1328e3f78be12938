import { Redis } from 'ioredis';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { databaseCounters } from './db/counters';
import { databaseClock } from './db/product-clock';
import type { Clock } from './lib/clock';
import type { Counters } from './lib/counters';
import { redisCounters } from './lib/redis-counters';
import type { Logger } from './lib/logger';
import { createProviderDiscovery, type ProviderDiscovery } from './modules/auth/provider-discovery';
import { localFileStorage, type FileStorage } from './modules/files/file-storage';
import {
  createNotificationHub,
  type NotificationHub,
} from './modules/notifications/notification-hub';
import { checkRequestCheckout } from './modules/jobs/request-payments';
import type { CardGateway } from './modules/payments/card-gateway';
import type { PaymentHooks } from './modules/payments/payments.hooks';
import { stripeCardGateway } from './modules/payments/stripe-gateway';
import {
  activatePaidSubscriptions,
  checkSubscriptionCheckout,
} from './modules/subscriptions/subscription-payments';
import { applyStripeSubscriptionEvent } from './modules/subscriptions/stripe-subscription-sync';

/** Everything the modules share, built once per app; a test passes its own for any of them. */
export interface AppServices {
  clock: Clock;
  storage: FileStorage;
  cardGateway: CardGateway | null;
  notificationHub: NotificationHub;
  /** Where the rate limits count: PostgreSQL by default, Redis when `REDIS_URL` is set. */
  counters: Counters;
  /** Waits before answering (the slowed sign-in of a much-failed account); tests skip it. */
  pause: (ms: number) => Promise<void>;
  paymentHooks: PaymentHooks;
  providerDiscovery: ProviderDiscovery;
}

/**
 * How the areas join payments: subscriptions and maintenance requests check that a checkout
 * names only the caller's own; subscriptions start once paid.
 */
export const defaultPaymentHooks: PaymentHooks = Object.freeze({
  checkoutChecks: Object.freeze([checkSubscriptionCheckout, checkRequestCheckout]),
  transactionPaidHooks: Object.freeze([activatePaidSubscriptions]),
  processorSubscriptionHooks: Object.freeze([applyStripeSubscriptionEvent]),
});

function countersFor(config: Config, database: DatabaseHandle, clock: Clock) {
  if (!config.redisUrl) {
    return { counters: databaseCounters(database.db, clock), close: async () => undefined };
  }
  const redis = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    counters: redisCounters(redis, 'homekeep:limits:'),
    close: async () => void redis.disconnect(),
  };
}

const realPause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Builds each service the caller did not pass, from the configuration. `close` releases what
 * was built here (connections, listeners); what the caller passed stays the caller's to close.
 */
export function buildServices(
  config: Config,
  database: DatabaseHandle,
  log: Logger,
  given: Partial<AppServices> = {},
) {
  // The product's clock, shared through the database so the test clock moves every process.
  const ownClock = given.clock ? null : databaseClock(database, log);
  const clock = given.clock ?? ownClock!;
  const limits = given.counters ? null : countersFor(config, database, clock);
  const hub = given.notificationHub ? null : createNotificationHub(database, log);
  const services: AppServices = {
    clock,
    storage: given.storage ?? localFileStorage(config.dataDir),
    cardGateway:
      given.cardGateway !== undefined
        ? given.cardGateway
        : config.paymentsMode === 'stripe'
          ? stripeCardGateway(config.stripe)
          : null,
    notificationHub: given.notificationHub ?? hub!,
    counters: given.counters ?? limits!.counters,
    pause: given.pause ?? realPause,
    paymentHooks: given.paymentHooks ?? defaultPaymentHooks,
    providerDiscovery: given.providerDiscovery ?? createProviderDiscovery(clock),
  };
  const start = async () => {
    await ownClock?.start();
  };
  const close = async () => {
    await ownClock?.close();
    await hub?.close();
    await limits?.close();
  };
  return { services, start, close };
}
