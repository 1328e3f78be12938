import { INTERESTS } from '@homekeep/contracts/leads';
import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** Visitors who left their details on an information page; updated with a secret token. */
export const potentialClients = pgTable(
  'potential_clients',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    propertyCount: integer('property_count'),
    interest: text('interest', { enum: INTERESTS }),
    message: text('message'),
    /** sha256 of the update token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('potential_clients_created_at_idx').on(t.createdAt)],
);

/** Free-demo requests from the contact page. */
export const demoRequests = pgTable(
  'demo_requests',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    message: text('message'),
    propertyCount: integer('property_count'),
    preferredDate: date('preferred_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('demo_requests_created_at_idx').on(t.createdAt)],
);

/** Public submissions per key (an address) in fixed windows: the abuse cap on lead forms. */
export const submissionCounters = pgTable('submission_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
