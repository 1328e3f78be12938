import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp, uniqueEmail } from '../../../test/users';

/**
 * A stand-in identity provider on a local port speaking OpenID Connect discovery and user-info:
 * each access token it knows maps to the claims it returns.
 */
const identities = new Map<string, Record<string, unknown>>();
let provider: Server;
let issuer: string;

let t: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  provider = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/.well-known/openid-configuration') {
      response.end(JSON.stringify({ issuer, userinfo_endpoint: `${issuer}/userinfo` }));
      return;
    }
    if (request.url === '/userinfo') {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const claims = identities.get(token);
      response.statusCode = claims ? 200 : 401;
      response.end(JSON.stringify(claims ?? { error: 'invalid_token' }));
      return;
    }
    response.statusCode = 404;
    response.end('{}');
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  t = await createTestApp({ oidc: { issuer, clientId: 'homekeep-test' } });
  unconfigured = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await unconfigured.close();
  await new Promise((resolve) => provider.close(resolve));
});

const providerSignIn = (app: TestApp, payload: object) =>
  app.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload });

describe('sign-in with an identity provider', () => {
  it('creates an account from the verified identity and signs in again to the same one', async () => {
    const email = uniqueEmail('google');
    identities.set('token-new', {
      sub: `sub-${email}`,
      email,
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
    });
    const first = await providerSignIn(t, {
      provider: 'google',
      accessToken: 'token-new',
      role: 'vendor',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user).toMatchObject({
      email,
      role: 'vendor',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    const again = await providerSignIn(t, { provider: 'google', accessToken: 'token-new' });
    expect(again.json().data.user.id).toBe(first.json().data.user.id);
  });

  it('signs in to the existing account with the same email', async () => {
    const { email, user } = await signUp(t.app, { role: 'resident' });
    identities.set('token-existing', { sub: `sub-${email}`, email, email_verified: true });
    const response = await providerSignIn(t, { provider: 'google', accessToken: 'token-existing' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.id).toBe(user.id);
  });

  it('answers 401 when the provider rejects the token or the email is unverified', async () => {
    const rejected = await providerSignIn(t, { provider: 'google', accessToken: 'unknown-token' });
    expect(rejected.statusCode).toBe(401);
    identities.set('token-unverified', {
      sub: 'sub-unverified',
      email: uniqueEmail('u'),
      email_verified: false,
    });
    const unverified = await providerSignIn(t, {
      provider: 'google',
      accessToken: 'token-unverified',
    });
    expect(unverified.statusCode).toBe(401);
  });

  it('never trusts an email sent by the client', async () => {
    const { email } = await signUp(t.app, { role: 'resident' });
    identities.set('token-other', {
      sub: 'sub-other',
      email: uniqueEmail('other'),
      email_verified: true,
    });
    const response = await providerSignIn(t, {
      provider: 'google',
      accessToken: 'token-other',
      email,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.email).not.toBe(email);
  });

  it('answers 400 when third-party sign-in is not set up', async () => {
    const response = await providerSignIn(unconfigured, {
      provider: 'google',
      accessToken: 'token-new',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Third-party sign-in is not set up here.');
  });
});
