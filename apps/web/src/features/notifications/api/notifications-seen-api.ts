import { api, TAGS } from '@/lib/api';

/** Marking read; the notifications themselves are read through `@/lib/resources`. */
const notificationsSeenApi = api.injectEndpoints({
  endpoints: (build) => ({
    markNotificationsSeen: build.mutation<{ updated: number }, { ids?: string[] }>({
      query: (body) => ({ url: '/notifications/seen', method: 'PATCH', body }),
      transformResponse: (response: { data: { updated: number } }) => response.data,
      invalidatesTags: [TAGS.notification],
    }),
  }),
});

export const { useMarkNotificationsSeenMutation } = notificationsSeenApi;
