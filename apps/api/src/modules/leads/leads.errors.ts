import { notFound } from '../../lib/app-error';

export const leadsErrors = {
  /** The same answer for an unknown id and a wrong or missing token, so neither can be probed. */
  potentialClientNotFound: () =>
    notFound(
      'leads.potential_client_not_found',
      'These details cannot be found or can no longer be changed from here.',
    ),
  leadNotFound: () => notFound('leads.not_found', 'This lead does not exist.'),
};
