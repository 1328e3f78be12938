import '@mantine/core/styles/Alert.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetBodySchema, type PasswordResetBody } from '@homekeep/contracts/mail';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useGetMailDeliveryQuery, useRequestPasswordResetMutation } from './api/auth-api';
import { AuthCard } from './components/auth-card';
import { withReadableErrors } from './readable-errors';

export function ForgotPasswordScreen() {
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mailSends = useGetMailDeliveryQuery().data?.sends ?? true;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetBody>({
    defaultValues: { email: '' },
    mode: 'onTouched',
    resolver: withReadableErrors(zodResolver(passwordResetBodySchema)),
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await requestReset(values);
    if (!('error' in result)) setSentTo(values.email);
  });

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Tell us the email of your account and we will mail you a link to choose a new one."
    >
      {!mailSends ? (
        <Stack gap="md">
          <Alert color="brand" role="status" title="Ask us for a link">
            This service cannot send mail at the moment, so no link would reach you. Contact us:
            once we know it is you, we give you a one-time link to choose a new password.
          </Alert>
          <Button component={Link} to={paths.contactUs} size="md" fullWidth>
            Contact us
          </Button>
          <Anchor component={Link} to={paths.signIn} size="sm" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      ) : sentTo ? (
        <Stack gap="md">
          <Alert color="teal" role="status" title="Check your mail">
            If an account uses {sentTo}, a link is on its way. It works once, for one hour.
          </Alert>
          <Anchor component={Link} to={paths.signIn} size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Forgot password">
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" size="md" loading={isLoading} fullWidth>
              Mail me a link
            </Button>
            <Anchor component={Link} to={paths.signIn} size="sm" ta="center">
              Back to sign in
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
