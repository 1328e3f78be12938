import { Select } from '@mantine/core';
import { useState } from 'react';
import { anyLabelHolds, NoMatches } from '@/components/forms/no-matches';
import { useGetVendorLookupQuery, type VendorLookupList } from '../api/vendor-choices-api';

type LookupSelectProps = {
  list: VendorLookupList;
  label: string;
  placeholder: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
};

/** A select over one of the short lookup lists, searchable by typing. */
export function LookupSelect({ list, ...props }: LookupSelectProps) {
  const { data = [], isLoading, isError } = useGetVendorLookupQuery(list);
  const [search, setSearch] = useState('');
  const options = data.map((item) => ({ value: String(item.id), label: item.name }));
  const chosen = options.find((option) => option.value === props.value);
  // The chosen option's label in the field shows the whole list, as Mantine does.
  const filtering = search.trim() !== '' && search !== chosen?.label;
  return (
    <div>
      <Select
        {...props}
        withAsterisk
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={options}
        disabled={isLoading}
        description={isError ? 'The choices could not be loaded. Reload to try again.' : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      <NoMatches
        message={
          filtering && !anyLabelHolds(options, search)
            ? `Nothing matches “${search.trim()}”.`
            : null
        }
      />
    </div>
  );
}
