import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/app';
import { bearer, signUp, uniqueEmail } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
const get = (url: string, headers = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const patch = (url: string, payload: unknown, headers = {}) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1${url}`, payload: payload as object, headers });

describe('sign-up', () => {
  it('creates a resident, answers 201 with a token and the user without secrets', async () => {
    const email = uniqueEmail('ann');
    const response = await post('/auth/sign-up', {
      role: 'resident',
      email,
      password: 'long enough',
      firstName: 'Ann',
      lastName: 'Lee',
      phone: '(406) 555-0142',
      acceptTerms: true,
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.accessToken).toEqual(expect.any(String));
    expect(data.user).toMatchObject({
      email,
      role: 'resident',
      firstName: 'Ann',
      lastName: 'Lee',
      phone: '+14065550142',
      maintenancePlanId: null,
    });
    expect(JSON.stringify(data.user)).not.toMatch(/password|hash/i);
    const me = await get('/auth', bearer(data.accessToken));
    expect(me.json().data.id).toBe(data.user.id);
  });

  it('gives a vendor an empty company profile', async () => {
    const { user } = await signUp(t.app, { role: 'vendor', companyName: 'Acme Repairs' });
    expect(user.role).toBe('vendor');
    const rows = await t.db.query.vendorProfiles.findFirst({
      where: (p, { eq }) => eq(p.userId, user.id),
    });
    expect(rows).toMatchObject({
      companyName: 'Acme Repairs',
      vendorTypeId: null,
      licenseNumber: null,
    });
  });

  it('refuses an email already registered in another case with 409', async () => {
    const { email } = await signUp(t.app, { role: 'resident' });
    const response = await post('/auth/sign-up', {
      role: 'vendor',
      email: email.toUpperCase(),
      password: 'another password',
      firstName: 'Bo',
      lastName: 'Ng',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      message: expect.stringContaining('already exists'),
    });
  });

  it.each([
    [{ role: 'admin' }, 'role must be resident or vendor'],
    [{ email: 'not-an-email' }, 'email must be a valid email address'],
    [{ password: 'short' }, 'password must be at least 8 characters'],
    [{ firstName: '' }, 'firstName is required'],
    [{ lastName: 'x'.repeat(201) }, 'lastName must be at most 200 characters'],
    [{ acceptTerms: false }, 'acceptTerms must be true: accept the terms and the privacy policy'],
    [{ acceptTerms: 'yes' }, 'acceptTerms must be true: accept the terms and the privacy policy'],
  ])('answers 400 with a readable message for %j', async (change, message) => {
    const email = uniqueEmail('invalid');
    const response = await post('/auth/sign-up', {
      role: 'resident',
      email,
      password: 'long enough',
      firstName: 'Val',
      lastName: 'Id',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(response.json().details).toEqual(
      expect.arrayContaining([expect.objectContaining({ message })]),
    );
    const signIn = await post('/auth/sign-in', { email, password: 'long enough' });
    expect(signIn.statusCode).toBe(401);
  });
});

describe('sign-in', () => {
  it('accepts the right password whatever the email case', async () => {
    const { email, password, user } = await signUp(t.app, { role: 'resident' });
    const response = await post('/auth/sign-in', { email: email.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.id).toBe(user.id);
  });

  it('answers 401 "Invalid email or password" for a wrong password and for an unknown email', async () => {
    const { email } = await signUp(t.app, { role: 'resident' });
    for (const body of [
      { email, password: 'wrong password' },
      { email: uniqueEmail('nobody'), password: 'whatever it is' },
    ]) {
      const response = await post('/auth/sign-in', body);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid email or password');
    }
  });
});

describe('tokens and sessions', () => {
  it('answers 401 without a token, with a tampered one, and with an expired one', async () => {
    const { token, user } = await signUp(t.app, { role: 'resident' });
    expect((await get('/auth')).statusCode).toBe(401);
    expect((await get('/auth', { authorization: 'Basic abc' })).statusCode).toBe(401);
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`;
    expect((await get('/auth', bearer(tampered))).statusCode).toBe(401);
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const expired = await new SignJWT({ role: 'resident', sid: forged.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(forged.iss)
      .setAudience(forged.aud)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const response = await get('/auth', bearer(expired));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('revokes the token at sign-out', async () => {
    const { token } = await signUp(t.app, { role: 'vendor' });
    const out = await post('/auth/sign-out', undefined, bearer(token));
    expect(out.statusCode).toBe(204);
    expect((await get('/auth', bearer(token))).statusCode).toBe(401);
  });

  it('ends every other session when the password changes, and keeps this one', async () => {
    const { token, email, password } = await signUp(t.app, { role: 'resident' });
    const other = (await post('/auth/sign-in', { email, password })).json().data.accessToken;
    const change = await patch(
      '/auth',
      { currentPassword: password, newPassword: 'a brand new secret' },
      bearer(token),
    );
    expect(change.statusCode).toBe(200);
    expect((await get('/auth', bearer(token))).statusCode).toBe(200);
    expect((await get('/auth', bearer(other))).statusCode).toBe(401);
    expect((await post('/auth/sign-in', { email, password })).statusCode).toBe(401);
    expect(
      (await post('/auth/sign-in', { email, password: 'a brand new secret' })).statusCode,
    ).toBe(200);
  });
});

describe('profile', () => {
  it('updates names and phone', async () => {
    const { token } = await signUp(t.app, { role: 'resident' });
    const response = await patch(
      '/auth',
      { firstName: 'Maya', phone: '+44 20 7946 0000' },
      bearer(token),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ firstName: 'Maya', phone: '+442079460000' });
    expect((await get('/auth', bearer(token))).json().data.firstName).toBe('Maya');
  });

  it('refuses a wrong current password with 400 and keeps the old password', async () => {
    const { token, email, password } = await signUp(t.app, { role: 'resident' });
    const response = await patch(
      '/auth',
      { currentPassword: 'not my password', newPassword: 'new password!' },
      bearer(token),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Your current password is not correct.');
    expect((await post('/auth/sign-in', { email, password })).statusCode).toBe(200);
  });

  it('asks for both passwords together and for at least one change', async () => {
    const { token } = await signUp(t.app, { role: 'resident' });
    const half = await patch('/auth', { newPassword: 'new password!' }, bearer(token));
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toContain('currentPassword and newPassword must be sent together');
    expect((await patch('/auth', {}, bearer(token))).statusCode).toBe(400);
  });
});

describe('maintenance plan choice', () => {
  it('lets a resident choose a plan', async () => {
    const { token } = await signUp(t.app, { role: 'resident' });
    const plan = (await get('/maintenance-plans')).json().data[1];
    const response = await patch(
      '/auth/maintenance-plan',
      { data: { maintenancePlanId: plan.id } },
      bearer(token),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.maintenancePlanId).toBe(plan.id);
  });

  it('answers 404 for an unknown plan, 400 for a malformed one, 403 for a vendor', async () => {
    const resident = await signUp(t.app, { role: 'resident' });
    const unknown = await patch(
      '/auth/maintenance-plan',
      { data: { maintenancePlanId: '00000000-0000-4000-8000-000000000000' } },
      bearer(resident.token),
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await patch(
      '/auth/maintenance-plan',
      { maintenancePlanId: 'x' },
      bearer(resident.token),
    );
    expect(malformed.statusCode).toBe(400);
    const vendor = await signUp(t.app, { role: 'vendor' });
    const plan = (await get('/maintenance-plans')).json().data[0];
    const forbidden = await patch(
      '/auth/maintenance-plan',
      { data: { maintenancePlanId: plan.id } },
      bearer(vendor.token),
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });
});
