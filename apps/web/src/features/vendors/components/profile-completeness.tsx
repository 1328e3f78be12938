import type { VendorProfile } from '@homekeep/contracts/vendors';
import { Alert } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { REQUIREMENT_LABELS } from '../profile-form-values';

type ProfileCompletenessProps = { profile: Pick<VendorProfile, 'complete' | 'missing'> };

/** Tells a vendor whether the saved profile is enough to be offered jobs, and if not, why. */
export function ProfileCompleteness({ profile }: ProfileCompletenessProps) {
  if (profile.complete) {
    return (
      <Alert
        color="green"
        variant="light"
        title="Profile complete"
        icon={<IconCircleCheck aria-hidden />}
        role="status"
      >
        Your profile is complete: you will be offered matching jobs.
      </Alert>
    );
  }
  const missing = profile.missing.map((requirement) => REQUIREMENT_LABELS[requirement]);
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Your profile is not complete yet"
      icon={<IconInfoCircle aria-hidden />}
      role="status"
    >
      You will be offered jobs once it is. Still missing: {missing.join(', ')}.
    </Alert>
  );
}
