import { LEAD_STATUS_LABELS, type Lead } from '@homekeep/contracts/admin';
import { LEAD_STATUSES, type LeadStatus } from '@homekeep/contracts/leads';
import { formatPhone } from '@homekeep/contracts/phone';
import { Button, Drawer, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { showSuccessToast } from '@/lib/toast';
import { useUpdateLeadMutation } from '../api/admin-operations-api';
import { formatDateTime, formatDay } from '../admin-format';

const statusOptions = LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }));

function Detail({ label, value }: { label: string; value: string | number | null }) {
  if (value === null || value === '') return null;
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{value}</Text>
    </div>
  );
}

/** One lead in full, with its status and the operators' note to change. */
export function LeadEditor({ lead, onClose }: { lead: Lead | null; onClose: () => void }) {
  return (
    <Drawer
      opened={lead !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={lead ? lead.name : ''}
    >
      {lead && <LeadForm key={lead.id} lead={lead} onDone={onClose} />}
    </Drawer>
  );
}

function LeadForm({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [note, setNote] = useState(lead.note ?? '');
  const [update, { isLoading }] = useUpdateLeadMutation();
  const save = async () => {
    const result = await update({ id: lead.id, body: { status, note: note.trim() || null } });
    if ('data' in result) {
      showSuccessToast(`${lead.name}: ${LEAD_STATUS_LABELS[status].toLowerCase()}.`);
      onDone();
    }
  };
  return (
    <Stack gap="md">
      <Detail
        label="Kind"
        value={lead.kind === 'demo' ? 'Free demo request' : 'Potential client'}
      />
      <Detail label="Email" value={lead.email} />
      <Detail label="Phone" value={lead.phone && formatPhone(lead.phone)} />
      <Detail label="Company" value={lead.company} />
      <Detail label="Properties" value={lead.propertyCount} />
      <Detail
        label="Preferred demo date"
        value={lead.preferredDate ? formatDay(lead.preferredDate) : null}
      />
      <Detail label="Interested in" value={lead.interest} />
      <Detail label="Message" value={lead.message} />
      <Detail label="Received" value={formatDateTime(lead.createdAt)} />
      <Select
        label="Status"
        data={statusOptions}
        value={status}
        onChange={(value) => value && setStatus(value as LeadStatus)}
        allowDeselect={false}
      />
      <Textarea
        label="Note"
        description="For the team: what was said, what comes next."

        minRows={3}
        maxLength={5000}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={isLoading}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
