import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { isRefusal, messageFor } from '@/lib/api';
import { useVerifyEmailMutation } from './api/auth-api';
import { AuthCard } from './components/auth-card';

export function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [verify, { isSuccess, isError, isLoading, error }] = useVerifyEmailMutation();
  const asked = useRef(false);

  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    void verify({ token });
  }, [token, verify]);

  const refused = (error as { data?: { message?: string } } | undefined)?.data?.message;
  return (
    <AuthCard title="Confirm your email" subtitle="One click from the mail we sent you.">
      <Stack gap="md">
        {!token && (
          <Alert color="red" role="alert" title="This link is incomplete">
            Open the link again from the mail, or sign in and ask for a new one.
          </Alert>
        )}
        {token && !isSuccess && !isError && (
          <Stack align="center" gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text>Confirming your address…</Text>
          </Stack>
        )}
        {isSuccess && (
          <Alert color="teal" role="status" title="Email confirmed">
            Thank you: your address is confirmed.
          </Alert>
        )}
        {isError && isRefusal(error) && (
          <Alert color="red" role="alert" title="This link does not work">
            {refused ?? 'It may have been used already or have expired.'} Sign in to ask for a new
            one.
          </Alert>
        )}
        {isError && !isRefusal(error) && (
          <Alert color="red" role="alert" title="Your address is not confirmed yet">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{messageFor(error)}</Text>
              <Button size="xs" loading={isLoading} onClick={() => void verify({ token })}>
                Try again
              </Button>
            </Stack>
          </Alert>
        )}
        <Anchor component={Link} to={paths.root} size="sm">
          Go to {isSuccess ? 'your account' : 'the home page'}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
