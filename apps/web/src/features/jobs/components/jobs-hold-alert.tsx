import type { VendorProfile } from '@homekeep/contracts/vendors';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@/config/app';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/job-words';

type Hold = Pick<VendorProfile, 'hold' | 'suspensionReason' | 'licenseExpiresAt'>;

/** What the open jobs say while the vendor is held back: why none are offered. */
export function heldEmptyState({ hold }: Hold) {
  if (hold === 'suspended')
    return {
      title: 'No jobs while your account is suspended',
      message: 'Jobs are offered to you again once operations reinstates your account.',
    };
  if (hold === 'license_expired')
    return {
      title: 'No jobs while your licence has expired',
      message: 'Enter your renewed licence on your company profile and matching jobs appear here.',
    };
  return null;
}

/** Why a suspended vendor, or one whose licence expired, is offered no jobs, and what to do. */
export function JobsHoldAlert({ hold, suspensionReason, licenseExpiresAt }: Hold) {
  if (hold === 'suspended') {
    return (
      <Alert
        color="red"
        title="Your account is suspended"
        icon={<IconAlertTriangle aria-hidden />}
        role="alert"
      >
        <Text size="sm">
          Operations suspended your account
          {suspensionReason ? ` for this reason: ${suspensionReason}` : ''}. You are not offered
          jobs and cannot accept any; jobs you already accepted stay yours.
        </Text>
        <Text size="sm" mt="xs">
          To be reinstated,{' '}
          <Anchor component={Link} to={paths.contactUs} size="sm">
            contact support
          </Anchor>{' '}
          or write to <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>.
        </Text>
      </Alert>
    );
  }
  if (hold === 'license_expired') {
    return (
      <Alert
        color="red"
        title="Your licence has expired"
        icon={<IconAlertTriangle aria-hidden />}
        role="alert"
      >
        <Text size="sm">
          {licenseExpiresAt
            ? `Your licence was valid until ${formatDay(licenseExpiresAt)}, so you`
            : 'You'}{' '}
          are not offered jobs and cannot accept any.
        </Text>
        <Text size="sm" mt="xs">
          Renew it, then{' '}
          <Anchor component={Link} to={paths.profileSetup} size="sm">
            enter the new expiry date on your company profile
          </Anchor>
          : jobs are offered to you again at once.
        </Text>
      </Alert>
    );
  }
  return null;
}
