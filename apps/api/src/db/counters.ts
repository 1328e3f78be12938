import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Clock } from '../lib/clock';
import type { Count, Counters } from '../lib/counters';
import type { Executor } from './database';
import { rateLimitCounters as counters } from './schema';

const countAt = (row: { hits: number; windowEndsAt: Date }, now: Date): Count => ({
  hits: row.hits,
  resetInMs: Math.max(0, row.windowEndsAt.getTime() - now.getTime()),
});

/**
 * Counters in the `rate_limit_counters` table. A hit is one conditional upsert: the window
 * restarts at 1 once it has ended, else the count goes up by one; PostgreSQL serialises hits on
 * the same key, so no two requests read the same count.
 */
export function databaseCounters(db: Executor, clock: Clock): Counters {
  return {
    async hit(key, windowMs) {
      const now = clock.now();
      const ends = new Date(now.getTime() + windowMs);
      const ended = sql`${counters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(counters)
        .values({ key, hits: 1, windowEndsAt: ends })
        .onConflictDoUpdate({
          target: counters.key,
          set: {
            hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${counters.hits} + 1 END`,
            windowEndsAt: sql`CASE WHEN ${ended} THEN ${ends.toISOString()}::timestamptz ELSE ${counters.windowEndsAt} END`,
          },
        })
        .returning({ hits: counters.hits, windowEndsAt: counters.windowEndsAt });
      return countAt(row!, now);
    },
    async read(key) {
      const now = clock.now();
      const [row] = await db
        .select({ hits: counters.hits, windowEndsAt: counters.windowEndsAt })
        .from(counters)
        .where(and(eq(counters.key, key), gt(counters.windowEndsAt, now)));
      return row ? countAt(row, now) : null;
    },
    async clear(key) {
      await db.delete(counters).where(eq(counters.key, key));
    },
  };
}

/** Deletes counters whose window has ended; answers how many (a periodic clean-up). */
export async function removeEndedCounters(db: Executor, clock: Clock) {
  const removed = await db
    .delete(counters)
    .where(lte(counters.windowEndsAt, clock.now()))
    .returning({ key: counters.key });
  return removed.length;
}
