import { AppError, conflict, notFound, tooManyRequests, unauthorized } from '../../lib/app-error';

export const authErrors = {
  emailTaken: () =>
    conflict('auth.email_taken', 'An account with this email already exists. Sign in instead.'),
  invalidCredentials: () => unauthorized('auth.invalid_credentials', 'Invalid email or password'),
  signInRequired: () => unauthorized('auth.sign_in_required', 'Sign in to continue.'),
  sessionEnded: () =>
    unauthorized('auth.session_ended', 'Your session has ended. Please sign in again.'),
  wrongRole: () =>
    new AppError(403, 'auth.wrong_role', 'Your account does not have access to this.'),
  userGone: () => unauthorized('auth.user_gone', 'This account no longer exists.'),
  wrongCurrentPassword: () =>
    new AppError(400, 'auth.wrong_current_password', 'Your current password is not correct.'),
  noPasswordSet: () =>
    new AppError(
      400,
      'auth.no_password',
      'This account signs in through an identity provider and has no password to change.',
    ),
  planNotFound: () => notFound('auth.plan_not_found', 'That maintenance plan does not exist.'),
  residentsOnly: () =>
    new AppError(403, 'auth.residents_only', 'Only residents choose a maintenance plan.'),
  providerNotConfigured: () =>
    new AppError(400, 'auth.provider_not_configured', 'Third-party sign-in is not set up here.'),
  providerRejected: () =>
    unauthorized('auth.provider_rejected', 'The identity provider did not accept this sign-in.'),
  providerEmailUnverified: () =>
    unauthorized(
      'auth.provider_email_unverified',
      'The identity provider has not verified this email address.',
    ),
  providerUnavailable: () =>
    new AppError(502, 'auth.provider_unavailable', 'The identity provider could not be reached.'),
  tooManyFailures: (retryAfterSeconds: number) =>
    tooManyRequests(
      'auth.too_many_attempts',
      `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
      retryAfterSeconds,
    ),
};
