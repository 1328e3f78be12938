import {
  ADMIN_PAYMENT_STATES,
  type AdminPayment,
  type AdminPaymentState,
} from '@homekeep/contracts/payment-refunds';
import { Badge, Select, Stack, Text } from '@mantine/core';
import { useListPaymentsQuery } from './api/admin-payments-api';
import { formatDateTime, money } from './admin-format';
import { AdminScreen } from './components/admin-screen';
import { DataTable, type Column } from './components/data-table';
import { RefundAction } from './components/refund-action';
import { useTableState } from './use-table-state';

const STATE_LABELS: Record<AdminPaymentState, string> = {
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  disputed: 'Disputed',
};
const STATE_COLORS: Record<AdminPaymentState, string> = {
  paid: 'green',
  partially_refunded: 'yellow',
  refunded: 'gray',
  disputed: 'red',
};

const columns: Column<AdminPayment>[] = [
  { key: 'paidAt', label: 'Paid', nowrap: true, render: (p) => formatDateTime(p.paidAt) },
  {
    key: 'title',
    label: 'For',
    minWidth: 200,
    render: (p) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {p.title || 'Payment'}
        </Text>
        <Text size="xs" c="dimmed">
          {p.residentEmail}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'amount',
    label: 'Amount',
    nowrap: true,
    render: (p) => money(p.amountCents, p.currency),
  },
  {
    key: 'refunded',
    label: 'Refunded',
    nowrap: true,
    render: (p) => (p.refundedCents > 0 ? money(p.refundedCents, p.currency) : '—'),
  },
  {
    key: 'state',
    label: 'State',
    minWidth: 130,
    render: (p) => (
      <Stack gap={0}>
        <Badge color={STATE_COLORS[p.state]} variant="light">
          {STATE_LABELS[p.state]}
        </Badge>
        {p.disputedAt && (
          <Text size="xs" c="dimmed">
            since {formatDateTime(p.disputedAt)}
          </Text>
        )}
      </Stack>
    ),
  },
];

/** Residents' payments: refunds with a reason, and the disputes card holders opened. */
export function AdminPaymentsScreen() {
  const table = useTableState(['state'] as const, { sort: 'paidAt', order: 'desc' });
  const query = useListPaymentsQuery(table.query);
  return (
    <AdminScreen
      title="Payments"
      purpose="Residents' payments: refund part or all of one, and follow the disputes card holders opened."
    >
      <Select
        label="State"
        placeholder="Any state"
        clearable
        w={220}
        data={ADMIN_PAYMENT_STATES.map((value) => ({ value, label: STATE_LABELS[value] }))}
        value={table.filters.state || null}
        onChange={(value) => table.setFilter('state', value)}
      />
      <DataTable
        caption="Payments"
        columns={columns}
        query={query}
        table={table}
        empty={{ title: 'No payments here', message: 'No paid payment matches this filter.' }}
        actions={(payment) => <RefundAction payment={payment} />}
      />
    </AdminScreen>
  );
}
