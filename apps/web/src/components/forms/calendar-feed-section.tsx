import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CopyField } from '@/components/forms/copy-field';
import {
  useGetCalendarFeedQuery,
  useRotateCalendarFeedMutation,
} from '@/lib/resources/calendar-feed-api';
import { QueryState } from '@/components/feedback/query-state';

/** The person's calendar address with a copy button, how to add it, and replacing it. */
export function CalendarFeedSection() {
  const query = useGetCalendarFeedQuery();
  const [rotate, rotating] = useRotateCalendarFeedMutation();
  const [confirming, setConfirming] = useState(false);
  return (
    <QueryState
      query={query}
      loadingLabel="Loading your calendar address..."
      errorTitle="Your calendar address could not be loaded"
      isEmpty={() => false}
    >
      {(feed) => (
        <Stack gap="sm">
          <Text size="sm">
            Confirmed appointments appear in your own calendar, and move or disappear there when
            they change. Keep this address to yourself: anyone who has it can read your
            appointments.
          </Text>
          <CopyField label="Calendar address" value={feed.url} />
          <List size="sm" spacing={4}>
            <List.Item>
              <strong>Google Calendar</strong>: Other calendars, +, From URL; paste the address.
            </List.Item>
            <List.Item>
              <strong>Apple Calendar</strong>: File, New Calendar Subscription; paste the address.
            </List.Item>
            <List.Item>
              <strong>Outlook</strong>: Add calendar, Subscribe from web; paste the address.
            </List.Item>
          </List>
          {confirming ? (
            <Group gap="sm">
              <Text size="sm">The current address stops working. Replace it?</Text>
              <Button
                color="red.9"
                loading={rotating.isLoading}
                onClick={() => void rotate().then(() => setConfirming(false))}
              >
                Replace the address
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </Group>
          ) : (
            <Button variant="default" w="fit-content" onClick={() => setConfirming(true)}>
              Get a new address
            </Button>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
