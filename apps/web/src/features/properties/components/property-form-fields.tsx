import { NativeSelect, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { propertyTypeOptions, type PropertyFormValues } from './property-form-values';
import { FROM_ZIP_CODE, timeZoneOptions } from './time-zone-options';
import { UsStateField } from './us-state-field';
import { ZipPlaceHint } from './zip-place-hint';
import { FieldGrid } from '@/components/forms/field-grid';

/** Where the property is: street, unit, city, state and zip code. */
export function AddressFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PropertyFormValues>();
  return (
    <>
      <FieldGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Street address"
          autoComplete="address-line1"
          withAsterisk
          error={errors.addressLine1?.message}
          {...register('addressLine1')}
        />
        <TextInput
          label="Apartment, suite or unit (optional)"
          autoComplete="address-line2"
          error={errors.addressLine2?.message}
          {...register('addressLine2')}
        />
      </FieldGrid>
      <FieldGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label="Zip code"
          autoComplete="postal-code"
          inputMode="numeric"
          withAsterisk
          error={errors.zipCode?.message}
          {...register('zipCode')}
        />
        <TextInput
          label="City"
          autoComplete="address-level2"
          withAsterisk
          error={errors.city?.message}
          {...register('city')}
        />
        <Controller
          control={control}
          name="state"
          render={({ field }) => (
            <UsStateField
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.state?.message}
            />
          )}
        />
      </FieldGrid>
      <ZipPlaceHint />
      <TimeZoneField />
    </>
  );
}

/**
 * The zone appointments are agreed in. A new zip code sets it back to the zip code's zone,
 * unless the person picked one in this form.
 */
function TimeZoneField() {
  const {
    register,
    control,
    getFieldState,
    setValue,
    formState: { errors },
  } = useFormContext<PropertyFormValues>();
  const [zipCode, timezone] = useWatch({ control, name: ['zipCode', 'timezone'] });
  const firstZip = useRef(zipCode);
  const picked = getFieldState('timezone').isDirty;
  useEffect(() => {
    if (zipCode !== firstZip.current && !picked) setValue('timezone', FROM_ZIP_CODE);
  }, [zipCode, picked, setValue]);
  return (
    <NativeSelect
      label="Time zone"
      description="Appointment times are agreed and shown in this zone."
      data={timeZoneOptions(timezone)}
      error={errors.timezone?.message}
      {...register('timezone')}
    />
  );
}

/** What the property is like: its type, size, age and rooms. */
export function PropertyFactsFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<PropertyFormValues>();
  const numberProps = { inputMode: 'numeric' as const };
  return (
    <FieldGrid cols={{ base: 2, sm: 3 }} spacing="md">
      <NativeSelect
        label="Property type"
        data={propertyTypeOptions}
        error={errors.type?.message}
        {...register('type')}
      />
      <TextInput
        label="Size (sq ft)"
        {...numberProps}
        error={errors.sizeSqft?.message}
        {...register('sizeSqft')}
      />
      <TextInput
        label="Year built"
        {...numberProps}
        error={errors.yearBuilt?.message}
        {...register('yearBuilt')}
      />
      <TextInput
        label="Bedrooms"
        {...numberProps}
        error={errors.bedrooms?.message}
        {...register('bedrooms')}
      />
      <TextInput
        label="Bathrooms"
        inputMode="decimal"
        description="Half baths count as .5"
        error={errors.bathrooms?.message}
        {...register('bathrooms')}
      />
    </FieldGrid>
  );
}
