import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useLinkProviderMutation } from '../api/auth-api';
import { useStartSession } from '../use-start-session';

type LinkProviderFormProps = { ticket: string; email: string };

/**
 * After a third-party sign-in whose email already has an account with a password: the person
 * proves that password once, and from then on the provider signs them in too.
 */
export function LinkProviderForm({ ticket, email }: LinkProviderFormProps) {
  const [password, setPassword] = useState('');
  const [link, { isLoading }] = useLinkProviderMutation();
  const startSession = useStartSession();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    // A wrong password is answered with the server's message as an error toast.
    const result = await link({ ticket, password });
    if (result.data) startSession(result.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Link your account">
      <Stack gap="md">
        <Alert color="blue" title="You already have an account">
          <Text size="sm">
            {email} already has an account here. Enter its password once to link it to Google; after
            that, Google signs you in too.
          </Text>
        </Alert>
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button type="submit" size="md" loading={isLoading} fullWidth>
          Link and sign in
        </Button>
      </Stack>
    </form>
  );
}
