import { Badge } from '@mantine/core';
import { DataLayer } from '@/lib/data-layer';
import { useGetCurrentUserQuery } from '@/lib/session-api';

/** How often the navigation's count refreshes when the live stream is not connected. */
const UNREAD_POLL_MS = 20_000;

/** A count of unread messages (beside a job, or in the navigation); nothing when there are none. */
export function UnreadMessagesCount({ count }: { count: number }) {
  if (count === 0) return null;
  const label = `${count} unread message${count === 1 ? '' : 's'}`;
  return (
    <Badge size="sm" color="red" circle={count < 10} aria-label={label} title={label}>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}

function NavUnreadCount() {
  const { unread } = useGetCurrentUserQuery(undefined, {
    pollingInterval: UNREAD_POLL_MS,
    selectFromResult: ({ data }) => ({ unread: data?.unreadMessages ?? 0 }),
  });
  return <UnreadMessagesCount count={unread} />;
}

/** The person's unread messages over all their jobs, beside Requests or Orders. */
export function UnreadMessagesBadge() {
  return (
    <DataLayer>
      <NavUnreadCount />
    </DataLayer>
  );
}
