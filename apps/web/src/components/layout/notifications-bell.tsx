import { Group, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { UnseenNotificationsBadge } from '@/components/layout/unseen-notifications-badge';
import classes from '@/components/layout/app-layout.module.css';

type NotificationsBellProps = {
  /** False where another badge of the page already holds the live stream (the vendor's menu). */
  live?: boolean;
  /** The role's notifications screen: the resident's dashboard's, or the operators' console's. */
  to: string;
};

/** The bell in the header, with the unseen count. Its own chunk. */
export default function NotificationsBell({ live = true, to }: NotificationsBellProps) {
  return (
    <NavLink to={to} className={classes.link}>
      <Group component="span" gap={4} wrap="nowrap">
        <IconBell size={22} aria-hidden />
        <VisuallyHidden>Notifications</VisuallyHidden>
        <UnseenNotificationsBadge live={live} />
      </Group>
    </NavLink>
  );
}
