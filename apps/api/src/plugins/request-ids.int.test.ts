import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/app';
import { loadConfig } from '../config';

const GENERATED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const failingRoutes = (app: TestApp['app']) => {
  app.get('/api/test/failing', async () => {
    throw new Error('a bug in a route');
  });
};

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp({ routes: failingRoutes });
  const { trustProxy } = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    TRUST_PROXY: '10.0.0.0/8',
  });
  // As in production, where answers are written by serializers compiled from their schemas.
  proxied = await createTestApp({ config: { trustProxy, validateResponses: false } });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

const idOf = (response: { headers: Record<string, unknown> }) =>
  response.headers['x-request-id'] as string | undefined;

describe('X-Request-Id', () => {
  it('is on a successful answer, a new one for each request', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/services?limit=1' });
    const second = await t.app.inject({ method: 'GET', url: '/api/v1/services?limit=1' });
    expect(first.statusCode).toBe(200);
    expect(idOf(first)).toMatch(GENERATED);
    expect(idOf(second)).toMatch(GENERATED);
    expect(idOf(second)).not.toBe(idOf(first));
    expect(first.json()).not.toHaveProperty('requestId');
  });

  it.each([
    ['an unknown route (404)', { method: 'GET', url: '/api/v1/no-such-thing' }, 404],
    ['a missing token (401)', { method: 'GET', url: '/api/v1/auth' }, 401],
    ['a query that fails validation (400)', { method: 'GET', url: '/api/v1/services?page=0' }, 400],
    ['a malformed address (400)', { method: 'GET', url: '/api/v1/services/%E0%A4%A' }, 400],
    ['a bug (500)', { method: 'GET', url: '/api/test/failing' }, 500],
  ] as const)(
    'is in the body of the error answer to %s as requestId',
    async (_, request, status) => {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(status);
      expect(idOf(response)).toMatch(GENERATED);
      expect(response.json()).toMatchObject({ statusCode: status, requestId: idOf(response) });
    },
  );

  it('keeps a well-formed incoming id, on the answer and in an error body', async () => {
    const given = 'f2c1a9e0-7b3d-4c55-9e61-0d2b8a4f1c37';
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/v1/services?limit=1',
      headers: { 'x-request-id': 'nginx.4b1d9f0c2e7a41d8' },
    });
    expect(idOf(ok)).toBe('nginx.4b1d9f0c2e7a41d8');
    const failed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth',
      headers: { 'x-request-id': given },
    });
    expect(idOf(failed)).toBe(given);
    expect(failed.json().requestId).toBe(given);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['spaces and markup', 'id <script>alert(1)</script>'],
    ['quotes and a separator', 'abc";level=60'],
    ['empty', ''],
  ])('replaces an incoming id that is %s', async (_, forged) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/no-such-thing',
      headers: { 'x-request-id': forged },
    });
    expect(idOf(response)).toMatch(GENERATED);
    expect(response.json().requestId).toBe(idOf(response));
  });

  it('behind proxies, keeps an incoming id only from a proxy it trusts', async () => {
    const headers = { 'x-request-id': 'edge-7f3a2b' };
    const url = '/api/v1/services?limit=1';
    const viaProxy = await proxied.app.inject({
      method: 'GET',
      url,
      headers,
      remoteAddress: '10.1.2.3',
    });
    expect(idOf(viaProxy)).toBe('edge-7f3a2b');
    const direct = await proxied.app.inject({
      method: 'GET',
      url,
      headers,
      remoteAddress: '192.0.2.10',
    });
    expect(idOf(direct)).toMatch(GENERATED);
    const refused = await proxied.app.inject({ method: 'GET', url: '/api/v1/auth', headers });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().requestId).toBe(idOf(refused));
  });
});
