import type { PropertyBody } from '@homekeep/contracts/properties';
import { MAX_PROPERTY_PHOTOS } from '@homekeep/contracts/properties';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  bodyOf,
  propertyFormResolver,
  propertyTypeOptions,
  type PropertyFormValues,
} from './property-form-values';
import { UsStateField } from './us-state-field';
import { PhotoUploadField } from '@/components/forms/photo-upload-field';

type PropertyFormProps = {
  initialValues: PropertyFormValues;
  submitLabel: string;
  cancelTo: string;
  saving: boolean;
  onSave: (body: PropertyBody) => void | Promise<void>;
};

/** One form for adding and editing a property; every rule is the contract's. */
export function PropertyForm({
  initialValues,
  submitLabel,
  cancelTo,
  saving,
  onSave,
}: PropertyFormProps) {
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PropertyFormValues>({
    defaultValues: initialValues,
    mode: 'onTouched',
    resolver: propertyFormResolver,
  });

  const onSubmit = handleSubmit((values) => onSave(bodyOf(values)));
  const numberProps = { inputMode: 'numeric' as const };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Property details">
      <Stack gap="md">
        <TextInput
          label="Property name"
          description="A name you will recognise, such as Lake house"
          withAsterisk
          error={errors.name?.message}
          {...register('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
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
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
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
          <TextInput
            label="Zip code"
            autoComplete="postal-code"
            inputMode="numeric"
            withAsterisk
            error={errors.zipCode?.message}
            {...register('zipCode')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
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
        </SimpleGrid>
        <Textarea
          label="Notes (optional)"
          description="Access codes, pets, anything a technician should know"
          rows={4}
          error={errors.notes?.message}
          {...register('notes')}
        />
        <Controller
          control={control}
          name="photos"
          render={({ field }) => (
            <PhotoUploadField
              label="Photos"
              value={field.value}
              onChange={field.onChange}
              max={MAX_PROPERTY_PHOTOS}
              onUploadingChange={setUploading}
              error={errors.photos?.message}
            />
          )}
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button component={Link} to={cancelTo} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={uploading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
