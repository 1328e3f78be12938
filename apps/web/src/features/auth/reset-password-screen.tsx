import '@mantine/core/styles/Alert.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSchema } from '@homekeep/contracts/auth';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PasswordStrengthMeter } from '@/components/forms/password-strength-meter';
import { paths } from '@/config/paths';
import { messageFor } from '@/lib/api';
import { useConfirmPasswordResetMutation } from './api/auth-api';
import { AuthCard } from './components/auth-card';
import { withReadableErrors } from './readable-errors';

const resetSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'The two passwords do not match',
    path: ['confirmPassword'],
  });
type ResetValues = z.input<typeof resetSchema>;

function LinkProblem({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert color="red" role="alert" title="This link does not work">
        {message}
      </Alert>
      <Anchor component={Link} to={paths.forgotPassword} size="sm">
        Ask for a new link
      </Anchor>
    </Stack>
  );
}

export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirmReset, { isLoading, isSuccess }] = useConfirmPasswordResetMutation();
  const [linkRefused, setLinkRefused] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ResetValues>({
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
    resolver: withReadableErrors(zodResolver(resetSchema)),
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    setRefused(null);
    const result = await confirmReset({ token, password });
    if (!('error' in result)) return;
    const data = (result.error as { data?: { code?: string; message?: string } }).data;
    if (data?.code === 'token_invalid') setLinkRefused(data.message ?? 'Ask for a new link.');
    else setRefused(messageFor(result.error));
  });

  let body;
  if (!token) body = <LinkProblem message="The link is incomplete. Open it again from the mail." />;
  else if (linkRefused) body = <LinkProblem message={linkRefused} />;
  else if (isSuccess)
    body = (
      <Stack gap="md">
        <Alert color="teal" role="status" title="Password changed">
          Your new password is set, and every device was signed out. Sign in with it now.
        </Alert>
        <Button component={Link} to={paths.signIn} size="md">
          Sign in
        </Button>
      </Stack>
    );
  else
    body = (
      <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
        <Stack gap="md">
          {refused && (
            <Alert color="red" role="alert" title="Your new password was not set">
              {refused}
            </Alert>
          )}
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordStrengthMeter password={watch('password')} />
          <PasswordInput
            label="Repeat the new password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" size="md" loading={isLoading} fullWidth>
            Set new password
          </Button>
        </Stack>
      </form>
    );

  return (
    <AuthCard title="Choose a new password" subtitle="After this, sign in again on every device.">
      {body}
    </AuthCard>
  );
}
