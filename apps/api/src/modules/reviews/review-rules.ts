import {
  REVIEW_WINDOW_DAYS,
  type JobReviews,
  type Review,
  type ReviewAuthorRole,
} from '@homekeep/contracts/reviews';
import type { ReviewRow } from './job-reviews.conditions';

const DAY_MS = 86_400_000;

/** The last moment a job completed at `completedAt` may be reviewed. */
export const reviewWindowEnd = (completedAt: Date) =>
  new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);

/** Whether a job completed at `completedAt` (null: not yet) may be reviewed at `now`. */
export const isReviewable = (completedAt: Date | null, now: Date) =>
  completedAt !== null && now.getTime() <= reviewWindowEnd(completedAt).getTime();

type At = string | Date;
const iso = (at: At | null) => (at === null ? null : new Date(at).toISOString());

/** A review's columns, its times as a row (Date) or a JSON column (text) brings them. */
export interface ReviewFields extends Omit<
  ReviewRow,
  'hidden' | 'repliedAt' | 'createdAt' | 'publishedAt'
> {
  repliedAt: At | null;
  createdAt: At;
  publishedAt: At | null;
}

/** A review's answer, from its row. */
export const toReview = (row: ReviewFields): Review => ({
  id: row.id,
  authorRole: row.authorRole,
  rating: row.rating,
  comment: row.comment,
  reply:
    row.replyBody === null || row.repliedAt === null
      ? null
      : { body: row.replyBody, at: iso(row.repliedAt)! },
  createdAt: iso(row.createdAt)!,
  publishedAt: iso(row.publishedAt),
});

/**
 * A job's reviews as its side `role` sees them: its own whatever its state, the other side's
 * only once published and not hidden by an operator.
 */
export function toJobReviews(
  rows: ReviewRow[],
  role: ReviewAuthorRole,
  completedAt: Date | null,
): JobReviews {
  const mine = rows.find((row) => row.authorRole === role);
  const theirs = rows.find(
    (row) => row.authorRole !== role && row.publishedAt !== null && !row.hidden,
  );
  return {
    closesAt: completedAt ? reviewWindowEnd(completedAt).toISOString() : null,
    mine: mine ? toReview(mine) : null,
    theirs: theirs ? toReview(theirs) : null,
  };
}
