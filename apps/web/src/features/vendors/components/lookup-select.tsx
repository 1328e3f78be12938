import { Select } from '@mantine/core';
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
  return (
    <Select
      {...props}
      withAsterisk
      searchable
      data={data.map((item) => ({ value: String(item.id), label: item.name }))}
      disabled={isLoading}
      description={isError ? 'The choices could not be loaded. Reload to try again.' : undefined}
      nothingFoundMessage="Nothing matches"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
