import type { List, PageQuery } from '@homekeep/contracts/common';
import type {
  AdminReview,
  AdminReviewsQuery,
  Review,
  ReviewAuthorRole,
  VendorReviewList,
  WriteReviewBody,
} from '@homekeep/contracts/reviews';
import type { Database, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { EXACT_TOTAL, listMeta, listOf } from '../../lib/pagination';
import { audited, type Operator } from '../admin/operator-changes';
import { lockOwnJob } from '../jobs/job-parties';
import { reviewsErrors as errors } from './reviews.errors';
import * as repository from './reviews.repository';
import { isReviewable, reviewWindowEnd, toReview } from './review-rules';

export interface ReviewsDeps {
  db: Database;
  clock: Clock;
}

/**
 * A side of a completed job reviews the other, once, within the window; the second review of a
 * job publishes both. The job's order row is locked first, so two sides writing at once are
 * decided in turn and the second always sees the first.
 */
export async function writeReview(
  { db, clock }: ReviewsDeps,
  author: { role: ReviewAuthorRole; userId: string },
  jobId: string,
  body: WriteReviewBody,
): Promise<{ data: Review }> {
  return db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, { ...author, jobId });
    if (!job) throw author.role === 'resident' ? errors.requestNotFound() : errors.orderNotFound();
    if (!job.completedAt || !job.vendorId) throw errors.notCompleted();
    const now = clock.now();
    if (!isReviewable(job.completedAt, now)) throw errors.windowClosed();
    const written = await repository.insertReview(tx, {
      orderId: job.orderId,
      authorRole: author.role,
      authorId: author.userId,
      subjectId: author.role === 'resident' ? job.vendorId : job.residentId,
      rating: body.rating,
      comment: body.comment ? body.comment : null,
      windowEndsAt: reviewWindowEnd(job.completedAt),
      createdAt: now,
    });
    if (!written) throw errors.alreadyReviewed();
    const published = await repository.publishWhenBothWritten(tx, job.orderId, now);
    return { data: toReview(published > 0 ? { ...written, publishedAt: now } : written) };
  });
}

/** The vendor's published reviews, newest first; `meta` adds their average and count. */
export async function listVendorReviews(
  db: Database,
  vendorId: string,
  query: PageQuery,
): Promise<VendorReviewList> {
  if (!(await repository.vendorExists(db, vendorId))) throw errors.vendorNotFound();
  const { data, averageRating, count } = await repository.listVendorReviews(db, vendorId, query);
  return {
    data: data.map(toReview),
    meta: { ...listMeta(query, count, data.length, EXACT_TOTAL), averageRating, count },
  };
}

/** The vendor answers a published review of them, once. */
export async function replyToReview(
  { db, clock }: ReviewsDeps,
  vendorId: string,
  reviewId: string,
  body: string,
): Promise<{ data: Review }> {
  const replied = await repository.setReply(db, {
    id: reviewId,
    vendorId,
    body,
    at: clock.now(),
  });
  if (replied) return { data: toReview(replied) };
  if (await repository.isCountedReviewOf(db, reviewId, vendorId)) throw errors.alreadyReplied();
  throw errors.reviewNotFound();
}

/** Publishes the reviews whose window has closed by the product's clock. */
export const publishClosedWindows = ({ db, clock }: ReviewsDeps) =>
  repository.publishClosedWindows(db, clock.now());

const toAdminReview = (row: repository.AdminReviewRow): AdminReview => ({
  ...toReview(row),
  orderId: row.orderId,
  jobTitle: row.jobTitle,
  authorName: row.authorName,
  subjectName: row.subjectName,
  hidden:
    row.hiddenAt && row.hiddenReason !== null
      ? { reason: row.hiddenReason, at: row.hiddenAt.toISOString() }
      : null,
});

export async function listReviewsForOperators(
  db: Database,
  query: AdminReviewsQuery,
): Promise<List<AdminReview>> {
  const { data, total } = await repository.listAdminReviews(db, query);
  return listOf(data.map(toAdminReview), query, total);
}

/** Hides a review from the public list and the average; answers it before and after. */
async function hideReview(tx: Executor, id: string, reason: string, now: Date) {
  const before = await repository.findAdminReview(tx, id);
  if (!before) throw errors.reviewNotFound();
  if (!(await repository.hideReview(tx, id, reason, now))) throw errors.alreadyHidden();
  const after = (await repository.findAdminReview(tx, id))!;
  return { before: toAdminReview(before), after: toAdminReview(after) };
}

/** An operator hides a review, with the reason; audited in the same transaction. */
export const hideReviewAsOperator = (
  deps: ReviewsDeps,
  operator: Operator,
  id: string,
  reason: string,
) =>
  audited(deps, operator, { action: 'review.hide', targetType: 'review' }, (tx, now) =>
    hideReview(tx, id, reason, now),
  );
