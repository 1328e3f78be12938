import { badRequest, conflict, notFound } from '../../lib/app-error';

export const maintenanceRequestsErrors = {
  notFound: () =>
    notFound('maintenance_requests.not_found', 'This maintenance request does not exist.'),
  propertyNotFound: () =>
    notFound('maintenance_requests.property_not_found', 'This property does not exist.'),
  unknownService: () =>
    badRequest('maintenance_requests.unknown_service', 'serviceId must name an existing service', [
      { path: 'serviceId', message: 'serviceId must name an existing service' },
    ]),
  cannotCancel: () =>
    conflict(
      'maintenance_requests.cannot_cancel',
      'This request can no longer be canceled: the work has started, finished or was already canceled.',
    ),
};
