import type { Notification } from '@homekeep/contracts/notifications';
import { Badge, Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The notification's job itself: its tab of the orders screen, with the job marked. */
export const orderLink = (notification: Notification) =>
  `${paths.orders}?tab=${notification.type === 'order.new' ? 'available' : 'mine'}&order=${encodeURIComponent(notification.orderId ?? '')}`;

type NotificationCardProps = {
  notification: Notification;
  opened: boolean;
  onOpen: (notification: Notification) => void;
};

/** A notification in the list; new ones stand out, and an opened one leads to its job. */
export function NotificationCard({ notification, opened, onOpen }: NotificationCardProps) {
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      bg={notification.seen ? undefined : 'var(--mantine-color-brand-0)'}
    >
      <UnstyledButton onClick={() => onOpen(notification)} aria-expanded={opened} w="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={notification.seen ? 500 : 700}>{notification.title}</Text>
          {!notification.seen && (
            <Badge size="sm" color="brand">
              New
            </Badge>
          )}
        </Group>
        <Text size="sm">{notification.body}</Text>
        <Text size="xs" c="dimmed">
          {when(notification.createdAt)}
        </Text>
      </UnstyledButton>
      {opened && (
        <Stack gap="xs" mt="xs">
          {notification.orderId && (
            <Group>
              <Button component={Link} to={orderLink(notification)} size="xs" variant="light">
                View the job
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Card>
  );
}
