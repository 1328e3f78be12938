import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { maintenancePlans } from './catalog';
import { createdAt, id, updatedAt } from './columns';
import { properties } from './properties';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    maintenancePlanId: uuid('maintenance_plan_id')
      .notNull()
      .references(() => maintenancePlans.id, { onDelete: 'restrict' }),
    /** The plan an active subscription moves to when its current period ends. */
    pendingPlanId: uuid('pending_plan_id').references(() => maintenancePlans.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: ['pending', 'active', 'past_due', 'canceled'] })
      .notNull()
      .default('pending'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When it was first paid: its plan visits are spaced from here. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** The card renewals are charged to (payment_cards); the payments area keeps its details. */
    paymentCardId: uuid('payment_card_id'),
    /** Renewal charges that failed since `currentPeriodEnd` (past due: retried on days 1, 3, 5). */
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    /** With Stripe: its subscription, which renews this one (and the others its checkout paid) through its invoice events. */
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** The time of the newest Stripe subscription event applied (older ones arriving late are ignored). */
    stripeEventAt: timestamp('stripe_event_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('subscriptions_plan_idx').on(t.maintenancePlanId),
    // A property removed is refused while any subscription names it.
    index('subscriptions_property_idx').on(t.propertyId),
    index('subscriptions_pending_plan_idx').on(t.pendingPlanId),
    // One Stripe subscription renews every subscription its checkout paid.
    index('subscriptions_stripe_subscription_idx').on(t.stripeSubscriptionId),
    // The renewal job's sweep: live subscriptions by the end of their period.
    index('subscriptions_renewal_due_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} IN ('active', 'past_due')`),
    // One live subscription per property; the database settles two tabs subscribing at once.
    uniqueIndex('subscriptions_live_property_key')
      .on(t.propertyId)
      .where(sql`${t.status} IN ('pending', 'active', 'past_due')`),
    check(
      'subscriptions_period_check',
      sql`${t.status} = 'pending' OR ${t.canceledAt} IS NOT NULL OR (${t.currentPeriodStart} IS NOT NULL AND ${t.currentPeriodEnd} > ${t.currentPeriodStart})`,
    ),
    check(
      'subscriptions_canceled_at_check',
      sql`(${t.status} = 'canceled') = (${t.canceledAt} IS NOT NULL)`,
    ),
  ],
);
