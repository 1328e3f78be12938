import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { NoMatches } from '@/components/forms/no-matches';
import { useGetServiceQuery, useGetServicesQuery } from '@/lib/resources/services-api';

const SEARCH_LIMIT = 50;

type ServiceSelectProps = {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string | undefined;
};

/** The catalogue, searched on the server as the resident types. */
export function ServiceSelect({ value, onChange, error }: ServiceSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const chosen = useGetServiceQuery(value ?? '', { skip: !value });
  const { data, isFetching } = useGetServicesQuery({
    page: 1,
    limit: SEARCH_LIMIT,
    global: chosen.data && debounced === chosen.data.name ? '' : debounced,
  });
  const found = data?.data;
  const options = useMemo(() => {
    const all = [...(chosen.data ? [chosen.data] : []), ...(found ?? [])];
    const seen = new Set<string>();
    return all
      .filter((service) => !seen.has(service.id) && seen.add(service.id))
      .map((service) => ({ value: service.id, label: service.name }));
  }, [chosen.data, found]);

  const typed = search.trim();
  const nothingFound =
    typed && !isFetching && typed === debounced && options.length === 0
      ? `No service matches “${typed}”. Try another word.`
      : null;

  return (
    <div>
      <Select
        label="Service"
        description="Type to search the catalogue"
        placeholder="e.g. plumbing"
        withAsterisk
        searchable
        data={options}
        value={value}
        onChange={onChange}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        error={error}
      />
      <NoMatches message={nothingFound} />
    </div>
  );
}
