import { AuthCard } from './components/auth-card';
import { RegistrationForm } from './components/registration-form';

export function VendorSignUpScreen() {
  return (
    <AuthCard
      title="Join as a service provider"
      subtitle="Get maintenance jobs from homeowners in your service area."
      width={560}
    >
      <RegistrationForm role="vendor" />
    </AuthCard>
  );
}
