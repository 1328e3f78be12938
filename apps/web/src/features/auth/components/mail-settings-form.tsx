import '@mantine/core/styles/Checkbox.css';
import type { User } from '@homekeep/contracts/auth';
import { Button, Checkbox, Paper, Stack, Text } from '@mantine/core';
import { LoadingState } from '@/components/feedback/loading-state';
import { showSuccessToast } from '@/lib/toast';
import {
  useGetNotificationPreferencesQuery,
  useResendVerificationMutation,
  useUpdateNotificationPreferencesMutation,
} from '../api/auth-api';

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

/** The optional mails, each on or off; security and payment mails always come. */
export function MailSettingsForm({ role }: { role: User['role'] }) {
  const { data: preferences, isLoading } = useGetNotificationPreferencesQuery();
  const [update, { isLoading: saving }] = useUpdateNotificationPreferencesMutation();
  if (isLoading || !preferences) return <LoadingState label="Loading your mail settings..." />;
  const change = async (name: keyof typeof preferences, on: boolean) => {
    const result = await update({ ...preferences, [name]: on });
    if (!('error' in result)) showSuccessToast('Mail settings saved');
  };
  return (
    <Stack gap="sm">
      {role !== 'vendor' && (
        <Checkbox
          label="Updates about my jobs"
          description="When a pro accepts a job, is on the way, starts and finishes."
          checked={preferences.jobStatus}
          disabled={saving}
          onChange={(event) => void change('jobStatus', event.currentTarget.checked)}
        />
      )}
      {role !== 'resident' && (
        <Checkbox
          label="New job offers"
          description="When a new job matches your services and area."
          checked={preferences.newOffer}
          disabled={saving}
          onChange={(event) => void change('newOffer', event.currentTarget.checked)}
        />
      )}
      <Text size="sm" c="dimmed">
        Mails about your account's security, receipts and failed payments always come.
      </Text>
    </Stack>
  );
}
