import type { NotificationList } from '@homekeep/contracts/notifications';
import { api, TAGS } from '@/lib/api';

/** How often the unseen count and lists refresh when live updates are not connected. */
export const NOTIFICATIONS_POLL_MS = 20_000;

type NotificationsArgs = { page: number; limit: number; seen?: boolean };

/** The signed-in person's notifications, shared by the navigation badge and the notifications screen. */
const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationList, NotificationsArgs>({
      query: ({ seen, ...page }) => ({
        url: '/notifications',
        params: seen === undefined ? page : { seen: String(seen), ...page },
      }),
      providesTags: [TAGS.notification],
    }),
  }),
});

export const { useGetNotificationsQuery } = notificationsApi;

/** The unseen count for the navigation badge: one row asked for, the count read from `meta`. */
export const useUnseenNotificationCount = (): number =>
  useGetNotificationsQuery(
    { seen: false, page: 1, limit: 1 },
    {
      pollingInterval: NOTIFICATIONS_POLL_MS,
      selectFromResult: ({ data }) => ({ unseen: data?.meta.unseen ?? 0 }),
    },
  ).unseen;
