import { CONTACT_LABELS, readableErrors } from '@/lib/readable-errors';

export const withReadableErrors = readableErrors({
  ...CONTACT_LABELS,
  password: 'Password',
  companyName: 'Company name',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
});
