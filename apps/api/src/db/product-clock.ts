import { eq, sql } from 'drizzle-orm';
import type { ProductClock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import type { DatabaseHandle } from './client';
import { productClock } from './schema';

/**
 * The product's time (`src/db/sql/product-now.sql`) read once by a statement that writes many
 * rows. As a column's default it is read again for each row, about 5 µs each: the function's
 * subquery keeps the planner from inlining it (a new job's 500 notifications and 500 mails).
 */
const productNowOnce = sql`(select product_now())`;

/** `at` as a statement's time for all its rows, or the product's time read once. */
export const datedOrNow = (at: Date | undefined) =>
  at ? sql`${at.toISOString()}::timestamptz` : productNowOnce;

/** Where every process hears that the test clock moved. */
export const CLOCK_CHANNEL = 'product_clock';

async function readOffset(handle: DatabaseHandle) {
  const [row] = await handle.db
    .select({ offsetSeconds: productClock.offsetSeconds })
    .from(productClock)
    .where(eq(productClock.id, 1));
  return row?.offsetSeconds ?? 0;
}

/**
 * The real time plus the offset stored in the database. `now()` must answer at once, so the
 * offset is kept in memory: read at start, after each move here, and whenever another process
 * announces a move (NOTIFY). Job handlers call `refresh()` first, so they never act on a stale
 * offset even if a notification was lost.
 */
export function databaseClock(handle: DatabaseHandle, log: Logger) {
  let offsetSeconds = 0;
  let stopListening: (() => Promise<void>) | null = null;
  const refresh = async () => {
    offsetSeconds = await readOffset(handle);
    return offsetSeconds;
  };
  const clock: ProductClock = {
    now: () => new Date(Date.now() + offsetSeconds * 1000),
    offsetSeconds: () => offsetSeconds,
    refresh,
    async advance(seconds: number) {
      const [row] = await handle.db
        .insert(productClock)
        .values({ id: 1, offsetSeconds: seconds })
        .onConflictDoUpdate({
          target: productClock.id,
          set: {
            offsetSeconds: sql`${productClock.offsetSeconds} + ${seconds}`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ offsetSeconds: productClock.offsetSeconds });
      offsetSeconds = row!.offsetSeconds;
      await handle.db.execute(sql`select pg_notify(${CLOCK_CHANNEL}, ${String(offsetSeconds)})`);
      return offsetSeconds;
    },
    async start() {
      await refresh();
      stopListening = await handle.listen(
        CLOCK_CHANNEL,
        (payload) => {
          const announced = Number(payload);
          if (Number.isSafeInteger(announced)) offsetSeconds = announced;
        },
        log,
      );
    },
    async close() {
      await stopListening?.();
      stopListening = null;
    },
  };
  return clock;
}
