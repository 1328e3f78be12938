import type { Redis } from 'ioredis';
import type { Count, Counters } from './counters';

/**
 * Counters in Redis, under `prefix`: INCR and the window's expiry in one MULTI, so parallel hits
 * from several processes are counted exactly; Redis forgets a key when its window ends.
 */
export function redisCounters(redis: Redis, prefix: string): Counters {
  const countOf = (hits: number, ttl: number, windowMs: number): Count => ({
    hits,
    resetInMs: ttl > 0 ? ttl : windowMs,
  });
  return {
    async hit(key, windowMs) {
      const name = prefix + key;
      const [[, hits], , [, ttl]] = (await redis
        .multi()
        .incr(name)
        .pexpire(name, windowMs, 'NX')
        .pttl(name)
        .exec()) as [[null, number], unknown, [null, number]];
      return countOf(hits, ttl, windowMs);
    },
    async read(key) {
      const name = prefix + key;
      const [[, value], [, ttl]] = (await redis.multi().get(name).pttl(name).exec()) as [
        [null, string | null],
        [null, number],
      ];
      return value === null ? null : countOf(Number(value), ttl, 0);
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}
