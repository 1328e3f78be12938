import { AppError, conflict, notFound } from '../../lib/app-error';

export const payoutsErrors = {
  testOnboardingOff: () =>
    notFound(
      'payouts.test_onboarding_off',
      'The test onboarding is not available here; payout accounts are set up with the card processor.',
    ),
  onboardingNotStarted: () =>
    conflict(
      'payouts.onboarding_not_started',
      'Start setting up your payout account first (Set up payouts).',
    ),
  processorUnavailable: () =>
    new AppError(
      502,
      'payouts.processor_unavailable',
      'The card processor could not be reached. Please try again in a moment.',
    ),
};
