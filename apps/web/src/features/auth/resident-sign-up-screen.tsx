import { AuthCard } from './components/auth-card';
import { RegistrationForm } from './components/registration-form';

export function ResidentSignUpScreen() {
  return (
    <AuthCard
      title="Create your owner account"
      subtitle="Keep your properties on a maintenance plan and ask for help when something breaks."
      width={560}
    >
      <RegistrationForm role="resident" />
    </AuthCard>
  );
}
