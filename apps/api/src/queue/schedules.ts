import type { AppServices, MailDelivery } from '../app-services';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Database } from '../db/database';
import { upkeepEmbeddedDatabase } from '../db/embedded-upkeep';
import { removeEndedCounters } from '../db/counters';
import { settleKeptCounts } from '../db/kept-counts';
import type { Logger } from '../lib/logger';
import { sendDueReminders } from '../modules/appointments/appointment-notices';
import { removeUnattachedUploads } from '../modules/files/files.service';
import { alertUntakenOrders } from '../modules/jobs/job-attention.service';
import { reofferWaitingOrders } from '../modules/jobs/job-reoffers.service';
import { deliverWaitingOffers, type OfferDelivery } from '../modules/jobs/offer-deliveries.service';
import { createDueVisits } from '../modules/jobs/plan-visits.service';
import { mailUnreadThreads } from '../modules/messages/messages.service';
import { runPayouts } from '../modules/payouts/payout-run';
import { renewDueSubscriptions } from '../modules/subscriptions/subscription-renewals';
import { sendLicenseNotices } from '../modules/vendors/vendor-compliance.service';
import { sendExpiredLicenseNotices } from '../modules/vendors/vendor-standing-notices';
import { sendReviewReminders } from '../modules/reviews/review-reminders';
import { publishClosedWindows } from '../modules/reviews/reviews.service';

/** What a job's handler is given: the app's shared services, its database and configuration. */
export type JobServices = AppServices & {
  db: Database;
  /** Which database `db` is: the embedded one needs the upkeep a server's autovacuum does. */
  driver: DatabaseHandle['driver'];
  config: Config;
  log: Logger;
  mail: MailDelivery;
  offers: OfferDelivery;
};

/**
 * A job the queue runs on a schedule. `run` catches up with the product's clock: it does all
 * that is due by `clock.now()` (however far the test clock jumped) and is safe to run again or
 * in two processes at once (each change is a conditional update or a claimed row).
 */
export interface ScheduledJob {
  /** The queue's name for it: letters, digits, dashes. */
  name: string;
  /** When it runs by the real time, in cron syntax (UTC); the finest is every minute. */
  cron: string;
  /** Upkeep of the machine, not of the product's time: a move of the test clock does not run it. */
  realTimeOnly?: boolean;
  run(services: JobServices): Promise<unknown>;
}

const EVERY_MINUTE = '* * * * *';
const EVERY_FIVE_MINUTES = '*/5 * * * *';
const HOURLY = '7 * * * *';
const DAILY = '17 3 * * *';
const DAILY_AFTER_THE_OTHERS = '47 3 * * *';

/**
 * Every scheduled job of the product, in the order the test clock runs them after a move.
 * To add one: append `{ name, cron, run: (services) => yourAreaService(...) }`.
 */
export const SCHEDULES: readonly ScheduledJob[] = [
  {
    name: 'subscription-renewals',
    cron: EVERY_FIVE_MINUTES,
    // With Stripe, Stripe renews and its webhooks tell us; the test processor renews here.
    run: ({ db, clock, paymentHooks, config, log }) =>
      config.paymentsMode === 'test'
        ? renewDueSubscriptions({ db, clock, hooks: paymentHooks, log })
        : Promise.resolve({}),
  },
  {
    name: 'plan-visits',
    cron: HOURLY,
    run: async ({ db, clock, config, offers }) => {
      const made = await createDueVisits({
        db,
        clock,
        operationsEmail: config.mail.operationsEmail,
      });
      offers.deliverSoon();
      return made;
    },
  },
  {
    // New jobs' offers are delivered as their dispatch commits; this finds any a stopped process
    // left (and the plan visits' above).
    name: 'offer-deliveries',
    cron: EVERY_MINUTE,
    run: async ({ db, offers, log }) => {
      await offers.settled();
      return deliverWaitingOffers(db, log);
    },
  },
  {
    name: 'offer-rounds',
    cron: EVERY_MINUTE,
    run: ({ db, clock, config }) => reofferWaitingOrders({ db, clock, config }),
  },
  {
    // A job nobody took by the end of its last round (an emergency's short one) goes to operations.
    name: 'untaken-jobs',
    cron: EVERY_MINUTE,
    run: ({ db, clock, config }) => alertUntakenOrders({ db, clock, config }),
  },
  {
    name: 'appointment-reminders',
    cron: EVERY_MINUTE,
    run: ({ db, clock }) => sendDueReminders(db, clock.now()),
  },
  {
    // Reviews are blind until both sides have written theirs or the window closes.
    name: 'review-publishing',
    cron: EVERY_FIVE_MINUTES,
    run: ({ db, clock }) => publishClosedWindows({ db, clock }),
  },
  {
    name: 'review-reminders',
    cron: HOURLY,
    run: ({ db, clock }) => sendReviewReminders({ db, clock }),
  },
  {
    // One mail per conversation to whoever left a message unread for 15 minutes.
    name: 'unread-messages-mail',
    cron: EVERY_MINUTE,
    run: ({ db, clock }) => mailUnreadThreads({ db, clock }),
  },
  {
    // Mails queued by the schedules above go out in the same pass; a refused send is retried later.
    name: 'outbox-delivery',
    cron: EVERY_MINUTE,
    run: ({ mail }) => mail.deliverDue(),
  },
  {
    // Vendors' earnings due by the product's clock, paid to enabled accounts (held otherwise).
    name: 'vendor-payouts',
    cron: DAILY,
    run: ({ db, clock, payoutGateway, config, log }) =>
      runPayouts({ db, clock, gateway: payoutGateway, settings: config.payouts, log }),
  },
  {
    name: 'license-notices',
    cron: DAILY,
    run: async ({ db, clock }) => ({
      expiring: await sendLicenseNotices(db, clock.now()),
      expired: await sendExpiredLicenseNotices(db, clock.now()),
    }),
  },
  {
    name: 'unattached-uploads',
    cron: DAILY,
    run: ({ db, storage, clock }) => removeUnattachedUploads({ db, storage, clock }),
  },
  {
    name: 'ended-rate-limit-counters',
    cron: HOURLY,
    run: ({ db, clock }) => removeEndedCounters(db, clock),
  },
  {
    // The counts' rows that writes added, summed so that a read sums a few (decision 046).
    name: 'kept-counts-settling',
    cron: EVERY_MINUTE,
    realTimeOnly: true,
    run: ({ db }) => settleKeptCounts(db),
  },
  {
    // A server's autovacuum does this on its own (decision 036).
    name: 'embedded-database-upkeep',
    cron: EVERY_FIVE_MINUTES,
    realTimeOnly: true,
    run: ({ db, driver }) =>
      driver === 'pglite' ? upkeepEmbeddedDatabase(db) : Promise.resolve([]),
  },
  {
    // The change counts a restart of the process forgot, and the daily jobs' deletions.
    name: 'embedded-database-daily-upkeep',
    cron: DAILY_AFTER_THE_OTHERS,
    realTimeOnly: true,
    run: ({ db, driver }) =>
      driver === 'pglite' ? upkeepEmbeddedDatabase(db, { everyTable: true }) : Promise.resolve([]),
  },
];
