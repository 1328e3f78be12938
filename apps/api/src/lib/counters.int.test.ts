import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { manualClock } from '../../test/clock';
import { databaseCounters, removeEndedCounters } from '../db/counters';
import type { Counters } from './counters';
import { redisCounters } from './redis-counters';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What every store of counters must do, whichever holds them. */
function behavesAsCounters(
  name: string,
  make: () => { counters: Counters; advance?: (s: number) => void },
) {
  describe(name, () => {
    it('counts a burst of 40 parallel hits exactly: each hit sees its own count', async () => {
      const { counters } = make();
      const key = `burst:${randomUUID()}`;
      const counts = await Promise.all(Array.from({ length: 40 }, () => counters.hit(key, 60_000)));
      expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
      expect(counts.every((count) => count.resetInMs > 0 && count.resetInMs <= 60_000)).toBe(true);
      expect((await counters.read(key))?.hits).toBe(40);
      await counters.clear(key);
      expect(await counters.read(key)).toBeNull();
    });
  });
}

const clock = manualClock('2031-01-01T00:00:00.000Z');
behavesAsCounters('counters in PostgreSQL', () => ({ counters: databaseCounters(t.db, clock) }));

describe('counters in PostgreSQL, over time', () => {
  it('start again at 1 once the window has ended on the product clock', async () => {
    const counters = databaseCounters(t.db, clock);
    const key = `window:${randomUUID()}`;
    await counters.hit(key, 60_000);
    await counters.hit(key, 60_000);
    clock.advance(61);
    expect(await counters.read(key)).toBeNull();
    expect((await counters.hit(key, 60_000)).hits).toBe(1);
  });
});

describe('removing ended counters', () => {
  it('removes those whose window has ended, and only those', async () => {
    // Long ago, so that on a shared server database no other test's counter has ended by then.
    const past = manualClock('2001-01-01T00:00:00.000Z');
    const counters = databaseCounters(t.db, past);
    const [ended, live] = [`ended:${randomUUID()}`, `live:${randomUUID()}`];
    await counters.hit(ended, 60_000);
    await counters.hit(live, 3_600_000);
    past.advance(120);
    expect(await removeEndedCounters(t.db, past)).toBe(1);
    expect((await counters.read(live))?.hits).toBe(1);
    expect((await counters.hit(ended, 60_000)).hits).toBe(1);
  });
});

// With a Redis server to test against (TEST_REDIS_URL), the same promises hold there.
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  const redis = new Redis(redisUrl, { lazyConnect: true });
  afterAll(() => redis.quit());
  behavesAsCounters('counters in Redis', () => ({
    counters: redisCounters(redis, `homekeep-test:${process.pid}:`),
  }));
}
