import { ORDER_STATUS_LABELS, type OrderStatus } from '@homekeep/contracts/jobs';
import { Badge } from '@mantine/core';

const COLORS: Record<OrderStatus, string> = {
  pending: 'yellow',
  accepted: 'blue',
  en_route: 'cyan',
  in_progress: 'indigo',
  completed: 'green',
  canceled: 'gray',
};

/** Where a request stands, told by its order's status. */
export function RequestStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
