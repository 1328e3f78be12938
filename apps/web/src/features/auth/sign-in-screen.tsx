import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSignInSchema, type PasswordSignInBody } from '@homekeep/contracts/auth';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '@/components/forms/form-alert';
import { useFocusFirstInvalid } from '@/components/forms/focus-first-invalid';
import { paths } from '@/config/paths';
import { messageFor } from '@/lib/api';
import { useBrowserValue, useHydrated } from '@/lib/hydration';
import { forgetSessionEnded, sessionEndedNotice } from '@/lib/session';
import { useSignInMutation } from './api/auth-api';
import { AuthCard } from './components/auth-card';
import { LinkProviderForm } from './components/link-provider-form';
import { ProviderSignInButtons } from './components/provider-sign-in-buttons';
import { withReadableErrors } from './readable-errors';
import { useProviderCallback } from './use-provider-callback';
import { useStartSession } from './use-start-session';

const subtitle = 'Welcome back. Sign in to manage your homes or your jobs.';

export function SignInScreen() {
  const [signIn, { isLoading, error, reset }] = useSignInMutation();
  const startSession = useStartSession();
  const providerCallback = useProviderCallback();
  useEffect(forgetSessionEnded, []);
  const form = useForm<PasswordSignInBody>({
    // No default values: the form would write them over what was typed into the prerendered
    // page before it was hydrated.
    mode: 'onTouched',
    shouldFocusError: false,
    resolver: withReadableErrors(zodResolver(passwordSignInSchema)),
  });

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const formRef = useFocusFirstInvalid(form);

  // A wrong password is said in the form's alert, read out as it appears.
  const onSubmit = handleSubmit(async (values) => {
    reset();
    const result = await signIn(values);
    if (result.data) startSession(result.data);
  });

  if (providerCallback.status === 'link') {
    return (
      <AuthCard title="Sign in" subtitle={subtitle}>
        <LinkProviderForm ticket={providerCallback.ticket} email={providerCallback.email} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign in" subtitle={subtitle}>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Stack gap="md">
          {providerCallback.status === 'failed' && (
            <FormAlert title="Not signed in" message={providerCallback.message} />
          )}
          <ProviderSignInButtons role="resident" dividerLabel="or sign in with your email" />
          <SessionEndedNotice />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <FormAlert title="Not signed in" message={error ? messageFor(error) : null} />
          <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="right">
            Forgot password?
          </Anchor>
          <SubmitButton loading={isLoading} />
          <Group justify="center" gap={6}>
            <Text size="sm" c="dimmed">
              New here?
            </Text>
            <Anchor component={Link} to={paths.signUp} size="sm">
              Create an account
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}

/** Said once, after the server ended the session (read in the browser, so after hydration). */
function SessionEndedNotice() {
  const [notice] = useState(sessionEndedNotice);
  const shown = useBrowserValue(notice, null);
  if (!shown) return null;
  return (
    <Text role="status" size="sm" bg="brand.0" c="brand.9" p="sm" style={{ borderRadius: 8 }}>
      {shown}
    </Text>
  );
}

/** Until the script runs, the browser would send the form itself, password in the URL. */
function SubmitButton({ loading }: { loading: boolean }) {
  return (
    <Button type="submit" size="md" loading={loading} disabled={!useHydrated()} fullWidth>
      Sign in
    </Button>
  );
}
