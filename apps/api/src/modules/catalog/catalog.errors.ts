import { badRequest, conflict, notFound } from '../../lib/app-error';

export const catalogErrors = {
  serviceNotFound: () =>
    notFound('catalog.service_not_found', 'This service does not exist or is no longer offered.'),
  customRequestProductMissing: () =>
    notFound(
      'catalog.custom_request_product_missing',
      'Custom maintenance requests cannot be bought at the moment.',
    ),
};

/** What operators are told when a catalogue change cannot be made. */
export const catalogAdminErrors = {
  serviceNotFound: () => notFound('catalog.service_not_found', 'This service does not exist.'),
  planNotFound: () => notFound('catalog.plan_not_found', 'This maintenance plan does not exist.'),
  productNotFound: () => notFound('catalog.product_not_found', 'This product does not exist.'),
  bannerNotFound: () => notFound('catalog.banner_not_found', 'This banner does not exist.'),
  productFollowsSource: (source: 'plan' | 'service') =>
    conflict(
      'catalog.product_follows_source',
      `This product sells a ${source} and takes its name and price from it: change the ${source} instead.`,
    ),
  productExists: (what: string) =>
    conflict('catalog.product_exists', `${what} already has its product.`),
  planNameTaken: (name: string) =>
    conflict('catalog.plan_name_taken', `A plan named "${name}" already exists.`),
  productLink: (message: string) =>
    badRequest('catalog.product_link', message, [{ path: 'kind', message }]),
};
