import type { List } from '@homekeep/contracts/common';
import type { Subscription } from '@homekeep/contracts/subscriptions';
import { api, listTags, TAGS } from '@/lib/api';

type SubscriptionsArgs = { page: number; limit: number; live?: boolean };

/**
 * The pending, active and past-due subscriptions: the plans that cover the resident's properties.
 * A property has one live subscription at most, so 100 covers the 100 properties listed.
 */
export const LIVE_SUBSCRIPTIONS: SubscriptionsArgs = { page: 1, limit: 100, live: true };

/** Reads of the resident's subscriptions, shared by the dashboard and the subscription screens. */
const subscriptionsReadApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptions: build.query<List<Subscription>, SubscriptionsArgs>({
      query: ({ live, ...page }) => ({
        url: '/subscriptions',
        params: live === undefined ? page : { ...page, live: String(live) },
      }),
      providesTags: (result) => listTags(TAGS.subscription, result?.data),
    }),
  }),
});

export const { useGetSubscriptionsQuery } = subscriptionsReadApi;
