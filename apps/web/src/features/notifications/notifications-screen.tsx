import '@mantine/core/styles/Pagination.css';
import type { Notification } from '@homekeep/contracts/notifications';
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  Pagination,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  useGetNotificationsQuery,
  useMarkNotificationsSeenMutation,
} from './api/notifications-api';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { NOTIFICATIONS_POLL_MS } from '@/lib/unseen-notifications-api';

const PAGE_SIZE = 20;
const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where a notification's job is listed for the vendor. */
const orderLink = (notification: Notification) =>
  `${paths.orders}?tab=${notification.type === 'order.new' ? 'available' : 'mine'}`;

export function NotificationsScreen() {
  usePageTitle('Notifications');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<string | null>(null);
  const { data, isLoading, isError, refetch } = useGetNotificationsQuery(
    { page, limit: PAGE_SIZE },
    { pollingInterval: NOTIFICATIONS_POLL_MS },
  );
  const [markSeen, { isLoading: marking }] = useMarkNotificationsSeenMutation();

  const open = (notification: Notification) => {
    setOpened(opened === notification.id ? null : notification.id);
    // Opening a notification is reading it.
    if (!notification.seen) void markSeen({ ids: [notification.id] });
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>Notifications</Title>
            <Text c="dimmed">New jobs in your area and changes to the jobs you took.</Text>
          </Stack>
          <Button
            variant="light"
            onClick={() => void markSeen({})}
            loading={marking}
            disabled={!data || data.meta.unseen === 0}
          >
            Mark all as seen
          </Button>
        </Group>
        {isLoading ? (
          <LoadingState label="Loading notifications..." />
        ) : isError || !data ? (
          <ErrorState
            title="Notifications could not be loaded"
            message="Check your connection and try again."
            onRetry={() => void refetch()}
          />
        ) : data.data.length === 0 ? (
          <EmptyState
            title="No notifications yet"
            message="When a job matching your services and area is posted, you hear of it here."
          />
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.data.map((notification) => (
              <Card
                key={notification.id}
                component="li"
                withBorder
                radius="md"
                padding="md"
                bg={notification.seen ? undefined : 'var(--mantine-color-brand-0)'}
              >
                <UnstyledButton
                  onClick={() => open(notification)}
                  aria-expanded={opened === notification.id}
                  w="100%"
                >
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
                {opened === notification.id && (
                  <Stack gap="xs" mt="xs">
                    {notification.orderId && (
                      <Group>
                        <Button
                          component={Link}
                          to={orderLink(notification)}
                          size="xs"
                          variant="light"
                        >
                          View the job
                        </Button>
                      </Group>
                    )}
                  </Stack>
                )}
              </Card>
            ))}
          </Stack>
        )}
        {data && data.meta.totalPages > 1 && (
          <Group justify="center">
            <Pagination
              total={data.meta.totalPages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
