import '@mantine/core/styles/Timeline.css';
import { ORDER_STATUS_LABELS, type StatusChange } from '@homekeep/contracts/jobs';
import { Text, Timeline } from '@mantine/core';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Each status the order has been through, oldest first, with the vendor's notes. */
export function OrderTimeline({ history }: { history: StatusChange[] }) {
  return (
    <Timeline active={history.length - 1} bulletSize={16} lineWidth={2} aria-label="Order timeline">
      {history.map((change) => (
        <Timeline.Item
          key={`${change.status}-${change.at}`}
          title={ORDER_STATUS_LABELS[change.status]}
        >
          <Text size="xs" c="dimmed">
            {when(change.at)}
          </Text>
          {change.note && <Text size="sm">{change.note}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
