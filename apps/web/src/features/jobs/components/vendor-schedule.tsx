import '@mantine/core/styles/SegmentedControl.css';
import type { VendorAppointment } from '@homekeep/contracts/appointments';
import { Anchor, Card, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useGetVendorAppointmentsQuery } from '../api/appointments-api';
import { PhoneLink } from '@/components/contact/phone-link';
import { QueryState } from '@/components/feedback/query-state';
import { paths } from '@/config/paths';
import { spanText } from '@/lib/appointment-time';

const RANGES = { day: 1, week: 7 } as const;
type Range = keyof typeof RANGES;

/** From the start of today in this browser's zone, `days` days on. */
function rangeOf(days: number) {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + days);
  return { from: start.toISOString(), to: end.toISOString() };
}

/** The vendor's confirmed appointments of today or the coming week, in order, with addresses. */
export function VendorSchedule() {
  // The range is in the address, so that a reload or Back keeps the week in view.
  const [params, setParams] = useSearchParams();
  const range: Range = params.get('range') === 'week' ? 'week' : 'day';
  const setRange = (next: Range) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'week') changed.set('range', 'week');
        else changed.delete('range');
        return changed;
      },
      { replace: true },
    );
  const [args] = useState(() => ({ day: rangeOf(RANGES.day), week: rangeOf(RANGES.week) }));
  const query = useGetVendorAppointmentsQuery(args[range]);
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Show"
        value={range}
        onChange={(value) => setRange(value as Range)}
        data={[
          { value: 'day', label: 'Today' },
          { value: 'week', label: 'Next 7 days' },
        ]}
        w="fit-content"
      />
      <QueryState
        query={query}
        loadingLabel="Loading your appointments..."
        errorTitle="Your appointments could not be loaded"
        isEmpty={(list) => list.data.length === 0}
        empty={{
          title: range === 'day' ? 'Nothing booked today' : 'Nothing booked this week',
          message: 'Confirmed appointments appear here in order, with their addresses.',
        }}
      >
        {(list) => (
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.data.map((item) => (
              <ScheduleItem key={item.orderId} item={item} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** The job of an appointment, in the tab it is in now. */
const jobLink = ({ orderId, orderStatus }: VendorAppointment) =>
  `${paths.orders}?tab=${orderStatus === 'completed' ? 'completed' : 'mine'}&order=${encodeURIComponent(orderId)}`;

function ScheduleItem({ item }: { item: VendorAppointment }) {
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Text fw={600}>{spanText(item, item.timezone)}</Text>
      <Text size="sm">
        <Anchor component={Link} to={jobLink(item)} size="sm" fw={600}>
          {item.title}
        </Anchor>{' '}
        · {item.serviceName}
      </Text>
      <Text size="sm">
        {item.address} ·{' '}
        <Anchor href={item.mapUrl} target="_blank" rel="noreferrer" size="sm">
          Open in maps
        </Anchor>
      </Text>
      <Text size="sm" c="dimmed">
        {item.residentFirstName}
        {item.residentPhone && (
          <>
            {' · '}
            <PhoneLink phone={item.residentPhone} />
          </>
        )}
      </Text>
    </Card>
  );
}
