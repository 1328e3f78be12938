import type { AdminOrder } from '@homekeep/contracts/admin';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@homekeep/contracts/jobs';
import { Anchor, Badge, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { EmergencyBadge } from '@/components/jobs/emergency-badge';
import { useGetServicesQuery } from '@/lib/resources/services-api';
import { useListOrdersQuery } from './api/admin-operations-api';
import { formatDateTime, ORDER_COLORS } from './admin-format';
import { AdminScreen } from './components/admin-screen';
import { AttentionSummary } from './components/attention-summary';
import { DataTable, type Column } from './components/data-table';
import { OrderDrawer } from './components/order-drawer';
import { SearchField } from './components/search-field';
import { useTableState } from './use-table-state';

const columns = (open: (id: string) => void): Column<AdminOrder>[] => [
  {
    key: 'title',
    label: 'Job',
    minWidth: 200,
    render: (order) => (
      <Stack gap={0}>
        <Anchor component="button" type="button" fw={600} ta="left" onClick={() => open(order.id)}>
          {order.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {order.service.name}
          {order.source === 'plan' ? ' · Plan visit' : ''}
        </Text>
        <Group gap={4}>
          <EmergencyBadge urgency={order.urgency} size="sm" />
          {order.needsAttention && (
            <Badge color="orange.9" variant="outline" size="sm">
              Needs a vendor
            </Badge>
          )}
        </Group>
      </Stack>
    ),
  },
  {
    key: 'location',
    label: 'Where',
    minWidth: 150,
    render: (order) => `${order.location.city}, ${order.location.state} ${order.location.zipCode}`,
  },
  { key: 'resident', label: 'Resident', render: (order) => order.resident.name },
  {
    key: 'vendor',
    label: 'Vendor',
    render: (order) =>
      order.vendor?.companyName ?? (
        <Text size="sm" c="dimmed">
          Not taken
        </Text>
      ),
  },
  {
    key: 'status',
    label: 'Status',
    minWidth: 120,
    sort: 'status',
    render: (order) => (
      <Badge color={ORDER_COLORS[order.status]} variant="light">
        {ORDER_STATUS_LABELS[order.status]}
      </Badge>
    ),
  },
  {
    key: 'createdAt',
    label: 'Requested',
    sort: 'createdAt',
    nowrap: true,
    render: (order) => formatDateTime(order.createdAt),
  },
  {
    key: 'updatedAt',
    label: 'Last change',
    sort: 'updatedAt',
    nowrap: true,
    render: (order) => formatDateTime(order.updatedAt),
  },
];

/** Every job, filtered by status, service, city and period; each opens with its timeline. */
export function AdminOrdersScreen() {
  const table = useTableState(
    ['status', 'serviceId', 'city', 'from', 'to', 'attention', 'open'] as const,
    {
      sort: 'createdAt',
      order: 'desc',
    },
  );
  const { open, ...filters } = table.filters;
  const query = useListOrdersQuery({ ...table.query, open: undefined });
  const services = useGetServicesQuery({ page: 1, limit: 100 });
  return (
    <AdminScreen
      title="Orders"
      purpose="Every job from request to completion: follow it up, cancel it or give it to another vendor."
    >
      <AttentionSummary
        onShow={() => table.setFilter('attention', 'true')}
        showing={filters.attention === 'true'}
      />
      <Group align="flex-end" gap="md" wrap="wrap">
        <Checkbox
          label="Needs a vendor"
          description="Nobody offers or took it"
          checked={filters.attention === 'true'}
          onChange={(event) =>
            table.setFilter('attention', event.currentTarget.checked ? 'true' : null)
          }
        />
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }))}
          value={filters.status || null}
          onChange={(value) => table.setFilter('status', value)}
        />
        <Select
          label="Service"
          placeholder="Any service"
          clearable
          searchable
          data={(services.data?.data ?? []).map((service) => ({
            value: service.id,
            label: service.name,
          }))}
          value={filters.serviceId || null}
          onChange={(value) => table.setFilter('serviceId', value)}
        />
        <SearchField
          label="City"
          value={filters.city}
          onSearch={(value) => table.setFilter('city', value)}
        />
        <TextInput
          type="date"
          label="Requested from"
          value={filters.from}
          onChange={(event) => table.setFilter('from', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="Requested before"
          value={filters.to}
          onChange={(event) => table.setFilter('to', event.currentTarget.value)}
        />
      </Group>
      <DataTable
        caption="Orders"
        columns={columns((id) => table.setFilter('open', id, true))}
        query={query}
        table={table}
        empty={{ title: 'No jobs here', message: 'No job matches these filters.' }}
      />
      <OrderDrawer orderId={open || null} onClose={() => table.setFilter('open', null, true)} />
    </AdminScreen>
  );
}
