import { z } from 'zod';
import { listMetaSchema, longText, pageQuerySchema, uuidSchema, wholeNumber } from './common';

/** Days after a job's completion during which both sides may review it. */
export const REVIEW_WINDOW_DAYS = 14;
/** Days after completion at which a side that has not reviewed is reminded, once. */
export const REVIEW_REMINDER_DAYS = 2;

export const REVIEW_AUTHOR_ROLES = ['resident', 'vendor'] as const;
export const reviewAuthorRoleSchema = z.enum(REVIEW_AUTHOR_ROLES);
export type ReviewAuthorRole = z.infer<typeof reviewAuthorRoleSchema>;

export const ratingSchema = wholeNumber('rating', 1, 5);

/** What a resident or a vendor writes about the other side of a completed job. */
export const writeReviewBodySchema = z.object({
  rating: ratingSchema,
  comment: longText('comment').optional(),
});
export type WriteReviewBody = z.infer<typeof writeReviewBodySchema>;

export const replyBodySchema = z.object({
  body: longText('body').min(1, 'body is required'),
});
export type ReplyBody = z.infer<typeof replyBodySchema>;

/** The vendor's one public answer to a review of them. */
export const reviewReplySchema = z.object({ body: z.string(), at: z.string() });

/** A review as the job's two sides and signed-in readers see it. */
export const reviewSchema = z.object({
  id: uuidSchema,
  /** `resident`: the resident rates the vendor; `vendor`: the vendor rates the resident. */
  authorRole: reviewAuthorRoleSchema,
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  reply: reviewReplySchema.nullable(),
  createdAt: z.string(),
  /** When both sides' reviews became readable; null while the other side's is not in yet. */
  publishedAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * The reviews of one job as one of its sides sees them: its own, and the other side's once both
 * are published (both written, or the window closed).
 */
export const jobReviewsSchema = z.object({
  /** The last moment either side may review; null before the job is completed. */
  closesAt: z.string().nullable(),
  mine: reviewSchema.nullable(),
  theirs: reviewSchema.nullable(),
});
export type JobReviews = z.infer<typeof jobReviewsSchema>;

/** A vendor's published, visible reviews summed up: the average to one decimal. */
export const vendorRatingSchema = z.object({
  vendorId: uuidSchema,
  /** Null while the vendor has no published review. */
  averageRating: z.number().nullable(),
  count: z.number().int(),
});
export type VendorRating = z.infer<typeof vendorRatingSchema>;

export const vendorReviewListSchema = z.object({
  data: z.array(reviewSchema),
  meta: listMetaSchema.extend({
    averageRating: z.number().nullable(),
    count: z.number().int(),
  }),
});
export type VendorReviewList = z.infer<typeof vendorReviewListSchema>;

export const vendorReviewsQuerySchema = pageQuerySchema;

// ---- operators ------------------------------------------------------------------------------

export const adminReviewsQuerySchema = pageQuerySchema.extend({
  hidden: z
    .enum(['true', 'false'], { message: 'hidden must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuerySchema>;

export const adminReviewSchema = reviewSchema.extend({
  orderId: uuidSchema,
  jobTitle: z.string(),
  authorName: z.string(),
  /** The company for a vendor, the person's name for a resident. */
  subjectName: z.string(),
  hidden: z
    .object({ reason: z.string(), at: z.string() })
    .nullable()
    .describe('Set once an operator hid the review: it leaves the public list and the average'),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
