import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, signUp } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route access', () => {
  it('refuses to start when an API route does not declare who may call it', async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    await expect(
      app
        .register(async (scope) => {
          scope.get('/api/v1/undeclared', () => ({ ok: true }));
        })
        .ready(),
    ).rejects.toThrow('must declare config.access');
  });

  it('answers 401 to a visitor, 403 to another role, and lets the right role in', async () => {
    const resident = await signUp(t.app, { role: 'resident' });
    const admin = await createAdmin(t.app, t.db);
    const body = { name: 'Solar panel cleaning', kind: 'home', priceCents: 15900 };
    const post = (headers = {}) =>
      t.app.inject({ method: 'POST', url: '/api/v1/services', payload: body, headers });

    expect((await post()).statusCode).toBe(401);
    const forbidden = await post(bearer(resident.token));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Your account does not have access to this.');
    expect((await post(bearer(admin.token))).statusCode).toBe(201);
  });

  it('serves public routes with or without a token, ignoring a bad one', async () => {
    for (const headers of [{}, bearer('not-a-token')]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/banners', headers });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('Cache-Control on personal answers (finding 9)', () => {
  const get = (url: string, headers = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  it('is no-store on every signed-in answer, success or refusal', async () => {
    const resident = await signUp(t.app, { role: 'resident' });
    for (const url of ['/auth', '/properties', '/banners', '/vendors/profile']) {
      const response = await get(url, bearer(resident.token));
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    expect((await get('/auth')).headers['cache-control']).toBe('no-store');
  });

  it('is no-store on the answers that hand out a token to a visitor', async () => {
    const signUpAnswer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: {
        role: 'resident',
        email: `cache-${Date.now()}@example.test`,
        password: 'correct horse battery',
        firstName: 'C',
        lastName: 'S',
      },
    });
    expect(signUpAnswer.headers['cache-control']).toBe('no-store');
    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/v1/potential-clients',
      payload: { firstName: 'Pat', lastName: 'Lead', email: 'pat@example.test' },
    });
    expect(lead.headers['cache-control']).toBe('no-store');
  });

  it('leaves public reads by visitors cacheable', async () => {
    expect((await get('/banners')).headers['cache-control']).toBeUndefined();
  });
});
