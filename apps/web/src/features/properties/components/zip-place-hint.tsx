import { Anchor, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { PropertyFormValues } from './property-form-values';
import { placeOfZipCode, ZIP_PLACE_CANDIDATES } from './zip-place';
import { useSearchZipCodesQuery } from '@/lib/resources/zip-codes-api';

const fiveDigits = (zip: string) =>
  /^\d{5}(-\d{4})?$/.test(zip.trim()) ? zip.trim().slice(0, 5) : '';

/**
 * Checks the zip code against the place data: fills in an empty city and state from it, offers
 * its city when another was typed, and says when the zip code is not one we know.
 */
export function ZipPlaceHint() {
  const { control, setValue } = useFormContext<PropertyFormValues>();
  const [zipCode, city, state] = useWatch({ control, name: ['zipCode', 'city', 'state'] });
  const code = fiveDigits(zipCode);
  const { currentData, isFetching } = useSearchZipCodesQuery(
    { global: code, limit: ZIP_PLACE_CANDIDATES },
    { skip: !code },
  );
  const place = currentData && placeOfZipCode(currentData.data, code);
  const known = code && place?.code === code ? place : null;

  useEffect(() => {
    if (!known) return;
    if (!city.trim() && known.city) setValue('city', known.city, { shouldValidate: true });
    if (!state) setValue('state', known.state, { shouldValidate: true });
    // Only a newly found place fills the fields: later edits by the person stand.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known?.code]);

  if (!code || isFetching) return null;
  if (place === null) {
    return (
      <Text size="sm" c="red.8" role="status">
        We do not know zip code {code}. Check it: requests for an unknown zip code reach no vendor.
      </Text>
    );
  }
  if (!known?.city) return null;
  const matches = city.trim().toLowerCase() === known.city.toLowerCase() && state === known.state;
  if (matches) return null;
  return (
    <Text size="sm" role="status">
      Zip code {code} is in {known.city}, {known.state}.{' '}
      <Anchor
        component="button"
        type="button"
        size="sm"
        fw={600}
        onClick={() => {
          setValue('city', known.city!, { shouldValidate: true });
          setValue('state', known.state, { shouldValidate: true });
        }}
      >
        Use {known.city}, {known.state}
      </Anchor>
    </Text>
  );
}
