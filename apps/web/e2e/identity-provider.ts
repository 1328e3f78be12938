import { createServer } from 'node:http';
import Provider from 'oidc-provider';

export const E2E_CLIENT_ID = 'homekeep-e2e';
export const E2E_CLIENT_SECRET = 'homekeep-e2e-client-secret-of-some-length';

/**
 * What a journey types as the login on the provider's sign-in page: who the provider says the
 * person is (the provider's development pages take any login and password).
 */
export const providerLogin = (identity: { email: string; givenName: string; familyName: string }) =>
  [identity.email, identity.givenName, identity.familyName].join('|');

/**
 * A real OpenID Connect provider (`oidc-provider`) for the journeys, with the product as its one
 * confidential client. Its development sign-in and consent pages stand in for Google's.
 */
export async function startIdentityProvider(port: number, productUrl: string) {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: E2E_CLIENT_ID,
        client_secret: E2E_CLIENT_SECRET,
        redirect_uris: [`${productUrl}/api/v1/auth/oidc/google/callback`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    conformIdTokenClaims: false,
    cookies: { keys: ['e2e-identity-provider-key'] },
    findAccount: async (_context, login) => {
      const [email = login, givenName = 'Grace', familyName = 'Tester'] = login.split('|');
      return {
        accountId: login,
        claims: async () => ({
          sub: email,
          email,
          email_verified: true,
          given_name: givenName,
          family_name: familyName,
        }),
      };
    },
  });
  const server = createServer(provider.callback());
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
