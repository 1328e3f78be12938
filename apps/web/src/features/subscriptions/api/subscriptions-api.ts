import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import type { Item, List } from '@homekeep/contracts/common';
import type { CheckoutSession, CreateCheckoutSessionBody } from '@homekeep/contracts/payments';
import type { Property } from '@homekeep/contracts/properties';
import type {
  BulkSubscriptionsBody,
  Subscription,
  UpdateSubscriptionBody,
} from '@homekeep/contracts/subscriptions';
import { api } from '@/lib/api';

type PageArgs = { page: number; limit: number; live?: boolean };

const tagged = api.enhanceEndpoints({ addTagTypes: ['Subscription', 'Property'] });
const listTag = { type: 'Subscription' as const, id: 'LIST' };

export const subscriptionsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptions: build.query<List<Subscription>, PageArgs>({
      query: ({ live, ...page }) => ({
        url: '/subscriptions',
        params: live === undefined ? page : { ...page, live: String(live) },
      }),
      providesTags: (result) => [
        listTag,
        ...(result?.data ?? []).map(({ id }) => ({ type: 'Subscription' as const, id })),
      ],
    }),
    // The plans and properties this screen chooses from; named for this screen so that they do
    // not collide with the catalogue's and properties' own endpoints.
    getSubscriptionPlans: build.query<MaintenancePlan[], void>({
      query: () => ({ url: '/maintenance-plans', params: { page: 1, limit: 100 } }),
      transformResponse: (response: List<MaintenancePlan>) => response.data,
    }),
    getSubscribableProperties: build.query<Property[], void>({
      query: () => ({ url: '/properties', params: { page: 1, limit: 100 } }),
      transformResponse: (response: List<Property>) => response.data,
      providesTags: [{ type: 'Property', id: 'LIST' }],
    }),
    createSubscriptions: build.mutation<Subscription[], BulkSubscriptionsBody['data']>({
      query: (data) => ({ url: '/subscriptions/bulk', method: 'POST', body: { data } }),
      transformResponse: (response: { data: Subscription[] }) => response.data,
      invalidatesTags: [listTag],
    }),
    updateSubscription: build.mutation<Subscription, { id: string; body: UpdateSubscriptionBody }>({
      query: ({ id, body }) => ({
        url: `/subscriptions/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: (response: Item<Subscription>) => response.data,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Subscription', id }, listTag],
    }),
    cancelSubscription: build.mutation<Subscription, string>({
      query: (id) => ({ url: `/subscriptions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: (response: Item<Subscription>) => response.data,
      invalidatesTags: (_result, _error, id) => [{ type: 'Subscription', id }, listTag],
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
  useGetSubscriptionsQuery,
  useGetSubscriptionPlansQuery,
  useGetSubscribablePropertiesQuery,
  useCreateSubscriptionsMutation,
  useUpdateSubscriptionMutation,
  useCancelSubscriptionMutation,
  useStartSubscriptionCheckoutMutation,
} = subscriptionsApi;
