import { tooManyRequests, unauthorized } from '../../lib/app-error';

export const notificationsErrors = {
  streamSignInRequired: () =>
    unauthorized('notifications.sign_in_required', 'Sign in to receive live notifications.'),
  tooManyStreams: (max: number) =>
    tooManyRequests(
      'notifications.too_many_streams',
      `You already have ${max} live connections open. Close a tab or window, then try again.`,
      30,
    ),
};
