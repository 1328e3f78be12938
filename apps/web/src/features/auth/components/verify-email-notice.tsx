import type { User } from '@homekeep/contracts/auth';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useGetMailDeliveryQuery, useResendVerificationMutation } from '../api/auth-api';

/**
 * Asks an unverified user to open the link mailed at sign-up, and mails it again on request.
 * Where no mail leaves the server, it says so: nothing waits for the address meanwhile.
 */
export function VerifyEmailNotice({ user }: { user: User }) {
  const [resend, { isLoading, isSuccess }] = useResendVerificationMutation();
  const mailSends = useGetMailDeliveryQuery(undefined, { skip: user.emailVerified }).data?.sends;
  if (user.emailVerified || mailSends === undefined) return null;
  if (!mailSends) {
    return (
      <Paper bg="brand.0" c="brand.9" p="md" radius="lg" role="status">
        <Stack gap="xs" align="flex-start">
          <Text fw={700}>Your email address is not confirmed yet</Text>
          <Text size="sm">
            This service cannot send mail at the moment. Nothing is held back meanwhile, and our
            team can confirm {user.email} for you when you contact us.
          </Text>
        </Stack>
      </Paper>
    );
  }
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
