import type { PropertyBody } from '@homekeep/contracts/properties';
import { MAX_PROPERTY_PHOTOS } from '@homekeep/contracts/properties';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AddressFields, PropertyFactsFields } from './property-form-fields';
import { bodyOf, propertyFormResolver, type PropertyFormValues } from './property-form-values';
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
  const form = useForm<PropertyFormValues>({
    defaultValues: initialValues,
    mode: 'onTouched',
    resolver: propertyFormResolver,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <FormProvider {...form}>
      <form
        onSubmit={form.handleSubmit((values) => onSave(bodyOf(values)))}
        noValidate
        aria-label="Property details"
      >
        <Stack gap="md">
          <TextInput
            label="Property name"
            description="A name you will recognise, such as Lake house"
            withAsterisk
            error={errors.name?.message}
            {...register('name')}
          />
          <AddressFields />
          <PropertyFactsFields />
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
    </FormProvider>
  );
}
