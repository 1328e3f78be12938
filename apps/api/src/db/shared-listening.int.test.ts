import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { eventually } from '../../test/eventually';
import { listenConnections } from '../../test/listeners';
import { sharedListening } from './shared-listening';

const CHANNEL = 'homekeep_shared_listening_test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const notify = (payload: string) => t.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
const quietLog = { warn: () => undefined };

/** This process's LISTEN connections to the test channel (on a server). */
const connections = () => listenConnections(t.db, CHANNEL);

describe('sharedListening', () => {
  it('tells every part that listens each payload, and stops for one part without the other', async () => {
    const shared = sharedListening(t.database);
    const first: string[] = [];
    const second: string[] = [];
    let told = 0;
    const stopFirst = await shared.listen(CHANNEL, (p) => first.push(p), quietLog, {
      onListening: () => void (told += 1),
    });
    const stopSecond = await shared.listen(CHANNEL, (p) => second.push(p), quietLog, {
      onListening: () => void (told += 1),
    });
    expect(told).toBe(2);
    await notify('both');
    expect(await eventually(() => first.includes('both') && second.includes('both'))).toBe(true);

    await stopFirst();
    await notify('second only');
    expect(await eventually(() => second.includes('second only'))).toBe(true);
    expect(first).not.toContain('second only');
    await stopSecond();
  });

  if (inject('databaseUrl')) {
    it('holds one LISTEN connection per channel however many parts listen, and closes it after the last', async () => {
      const shared = sharedListening(t.database);
      const stops = [
        await shared.listen(CHANNEL, () => undefined, quietLog),
        await shared.listen(CHANNEL, () => undefined, quietLog),
        await shared.listen(CHANNEL, () => undefined, quietLog),
      ];
      expect(await connections()).toHaveLength(1);
      await stops[0]!();
      await stops[1]!();
      expect(await connections()).toHaveLength(1);
      await stops[2]!();
      expect(await eventually(async () => (await connections()).length === 0)).toBe(true);
    });

    it('tells every part when the connection is lost and when it listens again', async () => {
      const shared = sharedListening(t.database);
      const events: string[] = [];
      const state = (who: string) => ({
        onListening: () => void events.push(`${who} listening`),
        onLost: () => void events.push(`${who} lost`),
      });
      const stops = [
        await shared.listen(CHANNEL, () => undefined, quietLog, state('a')),
        await shared.listen(CHANNEL, () => undefined, quietLog, state('b')),
      ];
      const [lost] = await connections();
      await t.db.execute(sql`select pg_terminate_backend(${lost})`);
      expect(
        await eventually(async () => {
          const now = await connections();
          return now.length === 1 && now[0] !== lost;
        }),
      ).toBe(true);
      expect(await eventually(() => events.length === 6)).toBe(true);
      expect(events.slice(2).sort()).toEqual(['a listening', 'a lost', 'b listening', 'b lost']);
      for (const stop of stops) await stop();
    });
  }
});
