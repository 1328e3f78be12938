import '@mantine/core/styles/Avatar.css';
import { Avatar, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingState } from '@/components/feedback/loading-state';
import { MailSettingsForm } from '@/components/forms/mail-settings-form';
import { usePageTitle } from '@/lib/page-title';
import { useGetCurrentUserQuery } from '@/lib/session-api';
import { CalendarFeedSection } from '@/components/forms/calendar-feed-section';
import { ChangePasswordForm } from './components/change-password-form';
import { VerifyEmailNotice } from './components/verify-email-notice';
import { ProfileDetailsForm } from './components/profile-details-form';

type SectionProps = { id: string; title: string; children: ReactNode };

function Section({ id, title, children }: SectionProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      component="section"
      aria-labelledby={id}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function ProfileScreen() {
  usePageTitle('Your profile');
  const { data: user } = useGetCurrentUserQuery();

  return (
    <Container size="sm" py="xl">
      <Stack gap="xl">
        <Group gap="md" wrap="nowrap">
          <Avatar size={56} radius="xl" color="brand" aria-hidden>
            {user ? `${user.firstName.charAt(0)}${user.lastName.charAt(0)}` : null}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={1}>Your profile</Title>
            <Text c="dimmed" truncate>
              {user ? `${user.firstName} ${user.lastName}` : ' '}
            </Text>
          </Stack>
        </Group>
        {user ? (
          <>
            <VerifyEmailNotice user={user} />
            <Section id="details-title" title="Personal details">
              <ProfileDetailsForm user={user} />
            </Section>
            <Section id="password-title" title="Change password">
              <ChangePasswordForm />
            </Section>
            <Section id="mail-title" title="Mail settings">
              <MailSettingsForm role={user.role} />
            </Section>
            {user.role !== 'admin' && (
              <Section id="calendar-title" title="Your calendar">
                <CalendarFeedSection />
              </Section>
            )}
          </>
        ) : (
          <LoadingState label="Loading your profile..." />
        )}
      </Stack>
    </Container>
  );
}
