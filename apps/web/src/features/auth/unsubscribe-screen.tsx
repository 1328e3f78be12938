import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { isRefusal, messageFor } from '@/lib/api';
import { useUnsubscribeMutation } from './api/auth-api';
import { AuthCard } from './components/auth-card';

const KIND_NAMES = {
  jobStatus: 'updates about your jobs',
  newOffer: 'new job offers',
  messages: 'messages left unread on your jobs',
  reviewReminders: 'reminders to leave a review',
} as const;

/** The landing of a mail's unsubscribe link: asks once, then turns that kind of mail off. */
export function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { data, isLoading, error }] = useUnsubscribeMutation();

  return (
    <AuthCard title="Unsubscribe" subtitle="Choose which mails you receive.">
      <Stack gap="md">
        {data ? (
          <Alert color="teal" role="status" title="Unsubscribed">
            You will no longer receive mails about {KIND_NAMES[data.kind]}. Mails about your
            account's security and your payments still come.
          </Alert>
        ) : isRefusal(error) || !token ? (
          <Alert color="red" role="alert" title="This link does not work">
            Open it again from the mail, or change your mail settings on your profile.
          </Alert>
        ) : (
          <>
            <Text>
              Stop receiving this kind of mail? You can turn it back on from your profile.
            </Text>
            {error && (
              <Alert color="red" role="alert" title="You are not unsubscribed yet">
                {messageFor(error)}
              </Alert>
            )}
            <Button loading={isLoading} onClick={() => void unsubscribe({ token })}>
              {error ? 'Try again' : 'Unsubscribe'}
            </Button>
          </>
        )}
        <Anchor component={Link} to={paths.profile} size="sm">
          Mail settings on your profile
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
