import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

/** A stand-in identity provider that only publishes its discovery document, and counts asks. */
async function startDiscovery(document: (issuer: string) => object | null) {
  let asked = 0;
  const server: Server = createServer((request, response) => {
    if (request.url === '/.well-known/openid-configuration') asked += 1;
    const body = request.url === '/.well-known/openid-configuration' ? document(issuer) : null;
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    asked: () => asked,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let t: TestApp;
// The routes read the settings from the app's config object on every call, so one app serves
// every setting below (an app per case would cost a database restore each).
const configured = (oidc: { issuer?: string; clientId?: string }) => {
  t.config.oidc = { issuer: oidc.issuer, clientId: oidc.clientId };
  return t;
};
const providers = (app: TestApp) =>
  app.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });

let working: Awaited<ReturnType<typeof startDiscovery>>;
let incomplete: Awaited<ReturnType<typeof startDiscovery>>;

beforeAll(async () => {
  working = await startDiscovery((issuer) => ({
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    userinfo_endpoint: `${issuer}/userinfo`,
  }));
  incomplete = await startDiscovery((issuer) => ({ issuer }));
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await working.close();
  await incomplete.close();
});

describe('GET /auth/providers', () => {
  it('lists the configured provider with the authorization endpoint from its discovery document', async () => {
    const app = configured({ issuer: working.issuer, clientId: 'homekeep-web' });
    const response = await providers(app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          id: 'google',
          name: 'Google',
          authorizationEndpoint: `${working.issuer}/authorize`,
          clientId: 'homekeep-web',
          scope: 'openid email profile',
        },
      ],
    });
  });

  it('keeps the discovery document for a while instead of asking on every call', async () => {
    const app = configured({ issuer: working.issuer, clientId: 'homekeep-web' });
    await providers(app);
    const before = working.asked();
    await providers(app);
    await providers(app);
    expect(working.asked()).toBe(before);
  });

  it('is an empty list when third-party sign-in is not set up, without a token', async () => {
    const app = configured({});
    const response = await providers(app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('is an empty list when the client id is missing', async () => {
    const app = configured({ issuer: working.issuer });
    expect((await providers(app)).json()).toEqual({ data: [] });
  });

  it('is an empty list, not a server error, when the provider cannot be reached', async () => {
    const gone = await startDiscovery(() => null);
    await gone.close();
    const app = configured({ issuer: gone.issuer, clientId: 'homekeep-web' });
    const response = await providers(app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('is an empty list when the discovery document names no authorization endpoint', async () => {
    const app = configured({ issuer: incomplete.issuer, clientId: 'homekeep-web' });
    expect((await providers(app)).json()).toEqual({ data: [] });
  });
});
