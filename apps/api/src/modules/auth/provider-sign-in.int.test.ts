import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  cookiesSet,
  PROVIDER_CLIENT_ID,
  PROVIDER_CLIENT_SECRET,
  PUBLIC_URL,
  signInThroughProvider,
  startIdentityProvider,
} from '../../../test/identity-provider';
import { bearer, createAdmin, signUp, uniqueEmail } from '../../../test/users';

let provider: Awaited<ReturnType<typeof startIdentityProvider>>;
let t: TestApp;
beforeAll(async () => {
  provider = await startIdentityProvider();
  t = await createTestApp({
    config: {
      publicUrl: PUBLIC_URL,
      oidc: {
        issuer: provider.issuer,
        clientId: PROVIDER_CLIENT_ID,
        clientSecret: PROVIDER_CLIENT_SECRET,
        allowInsecureIssuer: true,
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** A person at the provider, with a fresh login. */
const person = (account: Partial<Parameters<typeof provider.account>[1]> = {}) => {
  const login = `person-${randomUUID().slice(0, 8)}`;
  provider.account(login, {
    email: uniqueEmail('oidc'),
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
    ...account,
  });
  return login;
};

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth', headers: bearer(token) });

describe('GET /auth/providers', () => {
  it('lists the configured provider with the API path that starts signing in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(response.json()).toEqual({
      data: [{ id: 'google', name: 'Google', startUrl: '/api/v1/auth/oidc/google/start' }],
    });
  });
});

describe('third-party sign-in: authorization code with PKCE (finding 1)', () => {
  it('sends the browser to the provider with PKCE, state and nonce, keeping them in an HttpOnly cookie', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/oidc/google/start?role=vendor',
    });
    expect(start.statusCode).toBe(302);
    const location = new URL(start.headers.location as string);
    expect(`${location.origin}`).toBe(provider.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: PROVIDER_CLIENT_ID,
      redirect_uri: `${PUBLIC_URL}/api/v1/auth/oidc/google/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.any(String),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    expect(String(start.headers['set-cookie'])).toMatch(
      /^homekeep_sign_in_attempt=[^;]+; Path=\/api\/v1\/auth\/oidc; HttpOnly; Max-Age=600; SameSite=Lax$/,
    );
  });

  it('creates an account of the chosen role for a new verified email and hands the browser a session', async () => {
    const login = person({ given_name: 'Ada', family_name: 'Lovelace' });
    const { answer } = await signInThroughProvider(t.app, { login, role: 'vendor' });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/');
    const cookies = cookiesSet(answer.headers);
    expect(cookies.get('role')).toBe('vendor');
    const user = (await me(cookies.get('accessToken')!)).json().data;
    expect(user).toMatchObject({ role: 'vendor', firstName: 'Ada', lastName: 'Lovelace' });
    // The same identity signs in again to the same account.
    const again = await signInThroughProvider(t.app, { login });
    const second = cookiesSet(again.answer.headers).get('accessToken')!;
    expect((await me(second)).json().data.id).toBe(user.id);
  });

  it('refuses an email the provider has not verified, or does not say is verified', async () => {
    for (const email_verified of [false, undefined]) {
      const login = person({ email_verified });
      const { answer } = await signInThroughProvider(t.app, { login });
      expect(answer.headers.location).toBe('/sign-in#provider-error=unverified_email');
      expect(cookiesSet(answer.headers).has('accessToken')).toBe(false);
    }
  });

  it('tells the browser when the person cancelled at the provider', async () => {
    const { answer } = await signInThroughProvider(t.app, { login: person(), cancel: true });
    expect(answer.headers.location).toBe('/sign-in#provider-error=cancelled');
  });

  it('refuses a callback without its attempt, and the same callback twice', async () => {
    const { callbackPath, attempt } = await signInThroughProvider(t.app, { login: person() });
    const without = await t.app.inject({ method: 'GET', url: callbackPath });
    expect(without.headers.location).toBe('/sign-in#provider-error=expired');
    const replay = await t.app.inject({
      method: 'GET',
      url: callbackPath,
      headers: { cookie: attempt },
    });
    expect(replay.headers.location).toBe('/sign-in#provider-error=failed');
    const forged = await t.app.inject({
      method: 'GET',
      url: callbackPath.replace(/state=[^&]+/, 'state=forged'),
      headers: { cookie: attempt },
    });
    expect(forged.headers.location).toBe('/sign-in#provider-error=failed');
  });

  it('never links silently to an account with a password: the password is proved once', async () => {
    const owner = await signUp(t.app, { role: 'resident' });
    const login = person({ email: owner.email.toUpperCase() });
    const { answer } = await signInThroughProvider(t.app, { login });
    expect(cookiesSet(answer.headers).has('accessToken')).toBe(false);
    const fragment = new URLSearchParams(String(answer.headers.location).split('#')[1]);
    expect(String(answer.headers.location)).toMatch(/^\/sign-in#provider-link=/);
    expect(fragment.get('email')).toBe(owner.email);
    const ticket = fragment.get('provider-link')!;

    const link = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/oidc/link',
        payload: { ticket, password },
      });
    expect((await link('not the password')).statusCode).toBe(401);
    const linked = await link(owner.password);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data.user.id).toBe(owner.user.id);

    // From now on the provider alone signs in to that account.
    const next = await signInThroughProvider(t.app, { login });
    const token = cookiesSet(next.answer.headers).get('accessToken')!;
    expect((await me(token)).json().data.id).toBe(owner.user.id);
  });

  it('refuses an operator’s email, and a link ticket that was tampered with', async () => {
    const admin = await createAdmin(t.app, t.db);
    const login = person({ email: admin.user.email });
    const { answer } = await signInThroughProvider(t.app, { login });
    expect(answer.headers.location).toBe('/sign-in#provider-error=operator');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oidc/link',
      payload: { ticket: 'eyJhbGciOiJIUzI1NiJ9.e30.forged', password: 'whatever it is' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('no longer takes a provider access token from the client', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { provider: 'google', accessToken: 'a token issued to any application' },
    });
    expect(response.statusCode).toBe(400);
  });
});
