import { Stack } from '@mantine/core';
import { AuthCard } from './components/auth-card';
import { ProviderSignInButtons } from './components/provider-sign-in-buttons';
import { RegistrationForm } from './components/registration-form';

export function VendorSignUpScreen() {
  return (
    <AuthCard
      title="Join as a vendor"
      subtitle="Get maintenance jobs from residents in your service area."
      width={560}
    >
      <Stack gap="md">
        <ProviderSignInButtons role="vendor" dividerLabel="or sign up with your email" />
        <RegistrationForm role="vendor" />
      </Stack>
    </AuthCard>
  );
}
