import type { ChooseMaintenancePlanBody, User } from '@homekeep/contracts/auth';
import type { Item } from '@homekeep/contracts/common';
import { api, TAGS } from '@/lib/api';

/** Calls about the signed-in person that the guard, the layout and several screens share. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<User, void>({
      query: () => '/auth',
      transformResponse: (response: Item<User>) => response.data,
      providesTags: [TAGS.currentUser],
    }),
    chooseMaintenancePlan: build.mutation<User, ChooseMaintenancePlanBody['data']>({
      query: (data) => ({ url: '/auth/maintenance-plan', method: 'PATCH', body: { data } }),
      transformResponse: (response: Item<User>) => response.data,
      async onQueryStarted(_data, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (user) dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, user));
      },
    }),
    signOut: build.mutation<void, void>({
      query: () => ({ url: '/auth/sign-out', method: 'POST' }),
    }),
  }),
});

export const { useGetCurrentUserQuery, useChooseMaintenancePlanMutation, useSignOutMutation } =
  sessionApi;
