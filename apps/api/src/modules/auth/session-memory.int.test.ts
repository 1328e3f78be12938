import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { apiCaller } from '../../../test/api';
import { eventually } from '../../../test/eventually';
import { logStatements } from '../../../test/scale/statement-log';
import { signUp } from '../../../test/users';
import { listenConnections } from '../../../test/listeners';
import { LIVE_EVENTS_CHANNEL } from '../../lib/live-events';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
});
afterAll(() => t.close());

const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

/** How many statements reading `sessions` a request sent. */
async function sessionReads(token: string) {
  const log = logStatements(t.database);
  try {
    const { result, statements } = await log.during(() => call('GET', '/auth', token));
    expect(result.status).toBe(200);
    return statements.filter((statement) => /from "sessions"/.test(statement.sql)).length;
  } finally {
    log.stop();
  }
}

describe('the sessions a process remembers (decision 030)', () => {
  it('asks the database for a session once, not on every signed-in request (finding)', async () => {
    const resident = await signUp(t.app, { role: 'resident' });
    expect(await sessionReads(resident.token)).toBe(1);
    expect(await sessionReads(resident.token)).toBe(0);
    expect(await sessionReads(resident.token)).toBe(0);
  });

  it('refuses a remembered session at once once it is signed out', async () => {
    const resident = await signUp(t.app, { role: 'resident' });
    expect((await call('GET', '/auth', resident.token)).status).toBe(200);
    expect((await call('POST', '/auth/sign-out', resident.token)).status).toBe(204);
    expect((await call('GET', '/auth', resident.token)).status).toBe(401);
  });

  it('forgets a session ended by a statement typed in the database, each time', async () => {
    // The same statement twice: the embedded database runs a repeated one by another path.
    for (let time = 0; time < 3; time += 1) {
      const resident = await signUp(t.app, { role: 'resident' });
      expect((await call('GET', '/auth', resident.token)).status).toBe(200);
      await t.db.execute(
        sql`update sessions set revoked_at = now() where id = ${sessionOf(resident.token)}`,
      );
      expect(
        await eventually(async () => (await call('GET', '/auth', resident.token)).status === 401),
      ).toBe(true);
    }
  });

  it('forgets the sessions of an account blocked by a statement typed in the database', async () => {
    const vendor = await signUp(t.app, { role: 'vendor' });
    expect((await call('GET', '/auth', vendor.token)).status).toBe(200);
    await t.db.execute(sql`update users set blocked_at = now() where id = ${vendor.user.id}`);
    expect(
      await eventually(async () => (await call('GET', '/auth', vendor.token)).status === 401),
    ).toBe(true);
  });
});

// Several API processes share one PostgreSQL server: each remembers sessions of its own.
if (inject('databaseUrl')) {
  describe('remembered sessions across processes', () => {
    it('refuses, in the other process too, a session signed out in one', async () => {
      const second = await createTestApp({ joinDatabase: t.databaseUrl! });
      try {
        const resident = await signUp(t.app, { role: 'resident' });
        const other = apiCaller(second.app);
        expect((await other('GET', '/auth', resident.token)).status).toBe(200);
        expect((await other('GET', '/auth', resident.token)).status).toBe(200);
        expect((await call('POST', '/auth/sign-out', resident.token)).status).toBe(204);
        expect(
          await eventually(
            async () => (await other('GET', '/auth', resident.token)).status === 401,
          ),
        ).toBe(true);
      } finally {
        await second.close();
      }
    });

    it('trusts nothing it remembered once its LISTEN connection was lost', async () => {
      const listener = () => listenConnections(t.db, LIVE_EVENTS_CHANNEL);
      const resident = await signUp(t.app, { role: 'resident' });
      expect((await call('GET', '/auth', resident.token)).status).toBe(200);
      const [lost] = await listener();
      expect(lost).toBeDefined();
      // Ended while no one listens: its notice is never heard.
      await t.db.execute(sql`select pg_terminate_backend(${lost})`);
      await t.db.execute(
        sql`update sessions set revoked_at = now() where id = ${sessionOf(resident.token)}`,
      );
      expect(
        await eventually(async () => {
          const now = await listener();
          return now.length === 1 && now[0] !== lost;
        }),
      ).toBe(true);
      expect((await call('GET', '/auth', resident.token)).status).toBe(401);
    });
  });
}
