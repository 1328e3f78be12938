import type { AdvanceClockBody, ProductClockView } from '@homekeep/contracts/clock';
import type { Item } from '@homekeep/contracts/common';
import { ADMIN_TAGS, adminApi } from './admin-api';
import { apiSettings } from '@/lib/api';
import { getToken } from '@/lib/session';

/** The test clock (test payments only; elsewhere the API answers 404 and the console hides it). */
export const adminClockApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    // Read without the shared error toast: a 404 means "no test clock here", not a failure.
    getTestClock: build.query<ProductClockView, void>({
      queryFn: async () => {
        const token = getToken();
        const response = await fetch(`${apiSettings.baseUrl}/admin/clock`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        }).catch(() => null);
        if (!response) return { error: { status: 'FETCH_ERROR' as const, error: 'offline' } };
        if (!response.ok) return { error: { status: response.status, data: null } };
        return { data: ((await response.json()) as Item<ProductClockView>).data };
      },
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
