import { unauthorized } from '../../lib/app-error';

export const notificationsErrors = {
  streamSignInRequired: () =>
    unauthorized('notifications.sign_in_required', 'Sign in to receive live notifications.'),
};
