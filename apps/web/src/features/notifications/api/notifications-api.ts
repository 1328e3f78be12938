import type { NotificationList } from '@homekeep/contracts/notifications';
import { api } from '@/lib/api';

type NotificationsArgs = { page: number; limit: number };

const notificationsTagged = api.enhanceEndpoints({ addTagTypes: ['Notification'] });

export const notificationsApi = notificationsTagged.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationList, NotificationsArgs>({
      query: (params) => ({ url: '/vendors/notifications', params }),
      providesTags: ['Notification'],
    }),
    markNotificationsSeen: build.mutation<{ updated: number }, { ids?: string[] }>({
      query: (body) => ({ url: '/vendors/notifications/seen', method: 'PATCH', body }),
      transformResponse: (response: { data: { updated: number } }) => response.data,
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationsSeenMutation } = notificationsApi;
