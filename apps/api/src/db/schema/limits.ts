import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters in fixed windows, shared by every API process on this database (Redis
 * holds them instead when `REDIS_URL` is set). Keys name what is counted: `POST
 * /api/v1/auth/sign-up:203.0.113.7`, `sign-in-failures:rosa@example.test`.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_ends_at_idx').on(t.windowEndsAt)],
);
