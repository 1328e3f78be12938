import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Provider from 'oidc-provider';

export const PROVIDER_CLIENT_ID = 'homekeep-test';
export const PROVIDER_CLIENT_SECRET = 'a-client-secret-long-enough-for-hs256-signing';
/** The product's address as the provider knows it; the tests never leave the process. */
export const PUBLIC_URL = 'http://homekeep.test';
export const CALLBACK_URL = `${PUBLIC_URL}/api/v1/auth/oidc/google/callback`;

export interface ProviderAccount {
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on a local port, with one confidential client
 * for the product and accounts the test defines. Its development sign-in pages take any login
 * (the account id) and password.
 */
export async function startIdentityProvider() {
  const accounts = new Map<string, ProviderAccount>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: PROVIDER_CLIENT_ID,
        client_secret: PROVIDER_CLIENT_SECRET,
        redirect_uris: [CALLBACK_URL],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    // Claims go into the ID token itself, as Google's do.
    conformIdTokenClaims: false,
    cookies: { keys: ['identity-provider-test-key'] },
    findAccount: async (_context, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, ...(accounts.get(id) ?? { email: `${id}@example.test` }) }),
    }),
  });
  server.on('request', provider.callback());
  return {
    issuer,
    /** Defines who signs in with the login `id`. */
    account: (id: string, account: ProviderAccount) => accounts.set(id, account),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Jar = Map<string, string>;

const keep = (jar: Jar, response: Response) => {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const [name = '', ...value] = pair.split('=');
    jar.set(name.trim(), value.join('='));
  }
};
const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * Walks the browser's part at the provider: from its authorization URL through the sign-in and
 * consent pages (as `login`), or cancelling at the sign-in page; answers the callback URL the
 * provider sends the browser back to.
 */
async function atProvider(authorizationUrl: string, login: string, cancel: boolean) {
  const jar: Jar = new Map();
  let url = authorizationUrl;
  let form: Record<string, string> | null = null;
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(jar),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    keep(jar, response);
    form = null;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url).href;
      if (next.startsWith(CALLBACK_URL)) return next;
      url = next;
      continue;
    }
    const page = await response.text();
    if (page.includes('name="prompt" value="login"')) {
      if (cancel) {
        url = new URL(`${new URL(url).pathname}/abort`, url).href;
        continue;
      }
      form = { prompt: 'login', login, password: 'any password' };
    } else if (page.includes('name="prompt" value="consent"')) {
      form = { prompt: 'consent' };
    } else {
      throw new Error(`unexpected page at the provider: ${response.status} ${page.slice(0, 200)}`);
    }
  }
  throw new Error('the provider did not send the browser back');
}

/**
 * A whole third-party sign-in as a browser makes it, against the product (`app.inject`) and
 * the provider: start, sign in (or cancel) at the provider, come back to the callback. Answers
 * the callback's answer (a redirect, with cookies).
 */
export async function signInThroughProvider(
  app: FastifyInstance,
  options: { login: string; role?: 'resident' | 'vendor'; cancel?: boolean },
) {
  const start = await app.inject({
    method: 'GET',
    url: `/api/v1/auth/oidc/google/start?role=${options.role ?? 'resident'}`,
  });
  if (start.statusCode !== 302) throw new Error(`start: ${start.statusCode} ${start.body}`);
  const attempt = String(start.headers['set-cookie']).split(';')[0]!;
  const callback = await atProvider(
    start.headers.location as string,
    options.login,
    options.cancel ?? false,
  );
  const back = new URL(callback);
  const answer = await app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: attempt },
  });
  return { answer, callbackPath: `${back.pathname}${back.search}`, attempt };
}

/** The cookies a callback answer sets, by name. */
export const cookiesSet = (headers: Record<string, unknown>) =>
  new Map(
    ([] as string[])
      .concat((headers['set-cookie'] as string | string[] | undefined) ?? [])
      .map((line) => line.split(';')[0]!.split('='))
      .map(([name = '', ...value]) => [name, value.join('=')]),
  );
