import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { SEARCH_LIMIT } from '../api/vendor-choices-api';
import { RemoteMultiSelect, type Option } from './remote-multi-select';
import { useGetServicesQuery } from '@/lib/resources/services-api';

type ServicesSelectProps = {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  chosen: Option[];
  error?: string | undefined;
};

/** The services a vendor offers, searched by name or description on the server. */
export function ServicesSelect(props: ServicesSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const { data, isFetching, isError } = useGetServicesQuery({
    page: 1,
    limit: SEARCH_LIMIT,
    global: debounced,
  });
  return (
    <RemoteMultiSelect
      {...props}
      label="Services you offer"
      description="Type to search the catalogue, then pick each service you provide."
      placeholder="e.g. gutter"
      withAsterisk
      found={
        isError
          ? []
          : (data?.data ?? []).map((service) => ({ value: service.id, label: service.name }))
      }
      searching={isFetching || search.trim() !== debounced}
      search={search}
      onSearchChange={setSearch}
      nothingFound={
        isError
          ? 'The services could not be searched just now. Try again in a moment.'
          : 'No service matches. Try another word.'
      }
    />
  );
}
