import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX, PASSWORD_MIN, passwordSchema } from '@homekeep/contracts/auth';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useFocusFirstInvalid } from '@/components/forms/focus-first-invalid';
import { FormAlert } from '@/components/forms/form-alert';
import { PasswordStrengthMeter } from '@/components/forms/password-strength-meter';
import { messageFor } from '@/lib/api';
import { showSuccessToast } from '@/lib/toast';
import { useGetCurrentUserQuery } from '@/lib/session-api';
import { useUpdateProfileMutation } from '../api/auth-api';
import { withReadableErrors } from '../readable-errors';
import { passwordProblem } from './registration-form';

const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, 'currentPassword is required')
      .max(PASSWORD_MAX, `currentPassword must be at most ${PASSWORD_MAX} characters`),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'The two new passwords do not match',
    path: ['confirmPassword'],
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    message: 'Choose a new password that differs from the current one',
    path: ['newPassword'],
  });
type ChangePasswordValues = z.input<typeof changePasswordSchema>;

const empty: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const errorCode = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as { data: unknown };
  return typeof data === 'object' && data !== null && 'code' in data
    ? String((data as { code: unknown }).code)
    : undefined;
};

export function ChangePasswordForm() {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { data: me } = useGetCurrentUserQuery();
  const form = useForm<ChangePasswordValues>({
    defaultValues: empty,
    mode: 'onTouched',
    shouldFocusError: false,
    resolver: withReadableErrors(zodResolver(changePasswordSchema)),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = form;
  const formRef = useFocusFirstInvalid(form);

  const [refused, setRefused] = useState<string | null>(null);
  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setRefused(null);
    const result = await updateProfile({ currentPassword, newPassword });
    if (result.data) {
      reset(empty);
      showSuccessToast('Your password is changed. Your other devices were signed out.');
    } else if (errorCode(result.error) === 'auth.wrong_current_password') {
      setError('currentPassword', { message: 'Your current password is not correct.' });
    } else if (passwordProblem(result.error)) {
      setError('newPassword', { message: passwordProblem(result.error)! });
    } else {
      setRefused(messageFor(result.error));
    }
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Change password">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Changing your password signs you out on every other device and browser. You stay signed in
          here.
        </Text>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          withAsterisk
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          withAsterisk
          description={`At least ${PASSWORD_MIN} characters`}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordStrengthMeter
          password={watch('newPassword')}
          userInputs={me ? [me.email, me.firstName, me.lastName] : []}
          problemShown={Boolean(errors.newPassword)}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          withAsterisk
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <FormAlert title="Your password was not changed" message={refused} />
        <Group justify="flex-end">
          <Button type="submit" loading={isLoading}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
