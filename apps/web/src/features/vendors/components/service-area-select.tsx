import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { SEARCH_LIMIT } from '../api/vendor-choices-api';
import { RemoteMultiSelect, type Option } from './remote-multi-select';
import { useSearchZipCodesQuery } from '@/lib/resources/zip-codes-api';

type ServiceAreaSelectProps = {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  chosen: Option[];
  error?: string | undefined;
};

const MIN_DIGITS = 2;

/** The zip codes of the service area, found by the digits typed ("902" finds 90201...). */
export function ServiceAreaSelect(props: ServiceAreaSelectProps) {
  const [search, setSearch] = useState('');
  const digits = search.replace(/\D/g, '').slice(0, 5);
  const [debounced] = useDebouncedValue(digits, 250);
  const { data, isFetching, isError } = useSearchZipCodesQuery(
    { global: debounced, limit: SEARCH_LIMIT },
    { skip: debounced.length < MIN_DIGITS },
  );
  const found =
    debounced.length >= MIN_DIGITS && !isError
      ? (data?.data ?? []).map((zip) => ({ value: zip.code, label: zip.name }))
      : [];
  const more = data && data.meta.total > data.data.length ? ' Type more digits to narrow.' : '';
  return (
    <RemoteMultiSelect
      {...props}
      label="Service-area zip codes"
      description={`Type at least ${MIN_DIGITS} digits of a zip code, then pick it.${more}`}
      placeholder="e.g. 90210"
      withAsterisk
      found={found}
      searching={isFetching || digits !== debounced}
      search={search}
      onSearchChange={setSearch}
      // Until enough digits are typed the dropdown stays closed rather than covering the form.
      nothingFound={
        digits.length < MIN_DIGITS
          ? undefined
          : isError
            ? 'The zip codes could not be searched just now. Try again in a moment.'
            : `No zip code starts with ${digits}.`
      }
    />
  );
}
