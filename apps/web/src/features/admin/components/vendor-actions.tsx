import type { AdminVendor } from '@homekeep/contracts/admin';
import { Button, Group } from '@mantine/core';
import { showErrorToast, showSuccessToast } from '@/lib/toast';
import { useChangeVendorMutation } from '../api/admin-operations-api';
import { ConfirmAction, outcomeOf } from './confirm-action';

/** Suspend or reinstate (asked first), and verify. */
export function VendorActions({ vendor }: { vendor: AdminVendor }) {
  const [change, { isLoading }] = useChangeVendorMutation();
  const name = vendor.companyName ?? vendor.email;
  const run = async (action: 'suspend' | 'reinstate' | 'verify', reason?: string) => {
    const result = await change({ id: vendor.id, action, ...(reason ? { reason } : {}) });
    const outcome = outcomeOf(result);
    if ('refused' in outcome) {
      // Verify has no dialog to say it in.
      if (action === 'verify') showErrorToast(outcome.refused);
      return outcome;
    }
    const done = { suspend: 'suspended', reinstate: 'reinstated', verify: 'verified' }[action];
    showSuccessToast(`${name} was ${done}.`);
    return outcome;
  };
  return (
    <Group gap="xs" wrap="nowrap">
      {vendor.suspendedAt ? (
        <ConfirmAction
          label="Reinstate"
          title={`Reinstate ${name}?`}
          message="The vendor will be offered matching jobs again and may accept them."
          confirmLabel="Reinstate"
          danger={false}
          busy={isLoading}
          onConfirm={() => run('reinstate')}
        />
      ) : (
        <ConfirmAction
          label="Suspend"
          title={`Suspend ${name}?`}
          message="The vendor stops getting offers and cannot accept jobs until reinstated. Jobs it already holds stay with it; reassign them from Orders if needed."
          confirmLabel="Suspend vendor"
          reason={{ label: 'Reason (the vendor sees it)' }}
          busy={isLoading}
          onConfirm={(reason) => run('suspend', reason)}
        />
      )}
      <Button size="xs" variant="subtle" onClick={() => void run('verify')} disabled={isLoading}>
        {vendor.verifiedAt ? 'Verify again' : 'Verify'}
      </Button>
    </Group>
  );
}
