import type { NotificationList } from '@homekeep/contracts/notifications';
import { api } from '@/lib/api';

/** How often the vendor's unseen count and lists refresh when live updates are not connected. */
export const NOTIFICATIONS_POLL_MS = 20_000;

/** The unseen count for the navigation badge: one row asked for, the count read from `meta`. */
export const unseenNotificationsApi = api
  .enhanceEndpoints({ addTagTypes: ['Notification', 'VendorOrder'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getUnseenNotificationCount: build.query<number, void>({
        query: () => ({ url: '/vendors/notifications', params: { seen: 'false', limit: 1 } }),
        transformResponse: (response: NotificationList) => response.meta.unseen,
        providesTags: ['Notification'],
      }),
    }),
  });

export const { useGetUnseenNotificationCountQuery } = unseenNotificationsApi;
