/**
 * The product's time. Every rule that depends on the time (session expiry, limit windows,
 * subscription periods, the moments a job or a payment happened) reads it from the clock the
 * composition root hands over, never from `new Date()`, so that a test or an operator's test
 * clock can move it.
 */
export interface Clock {
  now(): Date;
  /** A clock shared between processes reads its shared state again (jobs call it first). */
  refresh?(): Promise<unknown>;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The clock the app runs on when nobody hands it one: the real time plus an offset that the
 * test clock (only with `PAYMENTS_MODE=test`) moves forward, shared by every process.
 */
export interface ProductClock extends Clock {
  offsetSeconds(): number;
  /** Reads the offset again from where every process shares it; answers it. */
  refresh(): Promise<number>;
  /** Starts hearing other processes' moves; `close` stops. */
  start(): Promise<void>;
  close(): Promise<void>;
  /** Moves the clock forward for every process; answers the new offset. */
  advance(seconds: number): Promise<number>;
}

export const isProductClock = (clock: Clock): clock is ProductClock =>
  'advance' in clock && 'offsetSeconds' in clock;
