import { Stack } from '@mantine/core';
import { AuthCard } from './components/auth-card';
import { ProviderSignInButtons } from './components/provider-sign-in-buttons';
import { RegistrationForm } from './components/registration-form';

export function ResidentSignUpScreen() {
  return (
    <AuthCard
      title="Create your owner account"
      subtitle="Keep your properties on a maintenance plan and ask for help when something breaks."
      width={560}
    >
      <Stack gap="md">
        <ProviderSignInButtons role="resident" dividerLabel="or sign up with your email" />
        <RegistrationForm role="resident" />
      </Stack>
    </AuthCard>
  );
}
