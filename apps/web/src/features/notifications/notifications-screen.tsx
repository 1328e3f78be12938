import { useNavigate } from 'react-router';
import type { Notification } from '@homekeep/contracts/notifications';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useMarkNotificationsSeenMutation } from './api/notifications-seen-api';
import { NotificationCard } from './components/notification-card';
import { audienceFor } from './notification-audience';
import { PagedList } from '@/components/lists/paged-list';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { NOTIFICATIONS_POLL_MS, useGetNotificationsQuery } from '@/lib/resources/notifications-api';

const PAGE_SIZE = 20;

export function NotificationsScreen() {
  usePageTitle('Notifications');
  const [page, setPage] = useState(1);
  const audience = audienceFor(useSession().role);
  const query = useGetNotificationsQuery(
    { page, limit: PAGE_SIZE },
    { pollingInterval: NOTIFICATIONS_POLL_MS },
  );
  const [markSeen, { isLoading: marking }] = useMarkNotificationsSeenMutation();

  const navigate = useNavigate();
  const open = (notification: Notification) => {
    // Opening a notification is reading it; one about a job opens that job.
    if (!notification.seen) void markSeen({ ids: [notification.id] });
    const jobLink = audience.jobLink(notification);
    if (jobLink) void navigate(jobLink);
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>Notifications</Title>
            <Text c="dimmed">{audience.intro}</Text>
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
            message: audience.emptyMessage,
          }}
          page={page}
          onPageChange={setPage}
          renderItem={(notification) => (
            <NotificationCard
              notification={notification}
              onOpen={open}
              leadsToJob={audience.jobLink(notification) !== null}
            />
          )}
        />
      </Stack>
    </Container>
  );
}
