import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reasonBodySchema } from '@homekeep/contracts/admin';
import {
  errorSchema,
  idParamsSchema,
  itemEnvelope,
  listEnvelope,
} from '@homekeep/contracts/common';
import {
  adminReviewSchema,
  adminReviewsQuerySchema,
  replyBodySchema,
  reviewSchema,
  vendorReviewListSchema,
  vendorReviewsQuerySchema,
  writeReviewBodySchema,
} from '@homekeep/contracts/reviews';
import { signedIn } from '../../plugins/auth';
import {
  hideReviewAsOperator,
  listReviewsForOperators,
  listVendorReviews,
  replyToReview,
  writeReview,
  type ReviewsDeps,
} from './reviews.service';

const security = [{ bearerAuth: [] }];
const tags = ['reviews'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const writeErrors = { ...errors, 409: errorSchema };
const reviewRules =
  'Within 14 days of the job’s completion, once (409 again, before completion or after the window; 404 for anyone else). The review stays hidden from the other side until both have written theirs or the 14 days have passed; then both are published at once (`publishedAt`).';

/** Reviews both ways after a job, the vendor's public reviews and its reply. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsDeps }> = async (
  app,
  { reviews },
) => {
  const reviewRoute = (path: string, role: 'resident' | 'vendor', summary: string) =>
    app.post(
      path,
      {
        config: { access: [role] },
        schema: {
          tags,
          security,
          summary,
          description: reviewRules,
          params: idParamsSchema,
          body: writeReviewBodySchema,
          response: { 201: itemEnvelope(reviewSchema), ...writeErrors },
        },
      },
      async (request, reply) => {
        const author = { role, userId: signedIn(request).id };
        const written = await writeReview(reviews, author, request.params.id, request.body);
        return reply.status(201).send(written);
      },
    );
  reviewRoute(
    '/maintenance-requests/:id/review',
    'resident',
    'Rate the vendor who completed your request',
  );
  reviewRoute('/vendor-orders/:id/review', 'vendor', 'Rate the resident of an order you completed');

  app.get(
    '/vendors/:id/reviews',
    {
      config: { access: ['resident', 'vendor', 'admin'] },
      schema: {
        tags,
        security,
        summary: "A vendor's published reviews, newest first (signed in)",
        description:
          '`meta` adds `averageRating` (one decimal; null while there is none) and `count`. Reviews an operator hid are left out of both.',
        params: idParamsSchema,
        querystring: vendorReviewsQuerySchema,
        response: { 200: vendorReviewListSchema, ...errors },
      },
    },
    (request) => listVendorReviews(reviews.db, request.params.id, request.query),
  );

  app.post(
    '/vendor-reviews/:id/reply',
    {
      config: { access: ['vendor'] },
      schema: {
        tags,
        security,
        summary: 'Answer a published review of you, once, in public',
        params: idParamsSchema,
        body: replyBodySchema,
        response: { 200: itemEnvelope(reviewSchema), ...writeErrors },
      },
    },
    (request) => replyToReview(reviews, signedIn(request).id, request.params.id, request.body.body),
  );
};

/** Operators read every review and hide one with a reason (audited). */
export const adminReviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsDeps }> = async (
  app,
  { reviews },
) => {
  const config = { access: ['admin'] as const };
  const adminTags = ['admin reviews'];
  app.get(
    '/admin/reviews',
    {
      config,
      schema: {
        tags: adminTags,
        security,
        summary: 'Every review, newest first, hidden or not (admin only)',
        querystring: adminReviewsQuerySchema,
        response: { 200: listEnvelope(adminReviewSchema), ...errors },
      },
    },
    (request) => listReviewsForOperators(reviews.db, request.query),
  );
  app.post(
    '/admin/reviews/:id/hide',
    {
      config,
      schema: {
        tags: adminTags,
        security,
        summary:
          'Hide a review from the public list and the average, with the reason (admin only; audited)',
        params: idParamsSchema,
        body: reasonBodySchema,
        response: { 200: itemEnvelope(adminReviewSchema), ...writeErrors },
      },
    },
    async (request) => ({
      data: await hideReviewAsOperator(
        reviews,
        { id: signedIn(request).id, address: request.ip },
        request.params.id,
        request.body.reason,
      ),
    }),
  );
};
