import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, signUp, uniqueEmail } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUpWith = (password: string, firstName = 'Robin') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    payload: { role: 'resident', email: uniqueEmail('pw'), password, firstName, lastName: 'Vale' },
  });

describe('common and guessable passwords (finding 4)', () => {
  it.each([
    ['password', /one of the 10,000 most common passwords/],
    ['12345678', /one of the 10,000 most common passwords/],
    ['        ', /repeats the same characters/],
    ['qwertyuiop', /one of the 10,000 most common passwords/],
    ['Password123', /one of the 10,000 most common passwords/],
    ['abcdefghij', /too easy to guess/],
  ])('refuses %j at sign-up with 400 and the reason', async (password, reason) => {
    const response = await signUpWith(password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'auth.weak_password',
      message: expect.stringMatching(reason),
      details: [{ path: 'password', message: expect.stringMatching(reason) }],
    });
  });

  it('refuses a password built on the person’s own name', async () => {
    const response = await signUpWith('robinrobin2024', 'Robin');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('auth.weak_password');
  });

  it('accepts a few unrelated words', async () => {
    expect((await signUpWith('correct horse battery')).statusCode).toBe(201);
  });

  it('refuses a weak new password and keeps the old one', async () => {
    const { token, email, password } = await signUp(t.app, { role: 'resident' });
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth',
      headers: bearer(token),
      payload: { currentPassword: password, newPassword: 'iloveyou' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().details).toEqual([
      { path: 'newPassword', message: expect.stringMatching(/most common passwords/) },
    ]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email, password },
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('passwords built on the product’s name or the person’s own (security finding 7)', () => {
  const builtOn = /built on your name, your email address or the product’s name/;
  const person = () => ({
    role: 'resident',
    email: `robin.vale.${uniqueEmail('pw').split('@')[0]}@example.test`,
    firstName: 'Robin',
    lastName: 'Vale',
  });

  it.each(['homekeep123', 'Homekeep2026!', 'robinvale2026', 'ValeRobin1!', 'HomekeepRobin!'])(
    'refuses %j at sign-up with the reason',
    async (password) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-up',
        payload: { ...person(), password },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'auth.weak_password',
        message: expect.stringMatching(builtOn),
      });
    },
  );

  it('refuses the product’s name as a new password, and still takes unrelated words with a name', async () => {
    const { token, password } = await signUp(t.app, { role: 'resident' });
    const change = (newPassword: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/auth',
        headers: bearer(token),
        payload: { currentPassword: password, newPassword },
      });
    const weak = await change('Homekeep2026!');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(builtOn);
    expect((await change('Robin likes purple giraffes')).statusCode).toBe(200);
  });
});
