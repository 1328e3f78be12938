import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { UnreadMessagesBadge } from '@/components/layout/unread-messages-badge';
import { UnseenNotificationsBadge } from '@/components/layout/unseen-notifications-badge';
import type { NavItem } from '@/components/layout/nav-items';
import classes from '@/components/layout/app-layout.module.css';

type MobileMenuProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  items: NavItem[];
  actions: ReactNode;
};

/** The phone-sized menu; its code loads the first time it is opened. */
export default function MobileMenu({ opened, onClose, title, items, actions }: MobileMenuProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="right"
      size="xs"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack component="nav" aria-label="Menu" gap={4}>
        {items.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.end}
            className={classes.drawerLink}
            onClick={onClose}
          >
            <Group component="span" gap={6} wrap="nowrap">
              {item.label}
              {item.badge === 'unseenNotifications' && <UnseenNotificationsBadge />}
              {item.badge === 'unreadMessages' && <UnreadMessagesBadge />}
            </Group>
          </NavLink>
        ))}
        <Stack gap="xs" mt="md">
          {actions}
        </Stack>
      </Stack>
    </Drawer>
  );
}
