import { notFound, tooManyRequests } from '../../lib/app-error';

export const leadsErrors = {
  /** The same answer for an unknown id and a wrong or missing token, so neither can be probed. */
  potentialClientNotFound: () =>
    notFound(
      'leads.potential_client_not_found',
      'These details cannot be found or can no longer be changed from here.',
    ),
  tooManySubmissions: (retryAfterSeconds: number) =>
    tooManyRequests(
      'leads.too_many_submissions',
      `Too many forms were sent from your network. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
      retryAfterSeconds,
    ),
};
