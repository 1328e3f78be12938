import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorShape = (statusCode: number, error: string) =>
  expect.objectContaining({ statusCode, error, message: expect.any(String) });

describe('one error shape for every failure', () => {
  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorShape(400, 'Bad Request'));
    expect(response.json().message).toBe('The request body is not valid JSON.');
  });

  it('answers a body of the wrong content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.co',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(errorShape(415, 'Unsupported Media Type'));
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(errorShape(413, 'Payload Too Large'));
  });

  it('answers an unknown route with 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorShape(404, 'Not Found'));
    expect(response.json().message).toBe('There is no GET /api/v1/no-such-thing here.');
  });

  it('answers a query that fails validation with 400 and details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/services?page=0' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'page must be at least 1',
      details: [{ path: 'page', message: 'page must be at least 1' }],
    });
  });

  it('sets security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBeDefined();
    // The product is also served over plain HTTP on a LAN; upgrading would break every asset.
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('health and documentation', () => {
  it('reports health once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('documents every API route in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ scheme: 'bearer' });
    for (const path of [
      '/api/v1/auth/sign-up',
      '/api/v1/auth/sign-in',
      '/api/v1/auth',
      '/api/v1/auth/maintenance-plan',
      '/api/v1/auth/sign-out',
      '/api/v1/maintenance-plans',
      '/api/v1/services',
      '/api/v1/services/{id}',
      '/api/v1/products',
      '/api/v1/products/custom-maintenance-request',
      '/api/v1/banners',
      '/api/v1/zip-codes',
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
    expect(document.paths['/api/v1/auth/sign-up'].post.requestBody).toBeDefined();
  });

  it('serves the browsable docs page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
