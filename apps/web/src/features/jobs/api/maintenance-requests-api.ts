import type { Item } from '@homekeep/contracts/common';
import type { CreateRequestBody, MaintenanceRequest } from '@homekeep/contracts/jobs';
import type { RequestQuote, RequestQuoteQuery } from '@homekeep/contracts/job-prices';
import type { CheckoutSession } from '@homekeep/contracts/payments';
import { api, listTag, TAGS } from '@/lib/api';

const allRequests = listTag(TAGS.maintenanceRequest);

/** The resident's side of a job: the request, its order's progress, and canceling it. */
const maintenanceRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMaintenanceRequest: build.query<MaintenanceRequest, string>({
      query: (id) => `/maintenance-requests/${encodeURIComponent(id)}`,
      transformResponse: (response: Item<MaintenanceRequest>) => response.data,
      providesTags: (_result, _error, id) => [{ type: TAGS.maintenanceRequest, id }],
    }),
    getRequestQuote: build.query<RequestQuote, RequestQuoteQuery>({
      query: (params) => ({ url: '/maintenance-requests/quote', params }),
      transformResponse: (response: Item<RequestQuote>) => response.data,
    }),
    createMaintenanceRequest: build.mutation<MaintenanceRequest, CreateRequestBody>({
      query: (body) => ({ url: '/maintenance-requests', method: 'POST', body }),
      transformResponse: (response: Item<MaintenanceRequest>) => response.data,
      invalidatesTags: [allRequests],
    }),
    /** Opens the checkout of a completed request's bill: its service, once, at the agreed price. */
    startBillCheckout: build.mutation<CheckoutSession, MaintenanceRequest>({
      query: (request) => ({
        url: '/transactions/create-checkout-session',
        method: 'POST',
        body: {
          data: {
            items: [{ productId: request.payment.productId, quantity: 1 }],
            maintenanceRequestId: request.id,
          },
        },
      }),
      transformResponse: (response: Item<CheckoutSession>) => response.data,
    }),
    cancelMaintenanceRequest: build.mutation<MaintenanceRequest, string>({
      query: (id) => ({
        url: `/maintenance-requests/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
      }),
      // Its dialog says a refusal itself.
      extraOptions: { told: 'inline' },
      transformResponse: (response: Item<MaintenanceRequest>) => response.data,
      invalidatesTags: (_result, _error, id) => [
        { type: TAGS.maintenanceRequest, id },
        allRequests,
      ],
    }),
  }),
});

export const {
  useGetMaintenanceRequestQuery,
  useCreateMaintenanceRequestMutation,
  useCancelMaintenanceRequestMutation,
  useGetRequestQuoteQuery,
  useStartBillCheckoutMutation,
} = maintenanceRequestsApi;
