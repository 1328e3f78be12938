import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/app';
import { requestService, residentWithProperty } from '../../test/jobs';
import { someServices } from '../../test/api';
import type { App } from '../app';
import { loadConfig } from '../config';
import { compiledSerializerCompiler } from './response-serializer';

const shapeSchema = z.object({ id: z.string(), name: z.string() });

/** A route answering `answer` under a response schema of an id and a name. */
const shapeRoute = (answer: object) => (app: App) => {
  app.get(
    '/api/v1/test-shape',
    { config: { access: 'public' }, schema: { response: { 200: shapeSchema } } },
    async () => answer as z.output<typeof shapeSchema>,
  );
};

describe('response validation', () => {
  it('is on in tests and development, off in production unless asked for', () => {
    const base = { DATA_DIR: '/tmp/homekeep-config-test', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).validateResponses).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).validateResponses).toBe(true);
    const production = { ...base, NODE_ENV: 'production', PAYMENTS_MODE: 'test' };
    expect(loadConfig(production).validateResponses).toBe(false);
    expect(loadConfig({ ...production, RESPONSE_VALIDATION: 'true' }).validateResponses).toBe(true);
  });

  it('fails an answer of the wrong shape in tests', async () => {
    const t = await createTestApp({ routes: shapeRoute({ id: 7 }) });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/test-shape' });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.close();
    }
  });
});

describe('the compiled serializer (production)', () => {
  it('writes only the declared properties', async () => {
    const t = await createTestApp({
      config: { validateResponses: false },
      routes: shapeRoute({ id: 'a1', name: 'Ann', passwordHash: 'secret' }),
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/test-shape' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('{"id":"a1","name":"Ann"}');
    } finally {
      await t.close();
    }
  });

  describe('writes the same bytes as the checked answer of real routes', () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp();
      const resident = await residentWithProperty(t.app, '94107');
      const [service] = await someServices(t.app, 1);
      await requestService(t.app, resident, service!.id, { preferredTimeWindow: 'morning' });
      await requestService(t.app, resident, service!.id, { urgency: 'high' });
      token = resident.token;
    });
    afterAll(() => t.close());

    const lists = [
      '/services',
      '/maintenance-plans',
      '/banners',
      '/auth',
      '/properties',
      '/maintenance-requests',
    ];
    for (const url of lists) {
      it(`GET ${url}`, async () => {
        const checked = await t.app.inject({
          method: 'GET',
          url: `/api/v1${url}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(checked.statusCode).toBe(200);
        const route = t.app.routeTable.find((r) => r.method === 'GET' && r.url === `/api/v1${url}`);
        const schema = (route!.schema!.response as Record<number, unknown>)[200];
        const write = compiledSerializerCompiler({ schema, method: 'GET', url, httpStatus: '200' });
        expect(write(checked.json())).toBe(checked.body);
      });
    }
  });
});
