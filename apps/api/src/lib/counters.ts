/** A count within a fixed window and the time until that window ends. */
export interface Count {
  hits: number;
  resetInMs: number;
}

/**
 * Counters in fixed windows that every API process shares: in PostgreSQL by default, in Redis
 * when `REDIS_URL` is set. `hit` counts and answers the new count in one atomic step, so that
 * a burst of parallel requests is counted exactly.
 */
export interface Counters {
  hit(key: string, windowMs: number): Promise<Count>;
  read(key: string): Promise<Count | null>;
  clear(key: string): Promise<void>;
}
