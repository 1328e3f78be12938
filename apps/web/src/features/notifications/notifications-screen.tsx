import { useNavigate } from 'react-router';
import type { Notification } from '@homekeep/contracts/notifications';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useMarkNotificationsSeenMutation } from './api/notifications-seen-api';
import { NotificationCard, orderLink } from './components/notification-card';
import { PagedList } from '@/components/lists/paged-list';
import { usePageTitle } from '@/lib/page-title';
import { NOTIFICATIONS_POLL_MS, useGetNotificationsQuery } from '@/lib/resources/notifications-api';

const PAGE_SIZE = 20;

export function NotificationsScreen() {
  usePageTitle('Notifications');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<string | null>(null);
  const query = useGetNotificationsQuery(
    { page, limit: PAGE_SIZE },
    { pollingInterval: NOTIFICATIONS_POLL_MS },
  );
  const [markSeen, { isLoading: marking }] = useMarkNotificationsSeenMutation();

  const navigate = useNavigate();
  const open = (notification: Notification) => {
    // Opening a notification is reading it; one about a job opens that job.
    if (!notification.seen) void markSeen({ ids: [notification.id] });
    if (notification.orderId) {
      void navigate(orderLink(notification));
      return;
    }
    setOpened(opened === notification.id ? null : notification.id);
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
            disabled={!query.data || query.data.meta.unseen === 0}
          >
            Mark all as seen
          </Button>
        </Group>
        <PagedList
          query={query}
          loadingLabel="Loading notifications..."
          errorTitle="Notifications could not be loaded"
          empty={{
            title: 'No notifications yet',
            message: 'When a job matching your services and area is posted, you hear of it here.',
          }}
          page={page}
          onPageChange={setPage}
          renderItem={(notification) => (
            <NotificationCard
              notification={notification}
              opened={opened === notification.id}
              onOpen={open}
            />
          )}
        />
      </Stack>
    </Container>
  );
}
