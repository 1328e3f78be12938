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
    const app = await buildApp({ config: t.config, database: t.app.database, logger: false });
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
