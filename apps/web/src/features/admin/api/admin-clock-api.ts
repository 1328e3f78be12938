import type { AdvanceClockBody, ProductClockView } from '@homekeep/contracts/clock';
import type { Item } from '@homekeep/contracts/common';
import { ADMIN_TAGS, adminApi } from './admin-api';

/** The test clock (test payments only; elsewhere the API answers 404 and the console hides it). */
const adminClockApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getTestClock: build.query<ProductClockView, void>({
      query: () => '/admin/clock',
      transformResponse: (response: Item<ProductClockView>) => response.data,
      // A 404 means "no test clock here", not a failure: the console hides the clock, no toast.
      extraOptions: { told: 'inline' },
    }),
    advanceTestClock: build.mutation<ProductClockView, AdvanceClockBody>({
      query: (body) => ({ url: '/admin/clock/advance', method: 'POST', body }),
      transformResponse: (response: Item<ProductClockView>) => response.data,
      // The jobs that ran may have changed anything the console shows.
      invalidatesTags: Object.values(ADMIN_TAGS),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const moved = await queryFulfilled.catch(() => null);
        if (moved)
          dispatch(adminClockApi.util.upsertQueryData('getTestClock', undefined, moved.data));
      },
    }),
  }),
});

export const { useGetTestClockQuery, useAdvanceTestClockMutation } = adminClockApi;
