import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@homekeep/contracts/admin';
import type { List } from '@homekeep/contracts/common';
import { operator } from '../../../test/admin';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp } from '../../../test/users';

let t: TestApp;
let call: ApiCaller;
let ops: Awaited<ReturnType<typeof operator>>;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  ops = await operator(t.app, t.db);
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  call<{ data: { accessToken: string } }>('POST', '/auth/sign-in', undefined, { email, password });

describe('blocking an account', () => {
  it('ends every session at once and refuses sign-in until unblocked', async () => {
    const resident = await signUp(t.app, { role: 'resident' });
    const second = (await signIn(resident.email, resident.password)).body.data.accessToken;
    expect((await call('GET', '/auth', second)).status).toBe(200);

    const blocked = await call<{ data: AdminUser }>(
      'POST',
      `/admin/users/${resident.user.id}/block`,
      ops.token,
      {
        reason: 'Abusive messages',
      },
    );
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.blockedAt).toEqual(expect.any(String));
    for (const token of [resident.token, second])
      expect((await call('GET', '/auth', token)).status).toBe(401);
    const refused = await signIn(resident.email, resident.password);
    expect(refused).toMatchObject({ status: 403, body: { message: 'This account is blocked' } });
    expect((await signIn(resident.email, 'wrong password')).status).toBe(401);
    const [entry] = await ops.auditOf(resident.user.id);
    expect(entry).toMatchObject({
      action: 'user.block',
      targetName: `${resident.user.firstName} ${resident.user.lastName}`,
      after: expect.objectContaining({ reason: 'Abusive messages', revokedSessions: 2 }),
    });

    const listed = await call<List<AdminUser>>(
      'GET',
      `/admin/users?state=blocked&global=${resident.email}`,
      ops.token,
    );
    expect(listed.body.data.map((u) => u.id)).toEqual([resident.user.id]);
    expect((await call('POST', `/admin/users/${resident.user.id}/block`, ops.token)).status).toBe(
      409,
    );
    const unblocked = await call<{ data: AdminUser }>(
      'POST',
      `/admin/users/${resident.user.id}/unblock`,
      ops.token,
    );
    expect(unblocked.body.data.blockedAt).toBeNull();
    expect((await signIn(resident.email, resident.password)).status).toBe(200);
    expect((await call('POST', `/admin/users/${resident.user.id}/unblock`, ops.token)).status).toBe(
      409,
    );
  });

  it('refuses to block oneself, and answers 404 for an unknown account', async () => {
    const self = await call('POST', `/admin/users/${ops.user.id}/block`, ops.token);
    expect(self).toMatchObject({ status: 409, body: { code: 'users.block_self' } });
    expect(
      (await call('POST', `/admin/users/${crypto.randomUUID()}/block`, ops.token)).status,
    ).toBe(404);
    expect((await call('GET', '/auth', ops.token)).status).toBe(200);
  });

  it('lists accounts by role, sorted and paged', async () => {
    await signUp(t.app, { role: 'vendor' });
    const vendors = await call<List<AdminUser>>(
      'GET',
      '/admin/users?role=vendor&sort=email&order=asc&limit=5',
      ops.token,
    );
    expect(vendors.body.data.every((u) => u.role === 'vendor')).toBe(true);
    const emails = vendors.body.data.map((u) => u.email);
    expect(emails).toEqual([...emails].sort());
    expect(vendors.body.meta.limit).toBe(5);
  });
});
