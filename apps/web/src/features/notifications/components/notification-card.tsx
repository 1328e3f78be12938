import type { Notification } from '@homekeep/contracts/notifications';
import { Badge, Card, Group, Text, UnstyledButton } from '@mantine/core';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type NotificationCardProps = {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  /** Opening it goes to its job. */
  leadsToJob: boolean;
};

/** A notification in the list; new ones stand out, and opening one goes to its job. */
export function NotificationCard({ notification, onOpen, leadsToJob }: NotificationCardProps) {
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      bg={notification.seen ? undefined : 'var(--mantine-color-brand-0)'}
    >
      <UnstyledButton onClick={() => onOpen(notification)} w="100%">
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
          {leadsToJob && ' · Open the job'}
        </Text>
      </UnstyledButton>
    </Card>
  );
}
