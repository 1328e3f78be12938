import { Badge } from '@mantine/core';
import {
  NOTIFICATIONS_POLL_MS,
  useGetUnseenNotificationCountQuery,
} from '@/lib/unseen-notifications-api';

/** The vendor's unseen notifications, beside the Notifications link; nothing when there are none. */
export function UnseenNotificationsBadge() {
  const { data: unseen = 0 } = useGetUnseenNotificationCountQuery(undefined, {
    pollingInterval: NOTIFICATIONS_POLL_MS,
  });
  if (unseen === 0) return null;
  return (
    <Badge size="sm" circle={unseen < 10} color="red" ml={6} aria-label={`${unseen} unseen`}>
      {unseen > 99 ? '99+' : unseen}
    </Badge>
  );
}
