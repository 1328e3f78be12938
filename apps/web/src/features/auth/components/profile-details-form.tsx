import { zodResolver } from '@hookform/resolvers/zod';
import { signUpBodySchema, type User } from '@homekeep/contracts/auth';
import { formatPhone } from '@homekeep/contracts/phone';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { PersonNameFields, PhoneField } from '@/components/forms/contact-fields';
import { optionalPhoneSchema } from '@/components/forms/contact-schema';
import { FormAlert } from '@/components/forms/form-alert';
import { messageFor } from '@/lib/api';
import { showSuccessToast } from '@/lib/toast';
import { useUpdateProfileMutation } from '../api/auth-api';
import { withReadableErrors } from '../readable-errors';

const profileDetailsSchema = z.object({
  firstName: signUpBodySchema.shape.firstName,
  lastName: signUpBodySchema.shape.lastName,
  phone: optionalPhoneSchema,
});
type ProfileDetailsValues = z.input<typeof profileDetailsSchema>;

const valuesOf = (user: User): ProfileDetailsValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone ? formatPhone(user.phone) : '',
});

export function ProfileDetailsForm({ user }: { user: User }) {
  const [updateProfile, { isLoading, error }] = useUpdateProfileMutation();
  const form = useForm<ProfileDetailsValues>({
    defaultValues: valuesOf(user),
    mode: 'onTouched',
    resolver: withReadableErrors(zodResolver(profileDetailsSchema)),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await updateProfile({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      // An emptied box removes the number.
      phone: values.phone.trim() || null,
    });
    if (result.data) {
      form.reset(valuesOf(result.data));
      showSuccessToast('Your profile is saved.');
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Personal details">
        <Stack gap="md">
          <PersonNameFields maxLength={200} />
          <PhoneField maxLength={32} />
          <TextInput
            label="Email"
            value={user.email}
            readOnly
            description="You sign in with this address; it cannot be changed here."
            styles={{ input: { background: 'var(--mantine-color-gray-0)' } }}
          />
          <FormAlert
            title="Your details were not saved"
            message={error && !isLoading ? messageFor(error) : null}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isLoading} disabled={!form.formState.isDirty}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
