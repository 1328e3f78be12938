import { zodResolver } from '@hookform/resolvers/zod';
import type { VendorProfile } from '@homekeep/contracts/vendors';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useUpdateVendorProfileMutation } from '../api/vendors-api';
import {
  bodyOf,
  formValuesOf,
  profileFormSchema,
  type ProfileFormValues,
} from '../profile-form-values';
import { CompanyFields, SaveStatus, ServiceAreaFields } from './profile-form-sections';
import { FormAlert } from '@/components/forms/form-alert';
import { messageFor } from '@/lib/api';
import { showSuccessToast } from '@/lib/toast';

type ProfileFormProps = { profile: VendorProfile };

export function ProfileForm({ profile }: ProfileFormProps) {
  const [updateProfile, { isLoading, error }] = useUpdateVendorProfileMutation();
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const form = useForm<ProfileFormValues>({
    defaultValues: formValuesOf(profile),
    mode: 'onTouched',
    resolver: zodResolver(profileFormSchema),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setSavedAt(null);
    const result = await updateProfile({ id: profile.id, body: bodyOf(values) });
    if ('data' in result && result.data) {
      form.reset(formValuesOf(result.data));
      setSavedAt(result.data.updatedAt);
      showSuccessToast('Your company profile was saved.');
    }
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label="Company profile">
          <Stack gap="lg">
            <CompanyFields />
            <ServiceAreaFields profile={profile} />
            <FormAlert
              title="Your profile was not saved"
              message={error && !isLoading ? messageFor(error) : null}
            />
            <Group justify="space-between" align="center" gap="sm">
              <SaveStatus
                saving={isLoading}
                saved={savedAt !== null}
                dirty={form.formState.isDirty}
              />
              <Button type="submit" loading={isLoading} size="md">
                Save profile
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}
