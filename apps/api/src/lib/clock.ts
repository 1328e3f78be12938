/**
 * The product's time. Every rule that depends on the time (session expiry, limit windows,
 * subscription periods, the moments a job or a payment happened) reads it from the clock the
 * composition root hands over, never from `new Date()`, so that a test or an operator's test
 * clock can move it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
