import { Badge } from '@mantine/core';
import { DataLayer } from '@/lib/data-layer';
import { useLiveNotifications } from '@/lib/live-notifications';
import { useUnseenNotificationCount } from '@/lib/resources/notifications-api';

/**
 * The vendor's unseen notifications, beside the Notifications link; nothing when there are none.
 * The `live` one (one per page) also holds the live stream open.
 */
function UnseenCount({ live = false }: { live?: boolean }) {
  useLiveNotifications(live);
  const unseen = useUnseenNotificationCount();
  if (unseen === 0) return null;
  return (
    <Badge size="sm" circle={unseen < 10} color="red" aria-label={`${unseen} unseen`}>
      {unseen > 99 ? '99+' : unseen}
    </Badge>
  );
}

/** In the header, outside the routes' data layer: it brings the store it reads. */
export function UnseenNotificationsBadge({ live = false }: { live?: boolean }) {
  return (
    <DataLayer>
      <UnseenCount live={live} />
    </DataLayer>
  );
}
