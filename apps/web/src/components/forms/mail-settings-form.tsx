import '@mantine/core/styles/Checkbox.css';
import type { User } from '@homekeep/contracts/auth';
import { Checkbox, Stack, Text } from '@mantine/core';
import { LoadingState } from '@/components/feedback/loading-state';
import {
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
} from '@/lib/resources/mail-preferences-api';
import { showSuccessToast } from '@/lib/toast';

/** What always comes, whatever the boxes say: mails about security, and a resident's money. */
const ALWAYS: Record<User['role'], string> = {
  resident: "Mails about your account's security, receipts and failed payments always come.",
  vendor: "Mails about your account's security always come.",
  admin: "Mails about your account's security always come.",
};

/** The optional mails a person of this role receives, each on or off. */
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
          description="When a job that matches your services and area is offered to you."
          checked={preferences.newOffer}
          disabled={saving}
          onChange={(event) => void change('newOffer', event.currentTarget.checked)}
        />
      )}
      <Text size="sm" c="dimmed">
        {ALWAYS[role]}
      </Text>
    </Stack>
  );
}
