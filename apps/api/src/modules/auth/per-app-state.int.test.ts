import { sql } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import type * as Jose from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { logStatements } from '../../../test/scale/statement-log';
import { signUp } from '../../../test/users';

// Counts the signatures checked, to tell a token verified from one taken from a cache.
vi.mock('jose', async (importOriginal) => {
  const jose = await importOriginal<typeof Jose>();
  return { ...jose, jwtVerify: vi.fn(jose.jwtVerify) };
});

// Two apps in one process, each on a database of its own.
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({ ownDatabase: true });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

/** How many statements reading `sessions` a request to `which` sent. */
async function sessionReads(which: TestApp, token: string) {
  const log = logStatements(which.database);
  try {
    const { result, statements } = await log.during(() =>
      apiCaller(which.app)('GET', '/auth', token),
    );
    expect(result.status).toBe(200);
    return statements.filter((statement) => /from "sessions"/.test(statement.sql)).length;
  } finally {
    log.stop();
  }
}

/** The first app's account and session, copied into the second app's database. */
async function copyAccount(token: string, userId: string) {
  const { rows } = (await first.db.execute(
    sql`select expires_at::text from sessions where id = ${sessionOf(token)}`,
  )) as unknown as { rows: { expires_at: string }[] };
  await second.db.execute(sql`insert into users (id, email, role, first_name, last_name)
    values (${userId}, ${`copy-${userId}@example.test`}, 'resident', 'Robin', 'Copy')`);
  await second.db.execute(sql`insert into sessions (id, user_id, expires_at)
    values (${sessionOf(token)}, ${userId}, ${rows[0]!.expires_at}::timestamptz)`);
}

describe('the state an app keeps is its own', () => {
  it('checks the signature of a token another app has already verified', async () => {
    const resident = await signUp(first.app, { role: 'resident' });
    expect((await apiCaller(first.app)('GET', '/auth', resident.token)).status).toBe(200);
    vi.mocked(jwtVerify).mockClear();
    await apiCaller(second.app)('GET', '/auth', resident.token);
    expect(jwtVerify).toHaveBeenCalledTimes(1);
    await apiCaller(first.app)('GET', '/auth', resident.token);
    expect(jwtVerify).toHaveBeenCalledTimes(1);
  });

  it('does not hear the sessions another app ends', async () => {
    const resident = await signUp(first.app, { role: 'resident' });
    await copyAccount(resident.token, resident.user.id);
    expect(await sessionReads(second, resident.token)).toBe(1);
    expect(await sessionReads(second, resident.token)).toBe(0);
    expect((await apiCaller(first.app)('POST', '/auth/sign-out', resident.token)).status).toBe(204);
    // Still live in the second app's database: remembered there, not asked again.
    expect(await sessionReads(second, resident.token)).toBe(0);
    expect(await sessionReads(second, resident.token)).toBe(0);
  });
});
