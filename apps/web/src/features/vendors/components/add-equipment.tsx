import { Button, Group, MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { useGetVendorLookupQuery } from '../api/vendor-choices-api';
import { useAddVendorEquipmentsMutation } from '../api/vendors-api';
import { showSuccessToast } from '@/lib/toast';

/** Picks equipment the vendor does not list yet and adds it in one go. */
export function AddEquipment({ ownedIds }: { ownedIds: Set<number> }) {
  const choices = useGetVendorLookupQuery('equipments');
  const [addEquipments, { isLoading: adding }] = useAddVendorEquipmentsMutation();
  const [picked, setPicked] = useState<string[]>([]);
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

  return (
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
  );
}
