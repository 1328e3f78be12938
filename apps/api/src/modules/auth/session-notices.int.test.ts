import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { eventually } from '../../../test/eventually';
import { signUp } from '../../../test/users';
import { LIVE_EVENTS_CHANNEL } from '../../lib/live-events';

// The database announces on the live events' channel each change to a session or to a user's
// access, and a truncate of either table (src/db/sql/session-notices.sql), whatever made it. In a
// database of this file's own: it truncates the sessions and the users.
let t: TestApp;
let stopListening: () => Promise<void>;
const heard: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
  stopListening = await t.database.listen(
    LIVE_EVENTS_CHANNEL,
    // Only these: a notification made meanwhile is announced on the same channel.
    (payload) => {
      if (/^(session-ended:|account-changed:|sessions-emptied$)/.test(payload)) heard.push(payload);
    },
    t.app.log,
  );
});
afterAll(async () => {
  await stopListening();
  await t.close();
});

const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

/** The notices a statement sends, once they have all come (in any order). */
async function noticesOf(statement: ReturnType<typeof sql>, expected: string[]) {
  heard.length = 0;
  await t.db.execute(statement);
  await eventually(() => heard.length >= expected.length);
  // Anything more would have come with them: notices arrive in one go at the commit.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return [...heard].sort();
}

describe('the notices of sessions and access (session-notices.sql)', () => {
  it('announces a session revoked or removed, and a user blocked, given a role or removed', async () => {
    const resident = await signUp(t.app, { role: 'resident' });
    const [userId, sessionId] = [resident.user.id, sessionOf(resident.token)];
    const ended = `session-ended:${sessionId}`;
    const changed = `account-changed:${userId}`;

    expect(
      await noticesOf(sql`update users set first_name = 'Ada' where id = ${userId}`, []),
    ).toEqual([]);
    // A use of the session, written every few minutes, is no change to announce.
    expect(
      await noticesOf(sql`update sessions set last_seen_at = now() where id = ${sessionId}`, []),
    ).toEqual([]);
    expect(
      await noticesOf(sql`update sessions set revoked_at = now() where id = ${sessionId}`, [ended]),
    ).toEqual([ended]);
    expect(
      await noticesOf(sql`update users set blocked_at = now() where id = ${userId}`, [changed]),
    ).toEqual([changed]);
    expect(
      await noticesOf(sql`update users set role = 'vendor' where id = ${userId}`, [changed]),
    ).toEqual([changed]);
    expect(await noticesOf(sql`delete from users where id = ${userId}`, [changed, ended])).toEqual([
      changed,
      ended,
    ]);
  });

  it('makes every process forget the sessions it remembered once they are truncated', async () => {
    const call = apiCaller(t.app);
    const resident = await signUp(t.app, { role: 'resident' });
    expect((await call('GET', '/auth', resident.token)).status).toBe(200);
    expect((await call('GET', '/auth', resident.token)).status).toBe(200);
    await t.db.execute(sql`truncate sessions`);
    expect(
      await eventually(async () => (await call('GET', '/auth', resident.token)).status === 401),
    ).toBe(true);
  });

  // Last: it empties nearly every table.
  it('announces a truncate of the sessions or the users once, as every session ended', async () => {
    await signUp(t.app, { role: 'resident' });
    const emptied = ['sessions-emptied'];
    expect(await noticesOf(sql`truncate sessions`, emptied)).toEqual(emptied);
    await signUp(t.app, { role: 'resident' });
    expect(await noticesOf(sql`truncate users cascade`, emptied)).toEqual(emptied);
  });
});
