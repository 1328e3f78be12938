import type { VendorProfile } from '@homekeep/contracts/vendors';
import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { REQUIREMENT_LABELS } from '@homekeep/contracts/vendors';
import { formatDay } from '@/lib/dates';

type ProfileCompletenessProps = {
  profile: Pick<
    VendorProfile,
    'complete' | 'missing' | 'hold' | 'suspensionReason' | 'licenseExpiresAt'
  >;
};

/** Tells a vendor whether the saved profile is enough to be offered jobs, and if not, why. */
export function ProfileCompleteness({ profile }: ProfileCompletenessProps) {
  if (profile.hold === 'suspended') {
    return (
      <Alert
        color="red"
        variant="light"
        title="Your account is suspended"
        icon={<IconAlertTriangle aria-hidden />}
        role="alert"
      >
        You are not offered jobs and cannot accept any
        {profile.suspensionReason ? ` (reason: ${profile.suspensionReason})` : ''}. Jobs you have
        already accepted stay yours. Contact the operations team through the contact page to be
        reinstated.
      </Alert>
    );
  }
  if (profile.hold === 'license_expired') {
    return (
      <Alert
        color="red"
        variant="light"
        title="Your licence has expired"
        icon={<IconAlertTriangle aria-hidden />}
        role="alert"
      >
        Your licence
        {profile.licenseExpiresAt
          ? ` was valid until ${formatDay(profile.licenseExpiresAt)}`
          : ' expired'}
        , so you are not offered jobs and cannot accept any. Renew it, enter the new date under
        “Licence valid until” and save.
      </Alert>
    );
  }
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
