import { LEAD_STATUS_LABELS, type Lead } from '@homekeep/contracts/admin';
import { LEAD_STATUSES } from '@homekeep/contracts/leads';
import { Alert, Anchor, Badge, Button, Group, Select, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useExportLeadsMutation, useListLeadsQuery } from './api/admin-operations-api';
import { formatDateTime } from './admin-format';
import { AdminScreen } from './components/admin-screen';
import { DataTable, type Column } from './components/data-table';
import { LeadEditor } from './components/lead-editor';
import { SearchField } from './components/search-field';
import { useTableState } from './use-table-state';
import { downloadText } from '@/lib/download-file';

const STATUS_COLORS = {
  new: 'blue',
  contacted: 'yellow',
  converted: 'green',
  lost: 'gray',
} as const;

const columns = (open: (lead: Lead) => void): Column<Lead>[] => [
  {
    key: 'name',
    label: 'Name',
    sort: 'name',
    render: (lead) => (
      <Anchor component="button" type="button" onClick={() => open(lead)} fw={600} ta="left">
        {lead.name}
      </Anchor>
    ),
  },
  {
    key: 'kind',
    label: 'Kind',
    render: (lead) => (lead.kind === 'demo' ? 'Demo request' : 'Potential client'),
  },
  {
    key: 'contact',
    label: 'Contact',
    render: (lead) => (
      <>
        <Text size="sm">{lead.email}</Text>
        {lead.company && (
          <Text size="xs" c="dimmed">
            {lead.company}
          </Text>
        )}
      </>
    ),
  },
  {
    key: 'status',
    label: 'Status',
    minWidth: 120,
    sort: 'status',
    render: (lead) => (
      <Badge color={STATUS_COLORS[lead.status]} variant="light">
        {LEAD_STATUS_LABELS[lead.status]}
      </Badge>
    ),
  },
  {
    key: 'note',
    label: 'Note',
    render: (lead) => (
      <Text size="sm" lineClamp={2}>
        {lead.note ?? '—'}
      </Text>
    ),
  },
  {
    key: 'createdAt',
    label: 'Received',
    sort: 'createdAt',
    nowrap: true,
    render: (lead) => formatDateTime(lead.createdAt),
  },
];

/** Downloads the filtered inbox as a CSV file. */
function ExportButton({ filters }: { filters: Record<string, string> }) {
  const [exportLeads, { isLoading }] = useExportLeadsMutation();
  const download = async () => {
    const result = await exportLeads(filters);
    if (!('data' in result) || result.data === undefined) return;
    downloadText(result.data, 'leads.csv');
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={() => void download()}
      loading={isLoading}
    >
      Export CSV
    </Button>
  );
}

/** Demo requests and potential clients: who wrote, where each stands, and the team's notes. */
export function AdminLeadsScreen() {
  const table = useTableState(['kind', 'status', 'global', 'open'] as const, {
    sort: 'createdAt',
    order: 'desc',
  });
  // The open lead is in the address too (the new-lead mail links to it), read from the rows.
  const { open: openId, ...filters } = table.filters;
  const query = useListLeadsQuery({ ...table.query, open: undefined });
  const rows = query.currentData?.data;
  const open = (openId && rows?.find((lead) => lead.id === openId)) || null;
  const openMissing = Boolean(openId) && rows !== undefined && open === null;
  const setOpen = (lead: Lead | null) => table.setFilter('open', lead?.id ?? null, true);
  return (
    <AdminScreen
      title="Leads"
      purpose="Demo requests from the contact page and visitors who left their details, newest first."
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <SearchField
          label="Search name, email, company or message"
          value={filters.global}
          onSearch={(value) => table.setFilter('global', value)}
        />
        <Select
          label="Kind"
          placeholder="Any kind"
          clearable
          data={[
            { value: 'demo', label: 'Demo requests' },
            { value: 'potential_client', label: 'Potential clients' },
          ]}
          value={filters.kind || null}
          onChange={(value) => table.setFilter('kind', value)}
        />
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }))}
          value={filters.status || null}
          onChange={(value) => table.setFilter('status', value)}
        />
        <ExportButton filters={{ ...filters, sort: table.sort, order: table.order }} />
      </Group>
      {openMissing && (
        <Alert
          color="yellow"
          title="That lead is not in this view"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setOpen(null)}
        >
          The lead the link named is not on this page of the list: clear the search and filters, or
          look on another page.
        </Alert>
      )}
      <DataTable
        caption="Leads"
        columns={columns(setOpen)}
        query={query}
        table={table}
        empty={{
          title: 'No leads here',
          message:
            'Nothing matches these filters yet. Demo requests and visitors’ details appear here as they arrive.',
        }}
      />
      <LeadEditor lead={open} onClose={() => setOpen(null)} />
    </AdminScreen>
  );
}
