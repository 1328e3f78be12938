import { z } from 'zod';

const authorizationSchema = z.object({
  authorization_endpoint: z.url({ protocol: /^https?$/ }),
});

const TIMEOUT_MS = 3000;
// The discovery document is the provider's public configuration, not user state: keeping it a
// few minutes spares every page load a round trip; a failure is kept briefly so a provider that
// is down does not slow every sign-in page by the timeout.
const FOUND_TTL_MS = 5 * 60_000;
const FAILED_TTL_MS = 30_000;

type Entry = { endpoint: string | null; expiresAt: number };
const cache = new Map<string, Entry>();

async function fetchAuthorizationEndpoint(issuer: string): Promise<string | null> {
  try {
    const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const parsed = authorizationSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.authorization_endpoint : null;
  } catch {
    return null;
  }
}

/** The provider's authorization endpoint from its discovery document, or null if unreachable. */
export async function authorizationEndpointOf(issuer: string): Promise<string | null> {
  const cached = cache.get(issuer);
  if (cached && cached.expiresAt > Date.now()) return cached.endpoint;
  const endpoint = await fetchAuthorizationEndpoint(issuer);
  cache.set(issuer, {
    endpoint,
    expiresAt: Date.now() + (endpoint ? FOUND_TTL_MS : FAILED_TTL_MS),
  });
  return endpoint;
}
