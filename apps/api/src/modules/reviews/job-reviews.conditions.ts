import { and, eq, isNotNull, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { jobReviews } from '../../db/schema';

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

/** The reviews of the vendor `vendorId` that count: the residents', published, not hidden. */
export const countedReviewsOf = (vendorId: SQLWrapper | AnyPgColumn | string) =>
  and(
    eq(jobReviews.subjectId, vendorId as AnyPgColumn),
    eq(jobReviews.authorRole, 'resident'),
    isNotNull(jobReviews.publishedAt),
    isNull(jobReviews.hiddenAt),
  );

const ratingColumns = sql`round(avg(${jobReviews.rating}), 1)::float8, count(*)::int`;

/** The vendor's rating, one index range of its counted reviews (`job_reviews_vendor_published_idx`). */
export const vendorRatingOf = (vendorId: AnyPgColumn) =>
  sql<RatingRow>`(select json_build_object('averageRating', r.a, 'count', r.n) from (
    select ${ratingColumns} from ${jobReviews} where ${countedReviewsOf(vendorId)}
  ) as r(a, n))`;

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
