import type { VendorEquipment } from '@homekeep/contracts/vendors';
import { Button, Group, MultiSelect, Paper, Pill, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useGetVendorLookupQuery } from '../api/vendor-choices-api';
import {
  useAddVendorEquipmentsMutation,
  useGetVendorEquipmentsQuery,
  useRemoveVendorEquipmentMutation,
} from '../api/vendors-api';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { showSuccessToast } from '@/lib/toast';

// The equipment list has a few dozen entries: one page holds a vendor's whole list.
const ALL = { page: 1, limit: 100 };

export function EquipmentSection() {
  const owned = useGetVendorEquipmentsQuery(ALL);
  const choices = useGetVendorLookupQuery('equipments');
  const [addEquipments, { isLoading: adding }] = useAddVendorEquipmentsMutation();
  const [removeEquipment, { isLoading: removing }] = useRemoveVendorEquipmentMutation();
  const [picked, setPicked] = useState<string[]>([]);
  const [toRemove, setToRemove] = useState<VendorEquipment | null>(null);

  const ownedIds = new Set(owned.data?.data.map((item) => item.equipmentId));
  const available = (choices.data ?? [])
    .filter((item) => !ownedIds.has(item.id))
    .map((item) => ({ value: String(item.id), label: item.name }));

  const add = async () => {
    const result = await addEquipments(picked.map(Number));
    if ('data' in result && result.data) {
      setPicked([]);
      showSuccessToast(
        result.data.length === 1
          ? 'Equipment added.'
          : `${result.data.length} pieces of equipment added.`,
      );
    }
  };

  const confirmRemoval = async () => {
    if (!toRemove) return;
    const result = await removeEquipment(toRemove.equipmentId);
    if (!('error' in result)) showSuccessToast(`${toRemove.name} removed.`);
    setToRemove(null);
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="equipment-heading">
      <Title order={2} size="h3" id="equipment-heading">
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
            {owned.data.data.length === 0 ? (
              <Text c="dimmed">
                No equipment listed yet. Add what you bring to jobs, such as ladders or a pressure
                washer.
              </Text>
            ) : (
              <Group gap="xs" aria-label="Your equipment" role="list">
                {owned.data.data.map((item) => (
                  <Pill
                    key={item.equipmentId}
                    size="lg"
                    withRemoveButton
                    role="listitem"
                    onRemove={() => setToRemove(item)}
                    removeButtonProps={{ 'aria-label': `Remove ${item.name}` }}
                  >
                    {item.name}
                  </Pill>
                ))}
              </Group>
            )}
            <Group align="flex-end" gap="sm" wrap="wrap">
              <MultiSelect
                label="Add equipment"
                placeholder={available.length ? 'Search equipment' : 'Everything is listed'}
                data={available}
                value={picked}
                onChange={setPicked}
                searchable
                clearable
                hidePickedOptions
                nothingFoundMessage="No equipment matches"
                disabled={choices.isLoading}
                style={{ flex: '1 1 260px' }}
                comboboxProps={{ withinPortal: true }}
              />
              <Button onClick={() => void add()} loading={adding} disabled={picked.length === 0}>
                Add equipment
              </Button>
            </Group>
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
