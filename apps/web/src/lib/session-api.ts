import type { CurrentUser } from '@homekeep/contracts/auth';
import type { Item } from '@homekeep/contracts/common';
import { api, TAGS } from '@/lib/api';

/** Calls about the signed-in person that the guard, the layout and several screens share. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<CurrentUser, void>({
      query: () => '/auth',
      transformResponse: (response: Item<CurrentUser>) => response.data,
      providesTags: [TAGS.currentUser],
    }),
    signOut: build.mutation<void, void>({
      query: () => ({ url: '/auth/sign-out', method: 'POST' }),
    }),
  }),
});

export const { useGetCurrentUserQuery, useSignOutMutation } = sessionApi;
