import {
  AppError,
  badRequest,
  conflict,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../lib/app-error';

const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;

/** A duration as people say it: "14 days", "12 hours", "90 minutes". */
export function spokenDuration(seconds: number) {
  if (seconds % 86400 === 0) return unit(seconds / 86400, 'day');
  if (seconds % 3600 === 0) return unit(seconds / 3600, 'hour');
  return unit(Math.round(seconds / 60), 'minute');
}

export const authErrors = {
  emailTaken: () =>
    conflict('auth.email_taken', 'An account with this email already exists. Sign in instead.'),
  invalidCredentials: () => unauthorized('auth.invalid_credentials', 'Invalid email or password'),
  tooManyGuesses: (retryAfterSeconds: number) =>
    tooManyRequests(
      'rate_limited',
      `Too many failed sign-ins for this account. Sign in from a device you signed in on before, reset your password, or try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
      retryAfterSeconds,
    ),
  signInRequired: () => unauthorized('auth.sign_in_required', 'Sign in to continue.'),
  sessionEnded: () =>
    unauthorized('auth.session_ended', 'Your session has ended. Please sign in again.'),
  sessionIdle: (idleSeconds: number) =>
    unauthorized(
      'auth.session_idle',
      `You were signed out after ${spokenDuration(idleSeconds)} without activity. Please sign in again.`,
    ),
  wrongRole: () =>
    new AppError(403, 'auth.wrong_role', 'Your account does not have access to this.'),
  accountBlocked: () => new AppError(403, 'auth.account_blocked', 'This account is blocked'),
  userGone: () => unauthorized('auth.user_gone', 'This account no longer exists.'),
  weakPassword: (field: string, problem: string) =>
    badRequest('auth.weak_password', problem, [{ path: field, message: problem }]),
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
  linkExpired: () =>
    badRequest(
      'auth.link_expired',
      'This link request has expired. Sign in with your provider again to start over.',
    ),
};

/** What operators are told when an account cannot be changed as asked. */
export const accountErrors = {
  userNotFound: () => notFound('users.not_found', 'This user does not exist.'),
  blockSelf: () => conflict('users.block_self', 'You cannot block your own account.'),
  alreadyBlocked: () => conflict('users.already_blocked', 'This account is already blocked.'),
  notBlocked: () => conflict('users.not_blocked', 'This account is not blocked.'),
  linkSelf: () =>
    conflict('users.link_self', 'Change your own password from your profile, not with a link.'),
  linkOperator: () =>
    conflict(
      'users.link_operator',
      "Operators' accounts get no link: their access is managed on the server.",
    ),
  linkBlocked: () =>
    conflict('users.link_blocked', 'This account is blocked: unblock it before creating a link.'),
  alreadyVerified: () =>
    conflict('users.already_verified', 'This email address is already confirmed.'),
};
