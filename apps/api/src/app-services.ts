import { createRequire } from 'node:module';
import type { Redis as RedisClient } from 'ioredis';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { databaseCounters } from './db/counters';
import { databaseClock } from './db/product-clock';
import { sharedListening } from './db/shared-listening';
import type { Clock } from './lib/clock';
import type { Counters } from './lib/counters';
import { redisCounters } from './lib/redis-counters';
import { serialRuns } from './lib/serial-runs';
import type { Logger } from './lib/logger';
import { createProviderDiscovery, type ProviderDiscovery } from './modules/auth/provider-discovery';
import { createSessionEndings, type SessionEndings } from './modules/auth/session-endings';
import { createSessionMemory, type SessionMemory } from './modules/auth/session-memory';
import { createTokenCache, type TokenCache } from './modules/auth/tokens';
import { signedFileLinks, type FileLinks } from './modules/files/file-links';
import { localFileStorage, type FileStorage } from './modules/files/file-storage';
import { s3FileStorage } from './modules/files/s3-file-storage';
import { mailPaymentHooks } from './modules/mail/mail-events.service';
import { smtpMailer, type Mailer } from './modules/mail/mailer';
import {
  deliverDueMail,
  type DeliveryReport,
  type MailSettings,
} from './modules/mail/mail.service';
import {
  createNotificationHub,
  type NotificationHub,
} from './modules/notifications/notification-hub';
import { offerDelivery } from './modules/jobs/offer-deliveries.service';
import { checkRequestCheckout, settleRequestBill } from './modules/jobs/request-payments';
import type { CardGateway } from './modules/payments/card-gateway';
import type { PaymentHooks } from './modules/payments/payments.hooks';
import { stripeCardGateway } from './modules/payments/stripe-gateway';
import { payoutPaymentHooks } from './modules/payouts/earning-events';
import { stripePayoutGateway, type PayoutGateway } from './modules/payouts/stripe-connect';
import {
  activatePaidSubscriptions,
  checkSubscriptionCheckout,
} from './modules/subscriptions/subscription-payments';
import { applyStripeSubscriptionEvent } from './modules/subscriptions/stripe-subscription-sync';

/** Everything the modules share, built once per app; a test passes its own for any of them. */
export interface AppServices {
  clock: Clock;
  storage: FileStorage;
  /** The signed, expiring addresses of stored files. */
  fileLinks: FileLinks;
  cardGateway: CardGateway | null;
  /** The processor's Connect accounts and transfers; null: test-mode onboarding and payouts. */
  payoutGateway: PayoutGateway | null;
  notificationHub: NotificationHub;
  /** The live sessions this process has checked (decision 030). */
  sessions: SessionMemory;
  /** Sessions being ended by this app, heard by its `sessions` before their notice comes. */
  sessionEndings: SessionEndings;
  /** The tokens whose signature this app has checked. */
  verifiedTokens: TokenCache;
  /** Where the rate limits count: PostgreSQL by default, Redis when `REDIS_URL` is set. */
  counters: Counters;
  /** Waits before answering (the slowed sign-in of a much-failed account); tests skip it. */
  pause: (ms: number) => Promise<void>;
  paymentHooks: PaymentHooks;
  providerDiscovery: ProviderDiscovery;
  /** Hands mail to the SMTP server of `SMTP_URL`; null: mails stay in the outbox. */
  mailer: Mailer | null;
}

/** What mails are made with, from the configuration. */
export function mailSettingsOf(config: Config): MailSettings {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return {
    appName: config.appName,
    publicUrl: config.publicUrl ?? `http://${host}:${config.port}`,
    from: config.mail.from,
    operationsEmail: config.mail.operationsEmail,
    secret: config.jwtSecret,
  };
}

/**
 * How the areas join payments: subscriptions and maintenance requests check that a checkout
 * names only the caller's own; subscriptions start once paid.
 */
export const defaultPaymentHooks: PaymentHooks = Object.freeze({
  checkoutChecks: Object.freeze([checkSubscriptionCheckout, checkRequestCheckout]),
  transactionPaidHooks: Object.freeze([activatePaidSubscriptions, settleRequestBill]),
  processorSubscriptionHooks: Object.freeze([applyStripeSubscriptionEvent]),
});

function countersFor(config: Config, database: DatabaseHandle, clock: Clock) {
  if (!config.redisUrl) {
    return { counters: databaseCounters(database.db, clock), close: async () => undefined };
  }
  // Loaded only when configured: the client weighs about 20 MB of memory.
  const { Redis } = createRequire(import.meta.url)('ioredis') as { Redis: typeof RedisClient };
  const redis = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    counters: redisCounters(redis, 'homekeep:limits:'),
    close: async () => void redis.disconnect(),
  };
}

function storageFor(config: Config) {
  if (!config.s3) return { storage: localFileStorage(config.dataDir), close: () => undefined };
  const bucket = s3FileStorage(config.s3);
  return { storage: bucket, close: () => bucket.close() };
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
  // The live events' channel: one LISTEN connection for the hub and the sessions' memory.
  const liveEvents = sharedListening(database);
  const hub = given.notificationHub ? null : createNotificationHub(liveEvents, log);
  const sessionEndings = given.sessionEndings ?? createSessionEndings();
  const sessions = given.sessions ? null : createSessionMemory(sessionEndings);
  const builtMailer =
    given.mailer !== undefined || !config.mail.smtpUrl
      ? null
      : smtpMailer(config.mail.smtpUrl, config.mail.from);
  const mailer = given.mailer !== undefined ? given.mailer : builtMailer;
  if (!mailer) log.warn({}, 'SMTP_URL is not set: mails stay in the outbox (see /admin/outbox)');
  const settings = mailSettingsOf(config);
  const builtStorage = given.storage ? null : storageFor(config);
  const stripeMode = config.paymentsMode === 'stripe';
  const payoutGateway =
    given.payoutGateway !== undefined
      ? given.payoutGateway
      : stripeMode
        ? stripePayoutGateway(config.stripe)
        : null;
  const earningSettings = {
    feePercent: config.payouts.platformFeePercent,
    delayDays: config.payouts.delayDays,
    gateway: payoutGateway,
  };
  const services: AppServices = {
    clock,
    storage: given.storage ?? builtStorage!.storage,
    fileLinks:
      given.fileLinks ?? signedFileLinks(config.jwtSecret, clock, config.fileUrlTtlSeconds),
    cardGateway:
      given.cardGateway !== undefined
        ? given.cardGateway
        : stripeMode
          ? stripeCardGateway(config.stripe)
          : null,
    payoutGateway,
    notificationHub: given.notificationHub ?? hub!,
    sessions: given.sessions ?? sessions!,
    sessionEndings,
    verifiedTokens: given.verifiedTokens ?? createTokenCache(),
    counters: given.counters ?? limits!.counters,
    pause: given.pause ?? realPause,
    paymentHooks:
      given.paymentHooks ??
      mailPaymentHooks(payoutPaymentHooks(defaultPaymentHooks, earningSettings)),
    providerDiscovery: given.providerDiscovery ?? createProviderDiscovery(clock),
    mailer,
  };
  const mail = mailDelivery({ db: database.db, clock, mailer, settings, log });
  const offers = offerDelivery(database.db, log, () => mail.deliverSoon());
  const start = async () => {
    await ownClock?.start();
    await sessions?.start(liveEvents, log);
    // Offers a stopped process left are delivered now, not at the next dispatch or schedule.
    offers.deliverSoon();
  };
  const close = async () => {
    await offers.stop();
    await mail.settled();
    builtMailer?.close();
    await ownClock?.close();
    await hub?.close();
    await sessions?.close();
    await limits?.close();
    builtStorage?.close();
  };
  return { services, start, close, mail, offers };
}

/**
 * Sending the outbox: `deliverDue` sends what is due now (the job queue runs it every minute);
 * `deliverSoon` starts it without waiting, after a request that may have queued mail has been
 * answered (so its transaction has committed).
 */
function mailDelivery(deps: Parameters<typeof deliverDueMail>[0]) {
  const deliverDue = () => deliverDueMail(deps);
  const runs = serialRuns(deliverDue, (error): DeliveryReport => {
    deps.log.warn({ err: error }, 'sending the outbox failed');
    return { sent: 0, retrying: 0, failed: 0 };
  });
  return {
    settings: deps.settings,
    deliverDue,
    deliverSoon() {
      if (deps.mailer) runs.soon();
    },
    settled: runs.settled,
  };
}
export type MailDelivery = ReturnType<typeof mailDelivery>;
