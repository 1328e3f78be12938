import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ROOMY_LIMITS, TEST_JWT_SECRET, type TestApp } from '../../test/app';
import { signUp, testAddress } from '../../test/users';
import { loadConfig } from '../config';
import { auditLog } from '../db/schema';

// The app as an operator runs it behind one proxy (TRUST_PROXY=1): every request arrives from the
// proxy's address, with the X-Forwarded-For the proxy extended.
const PROXY = '127.0.0.1';
const SIGN_INS = 5;

let t: TestApp;
beforeAll(async () => {
  const { trustProxy } = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    TRUST_PROXY: '1',
  });
  t = await createTestApp({
    config: { trustProxy, limits: { ...ROOMY_LIMITS, signInsPerAddressPer15Minutes: SIGN_INS } },
  });
});
afterAll(() => t.close());

/** A request through the proxy: `written` is what the client put in the header itself. */
const throughProxy = (client: string, written: string | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload,
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': written ? `${written}, ${client}` : client },
  });

describe('the client address behind a proxy (security finding 1)', () => {
  it('counts sign-ins by the address the proxy saw, whatever the client wrote', async () => {
    const client = testAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_INS; i++) {
      const response = await throughProxy(client, testAddress(), {
        email: 'nobody@example.test',
        password: 'wrong guess',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(SIGN_INS).fill(401), 429]);
  });

  it('writes the address the proxy saw to the audit log, not the forged one', async () => {
    const { user, email, password } = await signUp(t.app, { role: 'resident' });
    const client = testAddress();
    const forged = '203.0.113.9';
    const signedIn = await throughProxy(client, forged, { email, password });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, user.id))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry).toMatchObject({ action: 'auth.signed_in', address: client });
  });
});
