import './vendor-styles';
import { Paper, Stack, Title } from '@mantine/core';
import { ProfileCompleteness } from './components/profile-completeness';
import { ProfileForm } from './components/profile-form';
import { VendorReviewsSection } from './components/vendor-reviews-section';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { CalendarFeedSection } from '@/components/forms/calendar-feed-section';
import { MailSettingsForm } from '@/components/forms/mail-settings-form';
import { ScreenIntro } from '@/components/layout/screen-intro';
import { useGetVendorProfileQuery } from '@/lib/resources/vendor-profile-api';

export function ProfileSetupScreen() {
  const { data: profile, isLoading, isError, refetch } = useGetVendorProfileQuery();
  return (
    <ScreenIntro
      title="Profile setup"
      purpose="Jobs are offered to vendors whose company profile says what they do and where they work."
    >
      {isLoading && <LoadingState label="Loading your profile..." />}
      {isError && !profile && (
        <ErrorState
          title="Your profile could not be loaded"
          message="Check your connection and try again."
          onRetry={() => void refetch()}
        />
      )}
      {profile && (
        <Stack gap="lg" maw={880}>
          <ProfileCompleteness profile={profile} />
          {profile.complete && <VendorReviewsSection profile={profile} />}
          <ProfileForm key={profile.id} profile={profile} />
          {/* A new vendor's first task is the form: their reviews, none yet, follow it. */}
          {!profile.complete && <VendorReviewsSection profile={profile} />}
          <Paper
            withBorder
            p={{ base: 'md', sm: 'xl' }}
            radius="md"
            component="section"
            aria-labelledby="vendor-mail-title"
          >
            <Stack gap="md">
              <Title order={2} size="h3" id="vendor-mail-title">
                Mail settings
              </Title>
              <MailSettingsForm role="vendor" />
            </Stack>
          </Paper>
          <Paper
            withBorder
            p={{ base: 'md', sm: 'xl' }}
            radius="md"
            component="section"
            aria-labelledby="vendor-calendar-title"
          >
            <Stack gap="md">
              <Title order={2} size="h3" id="vendor-calendar-title">
                Your calendar
              </Title>
              <CalendarFeedSection />
            </Stack>
          </Paper>
        </Stack>
      )}
    </ScreenIntro>
  );
}
