import { notFound } from '../../lib/app-error';

export const propertiesErrors = {
  notFound: () => notFound('properties.not_found', 'This property does not exist.'),
};
