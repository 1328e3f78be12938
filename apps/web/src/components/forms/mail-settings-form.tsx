import '@mantine/core/styles/Checkbox.css';
import type { User } from '@homekeep/contracts/auth';
import type { NotificationPreferences } from '@homekeep/contracts/mail';
import { REVIEW_REMINDER_DAYS } from '@homekeep/contracts/reviews';
import { Checkbox, Stack, Text } from '@mantine/core';
import { QueryState } from '@/components/feedback/query-state';
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

type Preference = keyof NotificationPreferences;

interface Choice {
  name: Preference;
  label: string;
  description: string;
  roles: User['role'][];
}

const CHOICES: Choice[] = [
  {
    name: 'jobStatus',
    label: 'Updates about my jobs',
    description: 'When a pro accepts a job, is on the way, starts and finishes.',
    roles: ['resident', 'admin'],
  },
  {
    name: 'newOffer',
    label: 'New job offers',
    description: 'When a job that matches your services and area is offered to you.',
    roles: ['vendor', 'admin'],
  },
  {
    name: 'messages',
    label: 'Unread messages',
    description: 'When a message on one of your jobs has waited 15 minutes without being read.',
    roles: ['resident', 'vendor', 'admin'],
  },
  {
    name: 'reviewReminders',
    label: 'Reminders to leave a review',
    description: `${REVIEW_REMINDER_DAYS} days after a job is done, if you have not reviewed it yet.`,
    roles: ['resident', 'vendor', 'admin'],
  },
];

/**
 * The optional mails a person of this role receives, each on or off. A box changes at once and
 * stays usable (a disabled box would drop the keyboard's focus); each change saves only itself.
 */
export function MailSettingsForm({ role }: { role: User['role'] }) {
  const preferences = useGetNotificationPreferencesQuery();
  const [update] = useUpdateNotificationPreferencesMutation();
  const change = async (name: Preference, on: boolean) => {
    const result = await update({ [name]: on });
    if (!('error' in result)) showSuccessToast('Mail settings saved');
  };
  return (
    <QueryState
      query={preferences}
      loadingLabel="Loading your mail settings..."
      errorTitle="Your mail settings could not be loaded"
      isEmpty={() => false}
    >
      {(chosen) => (
        <Stack gap="sm">
          {CHOICES.filter((choice) => choice.roles.includes(role)).map((choice) => (
            <Checkbox
              key={choice.name}
              label={choice.label}
              description={choice.description}
              checked={chosen[choice.name]}
              onChange={(event) => void change(choice.name, event.currentTarget.checked)}
            />
          ))}
          <Text size="sm" c="dimmed">
            {ALWAYS[role]}
          </Text>
        </Stack>
      )}
    </QueryState>
  );
}
