import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLink, AdminUser } from '@homekeep/contracts/admin';
import type { User } from '@homekeep/contracts/auth';
import type { List } from '@homekeep/contracts/common';
import { operator } from '../../../test/admin';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp } from '../../../test/users';

let t: TestApp;
let call: ApiCaller;
let ops: Awaited<ReturnType<typeof operator>>;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://homekeep.test' } });
  call = apiCaller(t.app);
  ops = await operator(t.app, t.db);
});
afterAll(() => t.close());

const linkFor = (userId: string, token = ops.token) =>
  call<{ data: AccessLink }>('POST', `/admin/users/${userId}/access-link`, token);
const tokenOf = (link: AccessLink) => new URL(link.url).searchParams.get('token')!;
const choosePassword = (token: string, password: string) =>
  call('POST', '/auth/password-reset/confirm', undefined, { token, password });
const signIn = (email: string, password: string) =>
  call<{ data: { accessToken: string; user: User } }>('POST', '/auth/sign-in', undefined, {
    email,
    password,
  });

describe('a one-time link from an operator', () => {
  it('lets the person choose a password once, confirms the address, and is audited without the link', async () => {
    const resident = await signUp(t.app, { role: 'resident' });
    expect(resident.user.emailVerified).toBe(false);

    const before = Date.now();
    const created = await linkFor(resident.user.id);
    expect(created.status).toBe(201);
    const link = created.body.data;
    expect(link.url).toMatch(/^https:\/\/homekeep\.test\/reset-password\?token=[\w-]{43}$/);
    const expiresIn = Date.parse(link.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(31 * 60_000);

    const token = tokenOf(link);
    expect((await choosePassword(token, 'a fresh start for me')).status).toBe(204);
    expect((await choosePassword(token, 'another fresh start')).status).toBe(400);
    expect((await call('GET', '/auth', resident.token)).status).toBe(401);
    const signedIn = await signIn(resident.email, 'a fresh start for me');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.emailVerified).toBe(true);

    const entries = await ops.auditOf(resident.user.id);
    const entry = entries.find((e) => e.action === 'user.access_link');
    expect(entry).toMatchObject({ actor: { id: ops.user.id }, targetType: 'user' });
    expect(JSON.stringify(entries)).not.toContain(token);
    const outbox = await call<List<{ text: string; html: string }>>(
      'GET',
      `/admin/outbox?to=${encodeURIComponent(resident.email)}&limit=100`,
      ops.token,
    );
    expect(JSON.stringify(outbox.body)).not.toContain(token);
  });

  it('is not stored in the answer caches, and a newer link or the end of its half hour retires it', async () => {
    const vendor = await signUp(t.app, { role: 'vendor' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${vendor.user.id}/access-link`,
      headers: { authorization: `Bearer ${ops.token}` },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const first = tokenOf((response.json() as { data: AccessLink }).data);
    const second = tokenOf((await linkFor(vendor.user.id)).body.data);
    expect((await choosePassword(first, 'the older link one')).status).toBe(400);

    await t.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where user_id = ${vendor.user.id} and used_at is null`,
    );
    const expired = await choosePassword(second, 'the newer link one');
    expect(expired).toMatchObject({ status: 400, body: { code: 'token_invalid' } });
  });

  it('is refused for blocked accounts, operators and oneself, and only operators make one', async () => {
    const resident = await signUp(t.app, { role: 'resident' });
    expect((await linkFor(resident.user.id, resident.token)).status).toBe(403);
    expect((await call('POST', `/admin/users/${resident.user.id}/access-link`)).status).toBe(401);
    expect((await linkFor(crypto.randomUUID())).status).toBe(404);
    expect((await linkFor(ops.user.id)).body).toMatchObject({ code: 'users.link_self' });
    const other = await operator(t.app, t.db);
    expect(await linkFor(other.user.id)).toMatchObject({
      status: 409,
      body: { code: 'users.link_operator' },
    });
    await call('POST', `/admin/users/${resident.user.id}/block`, ops.token);
    const blocked = await linkFor(resident.user.id);
    expect(blocked).toMatchObject({ status: 409, body: { code: 'users.link_blocked' } });
    expect(blocked.body.message).toMatch(/unblock/i);
  });
});

describe('an operator confirming an address', () => {
  it('marks it confirmed once, shows it in the list, and records who did it', async () => {
    const resident = await signUp(t.app, { role: 'resident' });
    const listed = async () =>
      (
        await call<List<AdminUser>>(
          'GET',
          `/admin/users?global=${encodeURIComponent(resident.email)}`,
          ops.token,
        )
      ).body.data[0]!;
    expect((await listed()).emailVerified).toBe(false);

    const confirm = () =>
      call<{ data: AdminUser }>(
        'POST',
        `/admin/users/${resident.user.id}/confirm-email`,
        ops.token,
      );
    const confirmed = await confirm();
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.emailVerified).toBe(true);
    expect((await listed()).emailVerified).toBe(true);
    const me = await call<{ data: User }>('GET', '/auth', resident.token);
    expect(me.body.data.emailVerified).toBe(true);
    const [entry] = await ops.auditOf(resident.user.id);
    expect(entry).toMatchObject({
      action: 'user.confirm_email',
      actor: { id: ops.user.id },
      before: expect.objectContaining({ emailVerified: false }),
      after: expect.objectContaining({ emailVerified: true }),
    });
    expect(await confirm()).toMatchObject({
      status: 409,
      body: { code: 'users.already_verified' },
    });
    const asResident = await call(
      'POST',
      `/admin/users/${resident.user.id}/confirm-email`,
      resident.token,
    );
    expect(asResident.status).toBe(403);
  });
});

describe('whether mail leaves the server', () => {
  it('tells anyone that this server keeps its mail in the outbox', async () => {
    const answer = await call('GET', '/auth/mail-delivery');
    expect(answer).toEqual({ status: 200, body: { data: { sends: false } } });
  });
});
