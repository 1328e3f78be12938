import type { VendorProfile } from '@homekeep/contracts/vendors';
import { SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { ProfileFormValues } from '../profile-form-values';
import { LookupField } from './lookup-field';
import { ServiceAreaSelect } from './service-area-select';
import { ServicesSelect } from './services-select';
import { CompanyNameField } from '@/components/forms/contact-fields';

/** Who the company is: name, kind, legal form and licence. */
export function CompanyFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProfileFormValues>();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Company
      </Title>
      <CompanyNameField />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <LookupField
          name="vendorTypeId"
          list="vendor-types"
          label="Vendor type"
          placeholder="What kind of vendor you are"
        />
        <LookupField
          name="companyTypeId"
          list="company-types"
          label="Company type"
          placeholder="Legal form"
        />
        <LookupField
          name="licenseTypeId"
          list="license-types"
          label="Licence type"
          placeholder="Licence or certification"
        />
        <TextInput
          label="Licence number"
          withAsterisk
          error={errors.licenseNumber?.message}
          {...register('licenseNumber')}
        />
        <TextInput
          type="date"
          label="Licence valid until"
          description="The last day on your licence. Jobs stop after it until you enter the renewed date."
          error={errors.licenseExpiresAt?.message}
          {...register('licenseExpiresAt')}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** What the company does and where: the services it offers and the zip codes it serves. */
export function ServiceAreaFields({ profile }: { profile: VendorProfile }) {
  const {
    control,
    formState: { errors },
  } = useFormContext<ProfileFormValues>();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        What you do and where
      </Title>
      <Controller
        control={control}
        name="serviceIds"
        render={({ field }) => (
          <ServicesSelect
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            chosen={profile.services.map((s) => ({ value: s.id, label: s.name }))}
            error={errors.serviceIds?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="zipCodes"
        render={({ field }) => (
          <ServiceAreaSelect
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            chosen={profile.serviceArea.map((z) => ({ value: z.code, label: z.name }))}
            error={errors.zipCodes?.message}
          />
        )}
      />
    </Stack>
  );
}

type SaveStatusProps = { saving: boolean; saved: boolean; dirty: boolean };

/** Whether the profile on screen is saved, being saved, or changed since. */
export function SaveStatus({ saving, saved, dirty }: SaveStatusProps) {
  let status = '';
  if (saving) status = 'Saving your profile...';
  else if (dirty) status = 'You have unsaved changes.';
  else if (saved) status = 'Your profile was saved.';
  return (
    <Text size="sm" c="dimmed" role="status" aria-live="polite">
      {status}
    </Text>
  );
}
