import './vendor-styles';
import { Paper, Stack, Title } from '@mantine/core';
import { ProfileCompleteness } from './components/profile-completeness';
import { ProfileForm } from './components/profile-form';
import { VendorReviewsSection } from './components/vendor-reviews-section';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
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
          <VendorReviewsSection profile={profile} />
          <ProfileForm key={profile.id} profile={profile} />
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
        </Stack>
      )}
    </ScreenIntro>
  );
}
