import type { Item } from '@homekeep/contracts/common';
import type {
  EarningList,
  EarningStatus,
  PayoutAccount,
  TestOnboardingBody,
} from '@homekeep/contracts/payouts';
import { api, listTag, TAGS } from '@/lib/api';

type EarningsArgs = { page: number; limit: number; status?: EarningStatus };

/** The vendor's earnings, and setting up the payout account they are paid to. */
const payoutsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEarnings: build.query<EarningList, EarningsArgs>({
      query: (params) => ({ url: '/vendors/earnings', params }),
      providesTags: [listTag(TAGS.earning)],
    }),
    exportEarnings: build.mutation<string, number>({
      query: (year) => ({
        url: '/vendors/earnings.csv',
        params: { year },
        responseHandler: 'text',
      }),
    }),
    startPayoutOnboarding: build.mutation<{ url: string }, void>({
      query: () => ({ url: '/vendors/payout-account', method: 'POST' }),
      // The payout card says a refusal itself, under its button.
      extraOptions: { told: 'inline' },
      transformResponse: (response: Item<{ url: string }>) => response.data,
      invalidatesTags: [TAGS.payoutAccount],
    }),
    completeTestOnboarding: build.mutation<PayoutAccount, TestOnboardingBody>({
      query: (body) => ({
        url: '/vendors/payout-account/test-onboarding',
        method: 'POST',
        body,
      }),
      // A refused form is told once, inside the form.
      extraOptions: { told: 'inline' },
      transformResponse: (response: Item<PayoutAccount>) => response.data,
      invalidatesTags: [TAGS.payoutAccount, listTag(TAGS.earning)],
    }),
  }),
});

export const {
  useGetEarningsQuery,
  useExportEarningsMutation,
  useStartPayoutOnboardingMutation,
  useCompleteTestOnboardingMutation,
} = payoutsApi;
