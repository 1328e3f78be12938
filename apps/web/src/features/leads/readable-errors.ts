import { CONTACT_LABELS, readableErrors } from '@/lib/readable-errors';

export const withReadableErrors = readableErrors({
  ...CONTACT_LABELS,
  propertyCount: 'Number of properties',
  preferredDate: 'Preferred date',
  message: 'Message',
});
