import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp, uniqueEmail } from '../../../test/users';
import { MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_EMAIL } from './sign-in-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextAddress = 1;
/** Each test signs in from its own address so that counters never leak between tests. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

const signIn = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password },
    remoteAddress,
  });

describe('failed sign-in limits', () => {
  it('pauses an email after 10 failures with 429 and Retry-After, even with the right password', async () => {
    const { email, password } = await signUp(t.app, { role: 'resident' });
    const address = freshAddress();
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) {
      expect((await signIn(email, 'wrong guess', address)).statusCode).toBe(401);
    }
    const limited = await signIn(email, password, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(limited.json()).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringContaining('Too many failed sign-in attempts'),
    });
    // Another address cannot get around the per-email pause either.
    expect((await signIn(email, password, freshAddress())).statusCode).toBe(429);
  });

  it('lets other people at the same address sign in after one person is paused', async () => {
    const paused = await signUp(t.app, { role: 'resident' });
    const housemate = await signUp(t.app, { role: 'resident' });
    const address = freshAddress();
    for (let i = 0; i <= MAX_FAILURES_PER_EMAIL; i++) await signIn(paused.email, 'wrong', address);
    expect((await signIn(housemate.email, housemate.password, address)).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const { email, password } = await signUp(t.app, { role: 'vendor' });
    const address = freshAddress();
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL - 1; i++) await signIn(email, 'wrong', address);
    expect((await signIn(email, password, address)).statusCode).toBe(200);
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL - 1; i++) {
      expect((await signIn(email, 'wrong', address)).statusCode).toBe(401);
    }
    expect((await signIn(email, password, address)).statusCode).toBe(200);
  });

  it('pauses one address only after many failures across many emails', async () => {
    const address = freshAddress();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      const response = await signIn(uniqueEmail('spray'), 'wrong', address);
      expect(response.statusCode).toBe(401);
    }
    const { email, password } = await signUp(t.app, { role: 'resident' });
    expect((await signIn(email, password, address)).statusCode).toBe(429);
    expect((await signIn(email, password, freshAddress())).statusCode).toBe(200);
  });
});
