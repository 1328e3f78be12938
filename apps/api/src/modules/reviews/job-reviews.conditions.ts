import { and, eq, isNotNull, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { jobReviews, vendorRatingCounts } from '../../db/schema';

/** A review of a job as a statement brings it (times as PostgreSQL writes them in JSON). */
export interface ReviewRow {
  id: string;
  authorRole: 'resident' | 'vendor';
  rating: number;
  comment: string | null;
  replyBody: string | null;
  repliedAt: string | null;
  createdAt: string;
  publishedAt: string | null;
  hidden: boolean;
}

/** A vendor's published, visible reviews summed up; `averageRating` to one decimal. */
export interface RatingRow {
  averageRating: number | null;
  count: number;
}

/**
 * The reviews of the vendor `vendorId` that count: the residents', published, not hidden. The
 * role is written in the statement, not sent as a value: a plan made for any values could not
 * tell that `job_reviews_vendor_published_idx` (residents' reviews only) holds them.
 */
export const countedReviewsOf = (vendorId: SQLWrapper | AnyPgColumn | string) =>
  and(
    eq(jobReviews.subjectId, vendorId as AnyPgColumn),
    sql`${jobReviews.authorRole} = 'resident'`,
    isNotNull(jobReviews.publishedAt),
    isNull(jobReviews.hiddenAt),
  );

/**
 * A vendor's rating from the sum of its rows in `vendor_rating_counts` (decision 069): a busy
 * vendor's thousands of reviews are not read again for each job, profile and page that shows it.
 * Over no rows: no average, a count of 0.
 */
export const ratingOfCounts = {
  averageRating: sql<number | null>`round(sum(${vendorRatingCounts.ratings})::numeric
    / nullif(sum(${vendorRatingCounts.reviews}), 0), 1)::float8`,
  count: sql<number>`coalesce(sum(${vendorRatingCounts.reviews}), 0)::int`,
};

/** The vendor's rating as a column of a row that names the vendor. */
export const vendorRatingOf = (vendorId: AnyPgColumn) =>
  sql<RatingRow>`(select json_build_object(
      'averageRating', ${ratingOfCounts.averageRating}, 'count', ${ratingOfCounts.count})
    from ${vendorRatingCounts} where ${vendorRatingCounts.vendorId} = ${vendorId})`;

/** Both reviews of the order `orderId` (by `job_reviews_order_author_key`). */
export const reviewsOfOrder = (orderId: AnyPgColumn) =>
  sql<ReviewRow[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${jobReviews.id}, 'authorRole', ${jobReviews.authorRole},
      'rating', ${jobReviews.rating}, 'comment', ${jobReviews.comment},
      'replyBody', ${jobReviews.replyBody}, 'repliedAt', ${jobReviews.repliedAt},
      'createdAt', ${jobReviews.createdAt}, 'publishedAt', ${jobReviews.publishedAt},
      'hidden', ${jobReviews.hiddenAt} is not null))
    from ${jobReviews}
    where ${jobReviews.orderId} = ${orderId}), '[]'::json)`;
