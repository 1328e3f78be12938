import * as client from 'openid-client';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';

// The discovery document is the provider's public configuration, not user state: keeping it a
// few minutes spares every sign-in a round trip; a failure is kept briefly so that a provider
// that is down does not slow every sign-in page by the timeout.
export const FOUND_TTL_MS = 5 * 60_000;
export const FAILED_TTL_MS = 30_000;
const TIMEOUT_SECONDS = 5;

async function discover(oidc: Config['oidc']): Promise<client.Configuration | null> {
  const { issuer, clientId, clientSecret, allowInsecureIssuer } = oidc;
  if (!issuer || !clientId) return null;
  try {
    return await client.discovery(
      new URL(issuer),
      clientId,
      undefined,
      clientSecret ? client.ClientSecretPost(clientSecret) : client.None(),
      {
        timeout: TIMEOUT_SECONDS,
        ...(allowInsecureIssuer ? { execute: [client.allowInsecureRequests] } : {}),
      },
    );
  } catch {
    return null;
  }
}

/**
 * The identity provider's OpenID Connect configuration (endpoints, keys, issuer) for this
 * client, read from its discovery document and kept for a while; null when it cannot be read.
 */
export function createProviderDiscovery(clock: Clock) {
  const cache = new Map<string, { found: client.Configuration | null; expiresAt: number }>();
  return {
    async configurationOf(oidc: Config['oidc']): Promise<client.Configuration | null> {
      const key = `${oidc.issuer} ${oidc.clientId}`;
      const cached = cache.get(key);
      if (cached && cached.expiresAt > clock.now().getTime()) return cached.found;
      const found = await discover(oidc);
      cache.set(key, {
        found,
        expiresAt: clock.now().getTime() + (found ? FOUND_TTL_MS : FAILED_TTL_MS),
      });
      return found;
    },
  };
}

export type ProviderDiscovery = ReturnType<typeof createProviderDiscovery>;
