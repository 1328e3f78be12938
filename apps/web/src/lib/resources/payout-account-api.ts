import type { Item } from '@homekeep/contracts/common';
import type { PayoutAccount } from '@homekeep/contracts/payouts';
import { api, TAGS } from '@/lib/api';

/** The vendor's payout account: shown on the orders and on the earnings screens. */
export const payoutAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPayoutAccount: build.query<PayoutAccount, void>({
      query: () => '/vendors/payout-account',
      transformResponse: (response: Item<PayoutAccount>) => response.data,
      providesTags: [TAGS.payoutAccount],
    }),
  }),
});

export const { useGetPayoutAccountQuery } = payoutAccountApi;
