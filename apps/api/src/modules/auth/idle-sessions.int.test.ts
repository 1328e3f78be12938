import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/app';
import { manualClock } from '../../../test/clock';
import { signUp } from '../../../test/users';
import { loadConfig } from '../../config';
import { sessions } from '../../db/schema';

// Security finding 8 of issue 36: a session unused for `SESSION_IDLE_TIMEOUT` (3 days by default)
// ends before its expiry; using it moves the deadline. Sessions last 30 days here, so that only
// idleness ends them.
const DAY = 86_400;
const { sessionIdleSeconds: IDLE } = loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET });
const clock = manualClock('2026-03-02T09:00:00Z');

let t: TestApp;
let call: ApiCaller;
beforeAll(async () => {
  t = await createTestApp({
    deps: { clock },
    config: { sessionIdleSeconds: IDLE, tokenTtlSeconds: 30 * DAY },
  });
  call = apiCaller(t.app);
});
afterAll(() => t.close());

const sessionIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

const lastSeenOf = async (token: string) => {
  const [row] = await t.db
    .select({ lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.id, sessionIdOf(token)));
  return row!.lastSeenAt.toISOString();
};

describe('sessions that are not used (security finding 8)', () => {
  it('ends a session unused for the idle time and says why', async () => {
    expect(IDLE).toBe(3 * DAY);
    const { token } = await signUp(t.app, { role: 'resident' });
    expect((await call('GET', '/auth', token)).status).toBe(200);
    clock.advance(IDLE - 60);
    expect((await call('GET', '/properties', token)).status).toBe(200);
    clock.advance(IDLE + 1);
    const ended = await call('GET', '/auth', token);
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({
      code: 'auth.session_idle',
      message: 'You were signed out after 3 days without activity. Please sign in again.',
    });
    // Public pages take the holder of an idle session for a visitor, without refusing them.
    expect((await call('GET', '/services?limit=1', token)).status).toBe(200);
    expect((await call('GET', '/auth', token)).status).toBe(401);
  });

  it('keeps a session that is used alive past its idle time, up to its expiry', async () => {
    const { token } = await signUp(t.app, { role: 'vendor' });
    for (let day = 0; day < 4; day++) {
      clock.advance(IDLE - DAY);
      expect((await call('GET', '/auth', token)).status).toBe(200);
    }
    clock.advance(30 * DAY);
    expect((await call('GET', '/auth', token)).body.code).toBe('auth.session_ended');
  });

  it('writes down a use at most every five minutes', async () => {
    const { token } = await signUp(t.app, { role: 'resident' });
    const signedUpAt = clock.now().toISOString();
    expect(await lastSeenOf(token)).toBe(signedUpAt);
    clock.advance(4 * 60);
    expect((await call('GET', '/auth', token)).status).toBe(200);
    expect(await lastSeenOf(token)).toBe(signedUpAt);
    clock.advance(60);
    expect((await call('GET', '/auth', token)).status).toBe(200);
    const seen = clock.now().toISOString();
    expect(await lastSeenOf(token)).toBe(seen);
    clock.advance(30);
    expect((await call('GET', '/auth', token)).status).toBe(200);
    expect(await lastSeenOf(token)).toBe(seen);
  });

  it('does not count the live stream as activity', async () => {
    const { token } = await signUp(t.app, { role: 'resident' });
    clock.advance(DAY);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await fetch(`${address}/api/v1/notifications/stream?accessToken=${token}`);
    expect(stream.status).toBe(200);
    await stream.body?.cancel();
    expect(await lastSeenOf(token)).not.toBe(clock.now().toISOString());
    clock.advance(IDLE - DAY + 1);
    expect((await call('GET', '/auth', token)).body.code).toBe('auth.session_idle');
  });
});
