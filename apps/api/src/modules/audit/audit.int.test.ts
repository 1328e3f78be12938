import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { eventually } from '../../../test/eventually';
import { bearer, signUp, testAddress } from '../../../test/users';
import { DEFAULT_LIMITS } from '../../config';
import { auditLog } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      limits: { ...DEFAULT_LIMITS, signUpsPerAddressPerHour: 1000 },
      stripe: { secretKey: undefined, webhookSecret: 'whsec_audit_test' },
    },
  });
});
afterAll(() => t.close());

/** The entries of one actor (or, for visitors, of one address), oldest first. */
const entriesOf = async (where: { actorId?: string; address?: string }) => {
  const rows = await t.db
    .select()
    .from(auditLog)
    .where(
      where.actorId ? eq(auditLog.actorId, where.actorId) : eq(auditLog.address, where.address!),
    )
    .orderBy(desc(auditLog.at));
  return rows.reverse();
};

const inject = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object, headers = {}) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    remoteAddress: '192.0.2.77',
    ...(payload ? { payload } : {}),
  });

describe('the audit log of security events', () => {
  it('records sign-in success and failure, sign-out and a password change, with no secret', async () => {
    const { user, email, password } = await signUp(t.app, { role: 'resident' });
    expect(
      (await inject('POST', '/auth/sign-in', { email, password: 'a wrong one' })).statusCode,
    ).toBe(401);
    const signedIn = await inject('POST', '/auth/sign-in', { email, password });
    const token = signedIn.json().data.accessToken as string;
    const newPassword = 'a fresh passphrase 42';
    const changed = await inject(
      'PATCH',
      '/auth',
      { currentPassword: password, newPassword },
      bearer(token),
    );
    expect(changed.statusCode).toBe(200);
    expect((await inject('POST', '/auth/sign-out', undefined, bearer(token))).statusCode).toBe(204);

    const entries = await entriesOf({ actorId: user.id });
    expect(entries.map((entry) => entry.action)).toEqual([
      'auth.signed_up',
      'auth.sign_in_failed',
      'auth.signed_in',
      'auth.password_changed',
      'auth.signed_out',
    ]);
    expect(entries[1]).toMatchObject({
      address: '192.0.2.77',
      details: { email, knownAccount: true },
    });
    const written = JSON.stringify(entries);
    for (const secret of [password, newPassword, token, 'a wrong one']) {
      expect(written).not.toContain(secret);
    }
  });

  it('records a refusal for the wrong role', async () => {
    const vendor = await signUp(t.app, { role: 'vendor' });
    expect((await inject('GET', '/properties', undefined, bearer(vendor.token))).statusCode).toBe(
      403,
    );
    const [entry] = (await entriesOf({ actorId: vendor.user.id })).filter(
      (row) => row.action === 'auth.role_refused',
    );
    expect(entry).toMatchObject({
      details: { method: 'GET', route: '/api/v1/properties', role: 'vendor' },
    });
  });

  it('records throttles and webhook signature failures by address', async () => {
    const address = testAddress();
    for (let i = 0; i <= DEFAULT_LIMITS.leadFormsPerAddressPerHour; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/schedule-free-demo',
        payload: { name: 'Bot', email: 'bot@example.test' },
        remoteAddress: address,
      });
    }
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      payload: '{"id":"evt_forged"}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      remoteAddress: address,
    });
    expect(webhook.statusCode).toBe(400);
    // A refusal's entry is written beside its answer, not before it: it may land a moment later.
    const actions = async () => (await entriesOf({ address })).map((entry) => entry.action);
    await eventually(async () => (await actions()).length >= 2);
    expect(await actions()).toEqual([
      'security.rate_limited',
      'payments.webhook_signature_invalid',
    ]);
  });
});
