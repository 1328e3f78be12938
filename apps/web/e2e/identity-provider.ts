import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** Cookies a test sets in its browser to steer the stand-in provider's next sign-in page. */
export const PROVIDER_IDENTITY_COOKIE = 'e2e-provider-identity';
export const PROVIDER_ANSWER_COOKIE = 'e2e-provider-answer';
export const E2E_CLIENT_ID = 'homekeep-e2e';

export type ProviderIdentity = { email: string; given_name: string; family_name: string };

const cookiesOf = (request: IncomingMessage) =>
  new Map(
    (request.headers.cookie ?? '')
      .split(';')
      .map((pair) => pair.trim().split('='))
      .filter(([name]) => name)
      .map(([name, ...value]) => [name!, decodeURIComponent(value.join('='))]),
  );

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/**
 * A stand-in OpenID Connect provider for the journeys: discovery, an authorization page that
 * signs the browser in at once (implicit flow) as the identity its cookie names, or answers
 * access_denied when asked to, and user-info for the tokens it issued.
 */
export async function startIdentityProvider(port: number) {
  const issuer = `http://127.0.0.1:${port}`;
  const issued = new Map<string, ProviderIdentity & { sub: string }>();

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        userinfo_endpoint: `${issuer}/userinfo`,
        response_types_supported: ['token'],
      });
    }
    if (url.pathname === '/authorize') {
      const query = url.searchParams;
      const redirectUri = query.get('redirect_uri') ?? '';
      const valid =
        query.get('response_type') === 'token' &&
        query.get('client_id') === E2E_CLIENT_ID &&
        query.get('scope') === 'openid email profile' &&
        /^http:\/\/127\.0\.0\.1:\d+\/sign-in$/.test(redirectUri);
      if (!valid) return json(response, 400, { error: 'invalid_request' });
      const cookies = cookiesOf(request);
      const answer = new URLSearchParams();
      if (cookies.get(PROVIDER_ANSWER_COOKIE) === 'deny') {
        answer.set('error', 'access_denied');
      } else {
        const identity = JSON.parse(
          cookies.get(PROVIDER_IDENTITY_COOKIE) ?? 'null',
        ) as ProviderIdentity | null;
        if (!identity) return json(response, 400, { error: 'no identity for this browser' });
        const token = randomUUID();
        issued.set(token, { ...identity, sub: `sub-${identity.email}` });
        answer.set('access_token', token);
        answer.set('token_type', 'Bearer');
      }
      answer.set('state', query.get('state') ?? '');
      response.writeHead(302, { location: `${redirectUri}#${answer}` });
      return response.end();
    }
    if (url.pathname === '/userinfo') {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const claims = issued.get(token);
      if (!claims) return json(response, 401, { error: 'invalid_token' });
      return json(response, 200, { ...claims, email_verified: true });
    }
    return json(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
