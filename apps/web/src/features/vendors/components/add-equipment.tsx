import { Button, Group, MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { useGetVendorLookupQuery } from '../api/vendor-choices-api';
import { useAddVendorEquipmentsMutation } from '../api/vendors-api';
import { showSuccessToast } from '@/lib/toast';
import { anyLabelHolds, NoMatches } from '@/components/forms/no-matches';

/** Picks equipment the vendor does not list yet and adds it in one go. */
export function AddEquipment({ ownedIds }: { ownedIds: Set<number> }) {
  const choices = useGetVendorLookupQuery('equipments');
  const [addEquipments, { isLoading: adding }] = useAddVendorEquipmentsMutation();
  const [picked, setPicked] = useState<string[]>([]);
  const [search, setSearch] = useState('');
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
      <div style={{ flex: '1 1 260px' }}>
        <MultiSelect
          label="Add equipment"
          placeholder={
            choices.isError
              ? 'The equipment list could not be loaded'
              : available.length
                ? 'Search equipment'
                : 'Everything is listed'
          }
          error={
            choices.isError
              ? 'The equipment list could not be loaded. Reload the page to try again.'
              : undefined
          }
          data={available}
          value={picked}
          onChange={setPicked}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          clearable
          hidePickedOptions
          disabled={choices.isLoading}
          comboboxProps={{ withinPortal: true }}
        />
        <NoMatches
          message={
            search.trim() &&
            !anyLabelHolds(
              available.filter((option) => !picked.includes(option.value)),
              search,
            )
              ? `No equipment matches “${search.trim()}”.`
              : null
          }
        />
      </div>
      <Button onClick={() => void add()} loading={adding} disabled={picked.length === 0}>
        Add equipment
      </Button>
    </Group>
  );
}
