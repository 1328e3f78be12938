import type { SubscriptionStatus } from '@homekeep/contracts/subscriptions';
import { Badge } from '@mantine/core';

const looks: Record<SubscriptionStatus, { label: string; color: string }> = {
  pending: { label: 'Awaiting payment', color: 'yellow' },
  active: { label: 'Active', color: 'green' },
  past_due: { label: 'Past due', color: 'orange' },
  canceled: { label: 'Canceled', color: 'gray' },
};

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const { label, color } = looks[status];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
