import { INTERESTS, LEAD_STATUSES } from '@homekeep/contracts/leads';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    /** The operators' note on following the lead up. */
    note: text('note'),
    /** sha256 of the update token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('potential_clients_created_at_idx').on(t.createdAt),
    index('potential_clients_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    // The inbox's text search: every column it matches, by trigram.
    index('potential_clients_name_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    index('potential_clients_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('potential_clients_company_trgm_idx').using('gin', t.company.op('gin_trgm_ops')),
    index('potential_clients_message_trgm_idx').using('gin', t.message.op('gin_trgm_ops')),
  ],
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
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('demo_requests_created_at_idx').on(t.createdAt),
    index('demo_requests_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('demo_requests_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('demo_requests_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('demo_requests_company_trgm_idx').using('gin', t.company.op('gin_trgm_ops')),
    index('demo_requests_message_trgm_idx').using('gin', t.message.op('gin_trgm_ops')),
  ],
);
