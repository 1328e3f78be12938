import type { VendorEquipment } from '@homekeep/contracts/vendors';
import { Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useGetVendorEquipmentsQuery, useRemoveVendorEquipmentMutation } from '../api/vendors-api';
import { AddEquipment } from './add-equipment';
import { ConfirmDialog } from './confirm-dialog';
import { OwnedEquipment } from './owned-equipment';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { showSuccessToast } from '@/lib/toast';
import { useFocusWhenGone } from '@/lib/use-focus-after';

// The equipment list has a few dozen entries: one page holds a vendor's whole list.
const ALL = { page: 1, limit: 100 };

export function EquipmentSection() {
  const owned = useGetVendorEquipmentsQuery(ALL);
  const [removeEquipment, { isLoading: removing }] = useRemoveVendorEquipmentMutation();
  const [toRemove, setToRemove] = useState<VendorEquipment | null>(null);
  const focus = useFocusWhenGone(owned.data?.data.map((item) => item.equipmentId));

  const confirmRemoval = async () => {
    if (!toRemove) return;
    const result = await removeEquipment(toRemove.equipmentId);
    if (!('error' in result)) {
      showSuccessToast(`${toRemove.name} removed.`);
      focus.wasRemoved(toRemove.equipmentId);
    }
    setToRemove(null);
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="equipment-heading">
      <Title order={2} size="h3" id="equipment-heading" ref={focus.target} tabIndex={-1}>
        Equipment
      </Title>
      {owned.isLoading && <LoadingState label="Loading your equipment..." />}
      {owned.isError && !owned.data && (
        <ErrorState
          title="Your equipment could not be loaded"
          message="Check your connection and try again."
          onRetry={() => void owned.refetch()}
        />
      )}
      {owned.data && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <Stack gap="md">
            <OwnedEquipment items={owned.data.data} onRemove={setToRemove} />
            <AddEquipment ownedIds={new Set(owned.data.data.map((item) => item.equipmentId))} />
          </Stack>
        </Paper>
      )}
      <ConfirmDialog
        opened={toRemove !== null}
        title="Remove this equipment?"
        message={toRemove ? `${toRemove.name} will be removed from your equipment list.` : ''}
        confirmLabel="Remove equipment"
        busy={removing}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setToRemove(null)}
      />
    </Stack>
  );
}
