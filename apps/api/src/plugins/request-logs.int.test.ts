import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, uniqueEmail } from '../../test/users';

let t: TestApp;
let lines: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  t = await createTestApp();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({
    config: t.config,
    database: t.database,
    logger: { ...(loggerOptions({ ...t.config, logLevel: 'trace' }) as object), stream },
  });
  // A query that fails with a value among its parameters, as a bug in a route would:
  // PostgreSQL quotes the value in its message ("relation "..." does not exist").
  app.post('/api/failing-query', async (request) => {
    const { secret } = request.body as { secret: string };
    await t.db.execute(sql`select ${secret}::regclass`);
    return {};
  });
  // A value the database refuses (22P02, quoted too), which the error handler answers with 400.
  app.post('/api/refused-value', async (request) => {
    const { secret } = request.body as { secret: string };
    await t.db.execute(sql`select ${secret}::int`);
    return {};
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('request logs', () => {
  it('write one line per request once it is answered: method, address, status and time', async () => {
    lines = [];
    await app.inject({ method: 'GET', url: '/api/v1/services?limit=2' });
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const ofRequest = entries.filter((entry) => entry.req !== undefined || entry.res !== undefined);
    expect(ofRequest).toHaveLength(1);
    expect(ofRequest[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/v1/services?limit=2' },
      res: { statusCode: 200 },
    });
    expect(ofRequest[0]!.responseTime).toEqual(expect.any(Number));
  });

  it('record requests without passwords or tokens', async () => {
    lines = [];
    const password = 'a very secret passphrase';
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: {
        role: 'resident',
        email: uniqueEmail('log'),
        password,
        firstName: 'L',
        lastName: 'G',
      },
    });
    const token = signUp.json().data.accessToken as string;
    await app.inject({ method: 'GET', url: '/api/v1/auth', headers: bearer(token) });
    const log = lines.join('');
    expect(log).toContain('/api/v1/auth/sign-up');
    expect(log).not.toContain(password);
    expect(log).not.toContain(token);
  });

  it('censor a secret in an object logged on purpose, on the line or one object down', () => {
    lines = [];
    app.log.warn(
      { password: 'top secret 1', body: { email: 'a@b.example', newPassword: 'top secret 2' } },
      'a line with secrets',
    );
    const [line] = lines.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(line).toMatchObject({
      password: '[redacted]',
      body: { email: 'a@b.example', newPassword: '[redacted]' },
    });
    expect(lines.join('')).not.toContain('top secret');
  });

  it('keep a token sent in the query of the live stream out of the logs', async () => {
    lines = [];
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: {
        role: 'resident',
        email: uniqueEmail('log'),
        password: 'long enough 1',
        firstName: 'L',
        lastName: 'G',
      },
    });
    const token = signUp.json().data.accessToken as string;
    const stream = await app.inject({
      method: 'GET',
      url: `/api/v1/vendors/notifications/stream?accessToken=${token}`,
    });
    expect(stream.statusCode).toBe(403);
    const log = lines.join('');
    expect(log).toContain('/api/v1/vendors/notifications/stream?accessToken=[redacted]');
    expect(log).not.toContain(token);
  });

  it('redact a token in the query however its name is percent-encoded (finding 9)', async () => {
    lines = [];
    const token = 'eyJhbGciOiJIUzI1NiJ9.encoded-name.signature';
    await app.inject({
      method: 'GET',
      url: `/api/v1/vendors/notifications/stream?%61ccessToken=${token}&page=2`,
    });
    const log = lines.join('');
    expect(log).toContain('?%61ccessToken=[redacted]&page=2');
    expect(log).not.toContain(token);
  });

  it('log a failed query without its parameters or the values PostgreSQL quotes (finding 3)', async () => {
    lines = [];
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$leaked-hash-or-email';
    const response = await app.inject({
      method: 'POST',
      url: '/api/failing-query',
      payload: { secret },
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).not.toContain('leaked-hash-or-email');
    expect(log).not.toContain('params');
    expect(log).toContain('unexpected error');
    expect(log).toContain('42P01');

    lines = [];
    const refused = await app.inject({
      method: 'POST',
      url: '/api/refused-value',
      payload: { secret },
    });
    expect(refused.statusCode).toBe(400);
    const warned = lines.join('');
    expect(warned).not.toContain('leaked-hash-or-email');
    expect(warned).not.toContain('params');
    expect(warned).toContain('the database refused a value the input layer let through');
    expect(warned).toContain('22P02');
  });

  it('name the request on each of its lines with the id of its X-Request-Id answer', async () => {
    lines = [];
    const failed = await app.inject({
      method: 'POST',
      url: '/api/failing-query',
      payload: { secret: 'x' },
    });
    const id = failed.headers['x-request-id'];
    expect(id).toEqual(expect.any(String));
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((entry) => entry.msg)).toEqual(['unexpected error', 'request completed']);
    for (const entry of entries) expect(entry.requestId).toBe(id);
    expect(failed.json().requestId).toBe(id);

    lines = [];
    const headers = { 'x-request-id': 'proxy-0a1b2c3d' };
    await app.inject({ method: 'GET', url: '/api/v1/services?limit=1', headers });
    const [completed] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(completed).toMatchObject({ msg: 'request completed', requestId: 'proxy-0a1b2c3d' });
  });
});
