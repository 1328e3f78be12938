import type { Redis } from 'ioredis';
import type { Executor } from '../../db/database';
import { authErrors } from './auth.errors';
import { clearFailures, readFailures, recordFailure } from './auth.repository';

export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
/** Failures for one email before it is paused: stops password guessing against one account. */
export const MAX_FAILURES_PER_EMAIL = 10;
/**
 * Failures from one address. Much higher than per email, because a household or an office
 * shares one address and its people must never lock each other out.
 */
export const MAX_FAILURES_PER_ADDRESS = 100;

interface Counter {
  failures: number;
  windowStartedAt: Date;
}

/** Where the counters live: PostgreSQL by default, Redis when configured; shared by every process. */
export interface FailureStore {
  read(key: string): Promise<Counter | undefined>;
  add(key: string): Promise<Counter>;
  clear(key: string): Promise<void>;
}

export const databaseFailureStore = (db: Executor): FailureStore => ({
  read: (key) => readFailures(db, key, SIGN_IN_WINDOW_SECONDS),
  add: (key) => recordFailure(db, key, SIGN_IN_WINDOW_SECONDS),
  clear: (key) => clearFailures(db, key),
});

export const redisFailureStore = (redis: Redis): FailureStore => {
  const counter = async (key: string, failures: number): Promise<Counter> => {
    const ttl = await redis.pttl(`sign-in:${key}`);
    const remaining = ttl > 0 ? ttl : SIGN_IN_WINDOW_SECONDS * 1000;
    return {
      failures,
      windowStartedAt: new Date(Date.now() + remaining - SIGN_IN_WINDOW_SECONDS * 1000),
    };
  };
  return {
    async read(key) {
      const value = await redis.get(`sign-in:${key}`);
      return value === null ? undefined : counter(key, Number(value));
    },
    async add(key) {
      const [[, failures]] = (await redis
        .multi()
        .incr(`sign-in:${key}`)
        .expire(`sign-in:${key}`, SIGN_IN_WINDOW_SECONDS, 'NX')
        .exec()) as [[null, number], unknown];
      return counter(key, failures);
    },
    async clear(key) {
      await redis.del(`sign-in:${key}`);
    },
  };
};

const emailKey = (email: string) => `email:${email.toLowerCase()}`;
const addressKey = (address: string) => `ip:${address}`;

const retryAfter = (counter: Counter) =>
  Math.max(
    1,
    Math.ceil(
      (counter.windowStartedAt.getTime() + SIGN_IN_WINDOW_SECONDS * 1000 - Date.now()) / 1000,
    ),
  );

export function signInLimiter(store: FailureStore) {
  return {
    /** Throws 429 when this email or this address has failed too often lately. */
    async assertAllowed(email: string, address: string) {
      const [byEmail, byAddress] = await Promise.all([
        store.read(emailKey(email)),
        store.read(addressKey(address)),
      ]);
      if (byEmail && byEmail.failures >= MAX_FAILURES_PER_EMAIL) {
        throw authErrors.tooManyFailures(retryAfter(byEmail));
      }
      if (byAddress && byAddress.failures >= MAX_FAILURES_PER_ADDRESS) {
        throw authErrors.tooManyFailures(retryAfter(byAddress));
      }
    },
    async recordFailure(email: string, address: string) {
      await store.add(emailKey(email));
      await store.add(addressKey(address));
    },
    async recordSuccess(email: string) {
      await store.clear(emailKey(email));
    },
  };
}

export type SignInLimiter = ReturnType<typeof signInLimiter>;
