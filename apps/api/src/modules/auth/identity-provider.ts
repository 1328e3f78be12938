import { z } from 'zod';
import { authErrors } from './auth.errors';

const discoverySchema = z.object({ userinfo_endpoint: z.url() });
const userInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});
export type ProviderIdentity = {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
};

const TIMEOUT_MS = 8000;

async function getJson(url: string, headers: Record<string, string> = {}) {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw authErrors.providerUnavailable();
  }
  if (response.status === 401 || response.status === 403) throw authErrors.providerRejected();
  if (!response.ok) throw authErrors.providerUnavailable();
  return response.json().catch(() => {
    throw authErrors.providerUnavailable();
  });
}

/**
 * Asks the identity provider who holds this access token (OpenID Connect user-info). The
 * email comes from the provider, never from the client.
 */
export async function fetchProviderIdentity(
  issuer: string,
  accessToken: string,
): Promise<ProviderIdentity> {
  const discovery = discoverySchema.safeParse(
    await getJson(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`),
  );
  if (!discovery.success) throw authErrors.providerUnavailable();
  const info = userInfoSchema.safeParse(
    await getJson(discovery.data.userinfo_endpoint, { authorization: `Bearer ${accessToken}` }),
  );
  if (!info.success) throw authErrors.providerRejected();
  const { sub, email, email_verified, given_name, family_name, name } = info.data;
  if (email_verified === false || email_verified === 'false')
    throw authErrors.providerEmailUnverified();
  const [first, ...rest] = (name ?? '').split(' ');
  return {
    subject: sub,
    email,
    firstName: given_name ?? (first || email.split('@')[0]!),
    lastName: family_name ?? rest.join(' '),
  };
}
