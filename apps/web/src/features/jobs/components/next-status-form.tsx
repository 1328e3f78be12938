import { NEXT_STATUS, ORDER_STATUS_LABELS, type VendorOrder } from '@homekeep/contracts/jobs';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useUpdateOrderStatusMutation } from '../api/vendor-orders-api';
import { showSuccessToast } from '@/lib/toast';

const ACTIONS = { en_route: 'On my way', in_progress: 'Start work', completed: 'Mark completed' };

/** Moves the vendor's job one step on, with an optional note for the resident. */
export function NextStatusForm({ order }: { order: VendorOrder }) {
  const [note, setNote] = useState('');
  const [update, { isLoading }] = useUpdateOrderStatusMutation();
  const next = NEXT_STATUS[order.status];
  if (!next || !(next in ACTIONS)) return null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await update({ id: order.id, status: next, ...(note.trim() ? { note } : {}) });
    if (!('error' in result)) {
      setNote('');
      showSuccessToast(`"${order.title}" is now ${ORDER_STATUS_LABELS[next].toLowerCase()}.`);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={`Update ${order.title}`}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Note (optional)"
          placeholder="e.g. Arriving in 20 minutes"
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={1000}
          style={{ flex: '1 1 200px' }}
        />
        <Button type="submit" loading={isLoading}>
          {ACTIONS[next as keyof typeof ACTIONS]}
        </Button>
      </Group>
    </form>
  );
}
