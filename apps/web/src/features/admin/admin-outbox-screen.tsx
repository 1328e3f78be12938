import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/SegmentedControl.css';
import { OUTBOX_STATUSES, type OutboxMail } from '@homekeep/contracts/mail';
import {
  Badge,
  Button,
  Code,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { useListOutboxQuery } from './api/admin-outbox-api';
import { formatDateTime } from './admin-format';
import { AdminScreen } from './components/admin-screen';
import { DataTable, type Column } from './components/data-table';
import { SearchField } from './components/search-field';
import { useTableState } from './use-table-state';

const STATUS_COLORS = { pending: 'yellow', sent: 'green', failed: 'red' } as const;
const KINDS = [
  'verify_email',
  'password_reset',
  'job_status',
  'payment_receipt',
  'payment_failed',
  'new_offer',
  'lead_notice',
  'review_reminder',
  'payout_statement',
  'payment_refunded',
  'earning_reversed',
];

const columns = (open: (mail: OutboxMail) => void): Column<OutboxMail>[] => [
  { key: 'createdAt', label: 'Written', nowrap: true, render: (m) => formatDateTime(m.createdAt) },
  {
    key: 'status',
    label: 'Status',
    render: (m) => (
      <Badge variant="light" color={STATUS_COLORS[m.status]}>
        {m.status}
      </Badge>
    ),
  },
  { key: 'to', label: 'Recipient', render: (m) => <Text size="sm">{m.to}</Text> },
  {
    key: 'subject',
    label: 'Subject',
    render: (m) => (
      <Stack gap={0}>
        <Text size="sm">{m.subject}</Text>
        <Code>{m.kind}</Code>
      </Stack>
    ),
  },
  {
    key: 'attempts',
    label: 'Attempts',
    render: (m) => (
      <Stack gap={0}>
        <Text size="sm">{m.attempts}</Text>
        {m.lastError && (
          <Text size="xs" c="red.9" lineClamp={2}>
            {m.lastError}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    key: 'view',
    label: 'Mail',
    render: (m) => (
      <Button size="xs" variant="light" onClick={() => open(m)}>
        View<VisuallyHidden> mail to {m.to}</VisuallyHidden>
      </Button>
    ),
  },
];

function MailView({ mail, onClose }: { mail: OutboxMail | null; onClose: () => void }) {
  const [part, setPart] = useState<'html' | 'text'>('html');
  return (
    <Modal opened={mail !== null} onClose={onClose} title={mail?.subject ?? ''} size="xl">
      {mail && (
        <Stack gap="sm">
          <Text size="sm">
            To {mail.to} · {mail.status}
            {mail.sentAt ? ` on ${formatDateTime(mail.sentAt)}` : ''}
          </Text>
          <SegmentedControl
            aria-label="Part of the mail"
            value={part}
            onChange={(value) => setPart(value as 'html' | 'text')}
            data={[
              { value: 'html', label: 'HTML' },
              { value: 'text', label: 'Plain text' },
            ]}
          />
          {part === 'html' ? (
            <iframe
              title={`HTML part of ${mail.subject}`}
              sandbox=""
              srcDoc={mail.html}
              style={{ width: '100%', height: 480, border: '1px solid #dee2e6', borderRadius: 8 }}
            />
          ) : (
            <Code block style={{ whiteSpace: 'pre-wrap' }}>
              {mail.text}
            </Code>
          )}
        </Stack>
      )}
    </Modal>
  );
}

/** Every mail the product wrote, whether sent, waiting for a retry, or given up. */
export function AdminOutboxScreen() {
  const table = useTableState(['to', 'kind', 'status'] as const, {
    sort: 'createdAt',
    order: 'desc',
  });
  const query = useListOutboxQuery({ ...table.query, sort: undefined, order: undefined });
  const [open, setOpen] = useState<OutboxMail | null>(null);
  return (
    <AdminScreen
      title="Outbox"
      purpose="Every mail written, newest first: sent, waiting for another attempt, or failed."
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <SearchField
          label="Recipient (exact address)"
          value={table.filters.to}
          onSearch={(value) => table.setFilter('to', value)}
        />
        <Select
          label="Kind"
          placeholder="Any kind"
          clearable
          data={KINDS}
          value={table.filters.kind || null}
          onChange={(value) => table.setFilter('kind', value)}
        />
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={[...OUTBOX_STATUSES]}
          value={table.filters.status || null}
          onChange={(value) => table.setFilter('status', value)}
        />
      </Group>
      <DataTable
        caption="Outbox"
        columns={columns(setOpen)}
        query={query}
        table={table}
        empty={{
          title: 'No mail here',
          message:
            'Mails appear here as soon as something causes one: a sign-up, a payment, a job.',
        }}
      />
      <MailView mail={open} onClose={() => setOpen(null)} />
    </AdminScreen>
  );
}
