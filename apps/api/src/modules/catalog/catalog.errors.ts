import { notFound } from '../../lib/app-error';

export const catalogErrors = {
  serviceNotFound: () =>
    notFound('catalog.service_not_found', 'This service does not exist or is no longer offered.'),
  customRequestProductMissing: () =>
    notFound(
      'catalog.custom_request_product_missing',
      'Custom maintenance requests cannot be bought at the moment.',
    ),
};
