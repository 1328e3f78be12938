import type { Redis } from 'ioredis';
import type { Executor } from '../../db/database';
import { leadsErrors } from './leads.errors';
import { countSubmission } from './leads.repository';

export const SUBMISSION_WINDOW_SECONDS = 60 * 60;
/**
 * Lead forms sent from one address per window. A person sends two or three; an office behind
 * one address may send a handful. Far above that is a script.
 */
export const MAX_SUBMISSIONS_PER_ADDRESS = 20;

interface Counter {
  hits: number;
  windowStartedAt: Date;
}

/** Where the counters live: PostgreSQL by default, Redis when configured; shared by every process. */
export interface SubmissionStore {
  /** Counts one submission and returns the window's count so far, atomically. */
  hit(key: string): Promise<Counter>;
}

export const databaseSubmissionStore = (db: Executor): SubmissionStore => ({
  hit: (key) => countSubmission(db, key, SUBMISSION_WINDOW_SECONDS),
});

export const redisSubmissionStore = (redis: Redis): SubmissionStore => ({
  async hit(key) {
    const redisKey = `lead-submissions:${key}`;
    const [[, hits], , [, ttl]] = (await redis
      .multi()
      .incr(redisKey)
      .expire(redisKey, SUBMISSION_WINDOW_SECONDS, 'NX')
      .pttl(redisKey)
      .exec()) as [[null, number], unknown, [null, number]];
    const remaining = ttl > 0 ? ttl : SUBMISSION_WINDOW_SECONDS * 1000;
    return {
      hits,
      windowStartedAt: new Date(Date.now() + remaining - SUBMISSION_WINDOW_SECONDS * 1000),
    };
  },
});

const retryAfter = (counter: Counter) =>
  Math.max(
    1,
    Math.ceil(
      (counter.windowStartedAt.getTime() + SUBMISSION_WINDOW_SECONDS * 1000 - Date.now()) / 1000,
    ),
  );

export function submissionLimiter(store: SubmissionStore) {
  return {
    /** Counts a submission from `address`; throws 429 once the address is over its cap. */
    async count(address: string) {
      const counter = await store.hit(`ip:${address}`);
      if (counter.hits > MAX_SUBMISSIONS_PER_ADDRESS) {
        throw leadsErrors.tooManySubmissions(retryAfter(counter));
      }
    },
  };
}

export type SubmissionLimiter = ReturnType<typeof submissionLimiter>;
