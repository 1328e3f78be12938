import type { AuditEntry } from '@homekeep/contracts/audit';
import { Code, Group, Spoiler, Stack, Text, TextInput } from '@mantine/core';
import { useListAuditLogQuery } from './api/admin-operations-api';
import { formatDateTime } from './admin-format';
import { AdminScreen } from './components/admin-screen';
import { DataTable, type Column } from './components/data-table';
import { SearchField } from './components/search-field';
import { useTableState } from './use-table-state';

/** The fields a change altered, before → after; the whole record when it was created. */
/** What changed; for a security event (no before and after), what it noted. */
export function changedFields(entry: Pick<AuditEntry, 'before' | 'after' | 'details'>) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? entry.details ?? {}) as Record<string, unknown>;
  return Object.keys(after)
    .filter(
      (key) => key !== 'updatedAt' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    )
    .map((key) => ({ key, before: before[key], after: after[key] }));
}

/** A value as a person reads it; a list (an order's timeline) by its length. */
const shown = (value: unknown) => {
  if (value === undefined) return '—';
  if (Array.isArray(value) && value.some((item) => typeof item === 'object'))
    return `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
  return JSON.stringify(value);
};

const columns: Column<AuditEntry>[] = [
  {
    key: 'createdAt',
    label: 'When',
    nowrap: true,
    render: (entry) => formatDateTime(entry.createdAt),
  },
  {
    key: 'actor',
    label: 'Who',
    render: (entry) => (
      <Stack gap={0}>
        <Text size="sm">{entry.actor?.name ?? 'Account removed'}</Text>
        <Text size="xs" c="dimmed">
          {entry.address ?? ''}
        </Text>
      </Stack>
    ),
  },
  { key: 'action', label: 'What', render: (entry) => <Code>{entry.action}</Code> },
  {
    key: 'target',
    label: 'Record',
    render: (entry) => (
      <Text size="xs" ff="monospace">
        {entry.targetType ?? '—'} {entry.targetId?.slice(0, 8) ?? ''}
      </Text>
    ),
  },
  {
    key: 'change',
    label: 'Change',
    render: (entry) => (
      <Spoiler maxHeight={60} showLabel="Show all" hideLabel="Show less">
        {changedFields(entry).map((field) => (
          <Text key={field.key} size="xs">
            <b>{field.key}</b>: {entry.before ? `${shown(field.before)} → ` : ''}
            {shown(field.after)}
          </Text>
        ))}
      </Spoiler>
    ),
  },
];

/** Every change operators made: who, what, when, and what it changed. */
export function AdminAuditScreen() {
  const table = useTableState(['action', 'from', 'to'] as const, {
    sort: 'createdAt',
    order: 'desc',
  });
  const query = useListAuditLogQuery({ ...table.query, sort: undefined, order: undefined });
  return (
    <AdminScreen
      title="Audit log"
      purpose="Every change made from this console, newest first, with what it was before."
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <SearchField
          label="Action (such as vendor.suspend)"
          value={table.filters.action}
          onSearch={(value) => table.setFilter('action', value)}
        />
        <TextInput
          type="date"
          label="From"
          value={table.filters.from}
          onChange={(event) => table.setFilter('from', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="Before"
          value={table.filters.to}
          onChange={(event) => table.setFilter('to', event.currentTarget.value)}
        />
      </Group>
      <DataTable
        caption="Audit log"
        columns={columns}
        query={query}
        table={table}
        empty={{ title: 'Nothing recorded here', message: 'No change matches these filters.' }}
      />
    </AdminScreen>
  );
}
