import type { Item } from '@homekeep/contracts/common';
import type { CheckoutSession, CreateCheckoutSessionBody } from '@homekeep/contracts/payments';
import type {
  BulkSubscriptionsBody,
  Subscription,
  UpdateSubscriptionBody,
} from '@homekeep/contracts/subscriptions';
import { api, listTag, TAGS } from '@/lib/api';

const allSubscriptions = listTag(TAGS.subscription);

const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createSubscriptions: build.mutation<Subscription[], BulkSubscriptionsBody['data']>({
      query: (data) => ({ url: '/subscriptions/bulk', method: 'POST', body: { data } }),
      transformResponse: (response: { data: Subscription[] }) => response.data,
      invalidatesTags: [allSubscriptions],
    }),
    updateSubscription: build.mutation<Subscription, { id: string; body: UpdateSubscriptionBody }>({
      query: ({ id, body }) => ({
        url: `/subscriptions/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: (response: Item<Subscription>) => response.data,
      invalidatesTags: (_result, _error, { id }) => [
        { type: TAGS.subscription, id },
        allSubscriptions,
      ],
    }),
    cancelSubscription: build.mutation<Subscription, string>({
      query: (id) => ({ url: `/subscriptions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: (response: Item<Subscription>) => response.data,
      invalidatesTags: (_result, _error, id) => [{ type: TAGS.subscription, id }, allSubscriptions],
    }),
    startSubscriptionCheckout: build.mutation<CheckoutSession, CreateCheckoutSessionBody['data']>({
      query: (data) => ({
        url: '/transactions/create-checkout-session',
        method: 'POST',
        body: { data },
      }),
      transformResponse: (response: Item<CheckoutSession>) => response.data,
    }),
  }),
});

export const {
  useCreateSubscriptionsMutation,
  useUpdateSubscriptionMutation,
  useCancelSubscriptionMutation,
  useStartSubscriptionCheckoutMutation,
} = subscriptionsApi;
