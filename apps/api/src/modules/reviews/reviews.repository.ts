import { and, desc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminReviewsQuery, ReviewAuthorRole } from '@homekeep/contracts/reviews';
import type { PageQuery } from '@homekeep/contracts/common';
import type { Executor } from '../../db/database';
import {
  jobReviewReminders,
  jobReviews,
  maintenanceRequests,
  orders,
  users,
  vendorProfiles,
  vendorRatingCounts,
} from '../../db/schema';
import { offsetOf, rowsAndTotal } from '../../lib/pagination';
import { countedReviewsOf, ratingOfCounts } from './job-reviews.conditions';

const reviewColumns = {
  id: jobReviews.id,
  authorRole: jobReviews.authorRole,
  rating: jobReviews.rating,
  comment: jobReviews.comment,
  replyBody: jobReviews.replyBody,
  repliedAt: jobReviews.repliedAt,
  createdAt: jobReviews.createdAt,
  publishedAt: jobReviews.publishedAt,
};

export interface NewReview {
  orderId: string;
  authorRole: ReviewAuthorRole;
  authorId: string;
  subjectId: string;
  rating: number;
  comment: string | null;
  windowEndsAt: Date;
  createdAt: Date;
}

/** Writes a side's review of a job; undefined when that side has written one already. */
export async function insertReview(tx: Executor, review: NewReview) {
  const [row] = await tx
    .insert(jobReviews)
    .values(review)
    .onConflictDoNothing({ target: [jobReviews.orderId, jobReviews.authorRole] })
    .returning(reviewColumns);
  return row;
}

/** Publishes both reviews of the order once both are written; answers how many it published. */
export async function publishWhenBothWritten(tx: Executor, orderId: string, at: Date) {
  const published = await tx
    .update(jobReviews)
    .set({ publishedAt: at })
    .where(
      and(
        eq(jobReviews.orderId, orderId),
        isNull(jobReviews.publishedAt),
        sql`(select count(*) from ${jobReviews} as both_sides where both_sides.order_id = ${orderId}) = 2`,
      ),
    )
    .returning({ id: jobReviews.id });
  return published.length;
}

/** Publishes every review whose window closed by `now`, at the moment it closed. */
export async function publishClosedWindows(db: Executor, now: Date) {
  return db
    .update(jobReviews)
    .set({ publishedAt: sql`${jobReviews.windowEndsAt}` })
    .where(and(isNull(jobReviews.publishedAt), lte(jobReviews.windowEndsAt, now)))
    .returning({ id: jobReviews.id, orderId: jobReviews.orderId });
}

export async function findReview(db: Executor, id: string) {
  const [row] = await db.select(reviewColumns).from(jobReviews).where(eq(jobReviews.id, id));
  return row;
}

/** The vendor's published review of them, answered once; undefined when it is not there to answer. */
export async function setReply(
  db: Executor,
  reply: { id: string; vendorId: string; body: string; at: Date },
) {
  const [row] = await db
    .update(jobReviews)
    .set({ replyBody: reply.body, repliedAt: reply.at })
    .where(
      and(
        eq(jobReviews.id, reply.id),
        countedReviewsOf(reply.vendorId),
        isNull(jobReviews.replyBody),
      ),
    )
    .returning(reviewColumns);
  return row;
}

/** Whether the review is one the vendor may see and answer: its own, published, not hidden. */
export async function isCountedReviewOf(db: Executor, id: string, vendorId: string) {
  const [row] = await db
    .select({ id: jobReviews.id })
    .from(jobReviews)
    .where(and(eq(jobReviews.id, id), countedReviewsOf(vendorId)));
  return row !== undefined;
}

/** A page of the vendor's counted reviews, newest first, with their total, average and count. */
export async function listVendorReviews(db: Executor, vendorId: string, query: PageQuery) {
  const [rows, [summary]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(jobReviews)
      .where(countedReviewsOf(vendorId))
      .orderBy(desc(jobReviews.publishedAt), desc(jobReviews.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db
      .select(ratingOfCounts)
      .from(vendorRatingCounts)
      .where(eq(vendorRatingCounts.vendorId, vendorId)),
  ]);
  return { data: rows, averageRating: summary?.averageRating ?? null, count: summary?.count ?? 0 };
}

export async function vendorExists(db: Executor, vendorId: string) {
  const [row] = await db
    .select({ id: vendorProfiles.id })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.userId, vendorId));
  return row !== undefined;
}

const authors = alias(users, 'authors');
const subjects = alias(users, 'subjects');
const subjectCompanies = alias(vendorProfiles, 'subject_companies');

const adminColumns = {
  ...reviewColumns,
  orderId: jobReviews.orderId,
  jobTitle: maintenanceRequests.title,
  authorName: sql<string>`${authors.firstName} || ' ' || ${authors.lastName}`,
  subjectName: sql<string>`coalesce(${subjectCompanies.companyName}, ${subjects.firstName} || ' ' || ${subjects.lastName})`,
  hiddenAt: jobReviews.hiddenAt,
  hiddenReason: jobReviews.hiddenReason,
};
export type AdminReviewRow = Awaited<ReturnType<typeof findAdminReview>> & object;

const adminReviews = (db: Executor) =>
  db
    .select(adminColumns)
    .from(jobReviews)
    .innerJoin(orders, eq(orders.id, jobReviews.orderId))
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId))
    .innerJoin(authors, eq(authors.id, jobReviews.authorId))
    .innerJoin(subjects, eq(subjects.id, jobReviews.subjectId))
    .leftJoin(subjectCompanies, eq(subjectCompanies.userId, jobReviews.subjectId));

export async function findAdminReview(db: Executor, id: string) {
  const [row] = await adminReviews(db).where(eq(jobReviews.id, id));
  return row;
}

/** Every review, newest first, hidden or not as asked. */
export function listAdminReviews(db: Executor, query: AdminReviewsQuery) {
  const where =
    query.hidden === undefined
      ? undefined
      : query.hidden
        ? isNotNull(jobReviews.hiddenAt)
        : isNull(jobReviews.hiddenAt);
  return rowsAndTotal(
    adminReviews(db)
      .where(where)
      .orderBy(desc(jobReviews.createdAt), desc(jobReviews.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(jobReviews)
      .where(where),
  );
}

/** Hides a review that is not hidden; undefined when it is not there or hidden already. */
export async function hideReview(db: Executor, id: string, reason: string, at: Date) {
  const [row] = await db
    .update(jobReviews)
    .set({ hiddenAt: at, hiddenReason: reason })
    .where(and(eq(jobReviews.id, id), isNull(jobReviews.hiddenAt)))
    .returning({ id: jobReviews.id });
  return row;
}

/**
 * The sides of jobs completed between `from` and `until` that have neither reviewed nor been
 * reminded (`maintenance_requests_completed_idx`).
 */
export async function remindersDue(db: Executor, from: Date, until: Date) {
  const sides = sql`(values ('resident'), ('vendor')) as side(role)`;
  const rows = await db.execute(sql`
    select ${orders.id} as "orderId", ${maintenanceRequests.id} as "requestId",
      ${maintenanceRequests.title} as "title", side.role as "role",
      case side.role when 'resident' then ${maintenanceRequests.userId} else ${orders.vendorId} end as "userId"
    from ${maintenanceRequests}
    join ${orders} on ${orders.requestId} = ${maintenanceRequests.id}
    cross join ${sides}
    where ${and(
      isNotNull(maintenanceRequests.completedAt),
      gte(maintenanceRequests.completedAt, from),
      lte(maintenanceRequests.completedAt, until),
      eq(orders.status, 'completed'),
      isNotNull(orders.vendorId),
    )}
      and not exists (select 1 from ${jobReviews} where ${jobReviews.orderId} = ${orders.id} and ${jobReviews.authorRole} = side.role)
      and not exists (select 1 from ${jobReviewReminders} where ${jobReviewReminders.orderId} = ${orders.id} and ${jobReviewReminders.authorRole} = side.role)
    order by ${maintenanceRequests.completedAt}, ${orders.id}, side.role`);
  return (rows as unknown as { rows: DueReminder[] }).rows;
}

export interface DueReminder {
  orderId: string;
  requestId: string;
  title: string;
  role: ReviewAuthorRole;
  userId: string;
}

/** Claims a side's reminder; false when it was sent already (by this run or another). */
export async function claimReminder(
  tx: Executor,
  reminder: { orderId: string; authorRole: ReviewAuthorRole; sentAt: Date },
) {
  const claimed = await tx
    .insert(jobReviewReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ orderId: jobReviewReminders.orderId });
  return claimed.length > 0;
}
