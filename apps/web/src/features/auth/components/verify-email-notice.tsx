import type { User } from '@homekeep/contracts/auth';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useResendVerificationMutation } from '../api/auth-api';

/** Asks an unverified user to open the link mailed at sign-up, and mails it again on request. */
export function VerifyEmailNotice({ user }: { user: User }) {
  const [resend, { isLoading, isSuccess }] = useResendVerificationMutation();
  if (user.emailVerified) return null;
  return (
    <Paper bg="brand.0" c="brand.9" p="md" radius="lg" role="status">
      <Stack gap="xs" align="flex-start">
        <Text fw={700}>Please confirm your email address</Text>
        <Text size="sm">
          We mailed a link to {user.email}. Open it to confirm the address is yours.
        </Text>
        {isSuccess ? (
          <Text size="sm" fw={600}>
            A new link is on its way.
          </Text>
        ) : (
          <Button size="xs" variant="default" loading={isLoading} onClick={() => void resend()}>
            Mail the link again
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
