import { zodResolver } from '@hookform/resolvers/zod';
import { phoneSchema, signUpBodySchema, type User } from '@homekeep/contracts/auth';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { showSuccessToast } from '@/lib/toast';
import { useUpdateProfileMutation } from '../api/auth-api';
import { withReadableErrors } from '../readable-errors';

const optionalPhone = z
  .string()
  .trim()
  .refine((value) => value === '' || phoneSchema.safeParse(value).success, {
    message: 'phone must be a valid phone number',
  });

export const profileDetailsSchema = z.object({
  firstName: signUpBodySchema.shape.firstName,
  lastName: signUpBodySchema.shape.lastName,
  phone: optionalPhone,
});
export type ProfileDetailsValues = z.input<typeof profileDetailsSchema>;

const valuesOf = (user: User): ProfileDetailsValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone ?? '',
});

export function ProfileDetailsForm({ user }: { user: User }) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileDetailsValues>({
    defaultValues: valuesOf(user),
    mode: 'onTouched',
    resolver: withReadableErrors(zodResolver(profileDetailsSchema)),
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await updateProfile({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      // An emptied box removes the number.
      phone: values.phone.trim() || null,
    });
    if (result.data) {
      reset(valuesOf(result.data));
      showSuccessToast('Your profile is saved.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Personal details">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            withAsterisk
            maxLength={200}
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            withAsterisk
            maxLength={200}
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          maxLength={32}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextInput
          label="Email"
          value={user.email}
          readOnly
          description="You sign in with this address; it cannot be changed here."
          styles={{ input: { background: 'var(--mantine-color-gray-0)' } }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isLoading} disabled={!isDirty}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
