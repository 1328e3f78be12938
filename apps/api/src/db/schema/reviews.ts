import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REVIEW_AUTHOR_ROLES } from '@homekeep/contracts/reviews';
import { users } from './auth';
import { id } from './columns';
import { orders } from './jobs';

/**
 * Reviews of completed jobs, both ways: the resident rates the vendor (`author_role` resident)
 * and the vendor rates the resident. One per side of a job. `published_at` is set on both of a
 * job's reviews at once: when the second is written, or when the window closes.
 */
export const jobReviews = pgTable(
  'job_reviews',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorRole: text('author_role', { enum: REVIEW_AUTHOR_ROLES }).notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who is rated: the vendor of a resident's review, the resident of a vendor's. */
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    /** The job's completion plus the review window: unpublished reviews publish then. */
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    replyBody: text('reply_body'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('job_reviews_order_author_key').on(t.orderId, t.authorRole),
    // A vendor's public reviews, newest first, and their average.
    index('job_reviews_vendor_published_idx')
      .on(t.subjectId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(
        sql`${t.authorRole} = 'resident' AND ${t.publishedAt} IS NOT NULL AND ${t.hiddenAt} IS NULL`,
      ),
    index('job_reviews_unpublished_idx')
      .on(t.windowEndsAt)
      .where(sql`${t.publishedAt} IS NULL`),
    index('job_reviews_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('job_reviews_author_idx').on(t.authorId),
    check('job_reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('job_reviews_reply_check', sql`(${t.replyBody} IS NULL) = (${t.repliedAt} IS NULL)`),
  ],
);

/** Review reminders sent: one per side of a job, so that each goes out once. */
export const jobReviewReminders = pgTable(
  'job_review_reminders',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorRole: text('author_role', { enum: REVIEW_AUTHOR_ROLES }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'job_review_reminders_pkey', columns: [t.orderId, t.authorRole] })],
);

/**
 * Each vendor's rating as rows of changes (decision 069, as 046's counts): `reviews` counted
 * (the residents', published, not hidden) and the sum of their `ratings`. A vendor's rating is
 * the sum of its rows, kept by `sql/vendor-rating-counts.sql`.
 */
export const vendorRatingCounts = pgTable(
  'vendor_rating_counts',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviews: integer('reviews').notNull().default(0),
    ratings: integer('ratings').notNull().default(0),
    /** The sum of the rows settled before (true), or a change since (false). */
    settled: boolean('settled').notNull().default(false),
  },
  (t) => [
    index('vendor_rating_counts_vendor_idx').on(t.vendorId),
    index('vendor_rating_counts_unsettled_idx')
      .on(t.vendorId)
      .where(sql`not ${t.settled}`),
  ],
);
