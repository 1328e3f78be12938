import { NativeSelect, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { propertyTypeOptions, type PropertyFormValues } from './property-form-values';
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
    </>
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
