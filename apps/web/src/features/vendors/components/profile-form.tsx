import { zodResolver } from '@hookform/resolvers/zod';
import type { VendorProfile } from '@homekeep/contracts/vendors';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useUpdateVendorProfileMutation } from '../api/vendors-api';
import {
  bodyOf,
  formValuesOf,
  profileFormSchema,
  type ProfileFormValues,
} from '../profile-form-values';
import { LookupSelect } from './lookup-select';
import { ServiceAreaSelect } from './service-area-select';
import { ServicesSelect } from './services-select';
import { showSuccessToast } from '@/lib/toast';

type ProfileFormProps = { profile: VendorProfile };

export function ProfileForm({ profile }: ProfileFormProps) {
  const [updateProfile, { isLoading }] = useUpdateVendorProfileMutation();
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<ProfileFormValues>({
    defaultValues: formValuesOf(profile),
    mode: 'onTouched',
    resolver: zodResolver(profileFormSchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    setSavedAt(null);
    const result = await updateProfile({ id: profile.id, body: bodyOf(values) });
    if ('data' in result && result.data) {
      reset(formValuesOf(result.data));
      setSavedAt(result.data.updatedAt);
      showSuccessToast('Your company profile was saved.');
    }
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <form onSubmit={onSubmit} noValidate aria-label="Company profile">
        <Stack gap="lg">
          <Stack gap="md">
            <Title order={2} size="h3">
              Company
            </Title>
            <TextInput
              label="Company name"
              autoComplete="organization"
              withAsterisk
              error={errors.companyName?.message}
              {...register('companyName')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={control}
                name="vendorTypeId"
                render={({ field }) => (
                  <LookupSelect
                    list="vendor-types"
                    label="Vendor type"
                    placeholder="What kind of provider you are"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.vendorTypeId?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="companyTypeId"
                render={({ field }) => (
                  <LookupSelect
                    list="company-types"
                    label="Company type"
                    placeholder="Legal form"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.companyTypeId?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="licenseTypeId"
                render={({ field }) => (
                  <LookupSelect
                    list="license-types"
                    label="Licence type"
                    placeholder="Licence or certification"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.licenseTypeId?.message}
                  />
                )}
              />
              <TextInput
                label="Licence number"
                withAsterisk
                error={errors.licenseNumber?.message}
                {...register('licenseNumber')}
              />
            </SimpleGrid>
          </Stack>

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

          <Group justify="space-between" align="center" gap="sm">
            <Text size="sm" c="dimmed" role="status" aria-live="polite">
              {isLoading
                ? 'Saving your profile...'
                : savedAt && !isDirty
                  ? 'Your profile was saved.'
                  : isDirty
                    ? 'You have unsaved changes.'
                    : ''}
            </Text>
            <Button type="submit" loading={isLoading} size="md">
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
