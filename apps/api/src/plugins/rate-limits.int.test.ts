import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { filePart, multipartBody, PNG } from '../../test/uploads';
import { bearer, signUp, testAddress, uniqueEmail } from '../../test/users';
import { buildApp } from '../app';
import { DEFAULT_LIMITS } from '../config';
import { routeLimit } from './rate-limits';

const pauses: number[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { limits: { ...DEFAULT_LIMITS, uploadQuotaBytesPerUser: 3 * PNG.length } },
    deps: { pause: async (ms) => void pauses.push(ms) },
  });
});
afterAll(() => t.close());

/** Each test sends from addresses of its own, so counts never leak between tests or files. */
const freshAddress = testAddress;

const post = (url: string, payload: object, address: string, headers = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: address, headers });

const newAccount = () => ({
  role: 'resident',
  email: uniqueEmail('limit'),
  password: 'correct horse battery',
  firstName: 'Lim',
  lastName: 'It',
});

/** The known-device cookie a successful sign-in hands out, as the browser sends it back. */
function knownDeviceCookie(response: Awaited<ReturnType<typeof post>>) {
  const cookies = [response.headers['set-cookie'] ?? []].flat();
  const device = cookies.find((cookie) => cookie.startsWith('known_device='));
  expect(device).toMatch(/HttpOnly/);
  return device!.split(';')[0]!;
}

function expectLimited(response: Awaited<ReturnType<typeof post>>, message: RegExp) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json()).toMatchObject({
    statusCode: 429,
    error: 'Too Many Requests',
    code: 'rate_limited',
    message: expect.stringMatching(message),
  });
}

describe('sign-up (finding 5)', () => {
  it('takes a limited number of accounts from one address per hour, then 429', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => post('/auth/sign-up', newAccount(), address)),
    );
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created).toHaveLength(DEFAULT_LIMITS.signUpsPerAddressPerHour);
    expectLimited(
      answers.find((answer) => answer.statusCode === 429)!,
      /accounts were created/,
    );
    expect((await post('/auth/sign-up', newAccount(), freshAddress())).statusCode).toBe(201);
  });
});

describe('sign-in (finding 7)', () => {
  it('lets no more than the limit through a burst of parallel attempts from one address', async () => {
    const address = freshAddress();
    const limit = DEFAULT_LIMITS.signInsPerAddressPer15Minutes;
    // Each at an account of its own: the per-account limit is not what is tested here.
    const answers = await Promise.all(
      Array.from({ length: limit + 10 }, () =>
        post('/auth/sign-in', { email: uniqueEmail('burst'), password: 'a wrong guess' }, address),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.filter((status) => status === 401),
      answers[0]!.body,
    ).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expectLimited(
      answers.find((answer) => answer.statusCode === 429)!,
      /sign-in attempts/,
    );
  });

  it('never locks the owner out: from a device they signed in on, they get in', async () => {
    const { email, password } = await signUp(t.app, { role: 'resident' });
    const before = await post('/auth/sign-in', { email, password }, freshAddress());
    const device = knownDeviceCookie(before);
    const attacker = freshAddress();
    for (let i = 0; i < 30; i++) {
      await post('/auth/sign-in', { email, password: `guess number ${i}` }, attacker);
    }
    pauses.length = 0;
    const owner = await post('/auth/sign-in', { email, password }, freshAddress(), {
      cookie: device,
    });
    expect(owner.statusCode).toBe(200);
    expect(pauses).toEqual([DEFAULT_LIMITS.signInDelayCapMs]);
    // Signed in, the account's failures are forgotten: the next attempt waits no more.
    pauses.length = 0;
    expect((await post('/auth/sign-in', { email, password }, freshAddress())).statusCode).toBe(200);
    expect(pauses).toEqual([]);
  });

  it('slows each attempt more after every failure: 1 s, 2 s, 4 s, up to the cap', async () => {
    const { email } = await signUp(t.app, { role: 'resident' });
    pauses.length = 0;
    for (let i = 0; i < DEFAULT_LIMITS.signInFailuresBeforeDelay + 5; i++) {
      await post('/auth/sign-in', { email, password: 'still wrong' }, freshAddress());
    }
    expect(pauses).toEqual([1000, 2000, 4000, 8000, 8000]);
  });
});

describe('guesses against one account from many addresses (security finding 2)', () => {
  const limit = DEFAULT_LIMITS.signInFailuresPerAccountPer15Minutes;

  it('checks no more than the account limit of 40 parallel guesses from 40 addresses', async () => {
    const { email, password } = await signUp(t.app, { role: 'resident' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post('/auth/sign-in', { email, password: `guess number ${i}` }, freshAddress()),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - limit);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /Too many failed sign-ins for this account.*device you signed in on before.*reset your password/,
    );
    // The right password from a device the account never used is refused too, while it lasts.
    expect((await post('/auth/sign-in', { email, password }, freshAddress())).statusCode).toBe(429);
  });
});

describe('current-password checks on PATCH /auth (finding 5)', () => {
  it('limits password guesses per account, not profile changes', async () => {
    const { token } = await signUp(t.app, { role: 'resident' });
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/v1/auth', headers: bearer(token), payload });
    for (let i = 0; i < DEFAULT_LIMITS.passwordChecksPerUserPer15Minutes; i++) {
      const guess = await patch({
        currentPassword: `guess ${i}`,
        newPassword: 'brand new secret 9',
      });
      expect(guess.statusCode).toBe(400);
    }
    const limited = await patch({ currentPassword: 'one more', newPassword: 'brand new secret 9' });
    expectLimited(limited, /password checks/);
    expect((await patch({ firstName: 'Still' })).statusCode).toBe(200);
  });
});

describe('uploads (finding 5)', () => {
  const upload = (token: string) => {
    const { payload, headers } = multipartBody([filePart(PNG)]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/files',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  };

  it('keep each user within a total quota (413 with the reason)', async () => {
    const { token } = await signUp(t.app, { role: 'resident' });
    for (let i = 0; i < 3; i++) expect((await upload(token)).statusCode).toBe(201);
    const over = await upload(token);
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toMatch(/the most one account may keep/);
    const other = await signUp(t.app, { role: 'resident' });
    expect((await upload(other.token)).statusCode).toBe(201);
  });
});

describe('a limit any route can opt into', () => {
  it('answers 429 in the one error shape past its maximum', async () => {
    const message = 'Too many reports.';
    const fresh = await buildApp({ config: t.config, database: t.database, logger: false });
    fresh.get(
      '/api/v1/reports',
      {
        config: {
          access: 'public',
          rateLimit: routeLimit({ max: 2, windowMs: 60_000, message }),
        },
      },
      async () => ({ ok: true }),
    );
    await fresh.ready();
    const address = freshAddress();
    const call = () =>
      fresh.inject({ method: 'GET', url: '/api/v1/reports', remoteAddress: address });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expectLimited(limited, /^Too many reports\. Try again in 1 minute\(s\)\.$/);
    await fresh.close();
  });
});
