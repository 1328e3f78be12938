import type { AuditEntry } from '@homekeep/contracts/audit';
import { Group, NativeSelect, Spoiler, Stack, Text, TextInput } from '@mantine/core';
import { useListAuditLogQuery } from './api/admin-operations-api';
import { formatDateTime } from './admin-format';
import {
  ACTION_OPTIONS,
  actionLabel,
  fieldLabel,
  isIdField,
  targetLabel,
  valueText,
} from './audit-words';
import { AdminScreen } from './components/admin-screen';
import { DataTable, type Column } from './components/data-table';
import { useTableState } from './use-table-state';

/** What changed; for a security event (no before and after), what it noted. Ids are left out. */
export function changedFields(entry: Pick<AuditEntry, 'before' | 'after' | 'details'>) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? entry.details ?? {}) as Record<string, unknown>;
  return Object.keys(after)
    .filter(
      (key) => key !== 'updatedAt' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    )
    .filter((key) => !isIdField(key, [before[key], after[key]]))
    .map((key) => ({ key, before: before[key], after: after[key] }));
}

const currencyOf = (entry: AuditEntry) => {
  const after = (entry.after ?? {}) as { currency?: unknown };
  return typeof after.currency === 'string' ? after.currency : 'usd';
};

function ChangeList({ entry }: { entry: AuditEntry }) {
  const fields = changedFields(entry);
  if (fields.length === 0) return <Text size="xs">—</Text>;
  const currency = currencyOf(entry);
  return (
    <Spoiler maxHeight={60} showLabel="Show all" hideLabel="Show less">
      {fields.map((field) => (
        <Text key={field.key} size="xs">
          <b>{fieldLabel(field.key)}</b>:{' '}
          {entry.before ? `${valueText(field.key, field.before, currency)} → ` : ''}
          {valueText(field.key, field.after, currency)}
        </Text>
      ))}
    </Spoiler>
  );
}

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
        <Text size="sm">{entry.actor?.name ?? 'No account (unknown or removed)'}</Text>
        <Text size="xs" c="dimmed">
          {entry.address ?? ''}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'action',
    label: 'What',
    render: (entry) => (
      <Text size="sm" title={entry.action}>
        {actionLabel(entry.action)}
      </Text>
    ),
  },
  {
    key: 'target',
    label: 'Record',
    render: (entry) => <Text size="sm">{targetLabel(entry) ?? '—'}</Text>,
  },
  { key: 'change', label: 'Change', render: (entry) => <ChangeList entry={entry} /> },
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
        <NativeSelect
          label="Action"
          data={ACTION_OPTIONS}
          value={table.filters.action}
          onChange={(event) => table.setFilter('action', event.currentTarget.value)}
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
