import { conflict, notFound } from '../../lib/app-error';

export const propertiesErrors = {
  notFound: () => notFound('properties.not_found', 'This property does not exist.'),
  hasPaidSubscription: (name: string) =>
    conflict(
      'properties.has_subscription',
      `${name} has an active maintenance plan. Cancel the plan first; the property can be removed once it has ended.`,
    ),
  hasOpenJob: (name: string) =>
    conflict(
      'properties.has_open_job',
      `${name} has an open job. Cancel it or wait until it is completed, then remove the property.`,
    ),
};
