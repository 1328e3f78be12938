import type { Item } from '@homekeep/contracts/common';
import type { Review, VendorReviewList, WriteReviewBody } from '@homekeep/contracts/reviews';
import { api, listTag, TAGS } from '@/lib/api';

type ReviewArgs = { id: string; body: WriteReviewBody };

/**
 * Reviews of a job, both ways, and a vendor's published reviews: the resident's request, the
 * vendor's orders and profile all show them.
 */
const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reviewRequest: build.mutation<Review, ReviewArgs>({
      query: ({ id, body }) => ({
        url: `/maintenance-requests/${encodeURIComponent(id)}/review`,
        method: 'POST',
        body,
      }),
      transformResponse: (response: Item<Review>) => response.data,
      invalidatesTags: (_result, _error, { id }) => [
        { type: TAGS.maintenanceRequest, id },
        listTag(TAGS.maintenanceRequest),
      ],
    }),
    reviewOrder: build.mutation<Review, ReviewArgs>({
      query: ({ id, body }) => ({
        url: `/vendor-orders/${encodeURIComponent(id)}/review`,
        method: 'POST',
        body,
      }),
      transformResponse: (response: Item<Review>) => response.data,
      invalidatesTags: [listTag(TAGS.vendorOrder)],
    }),
    replyToReview: build.mutation<Review, { id: string; body: string }>({
      query: ({ id, body }) => ({
        url: `/vendor-reviews/${encodeURIComponent(id)}/reply`,
        method: 'POST',
        body: { body },
      }),
      transformResponse: (response: Item<Review>) => response.data,
      invalidatesTags: [listTag(TAGS.vendorOrder), TAGS.vendorReviews],
    }),
    getVendorReviews: build.query<
      VendorReviewList,
      { vendorId: string; page: number; limit: number }
    >({
      query: ({ vendorId, ...params }) => ({
        url: `/vendors/${encodeURIComponent(vendorId)}/reviews`,
        params,
      }),
      providesTags: [TAGS.vendorReviews],
    }),
  }),
});

export const {
  useReviewRequestMutation,
  useReviewOrderMutation,
  useReplyToReviewMutation,
  useGetVendorReviewsQuery,
} = reviewsApi;
