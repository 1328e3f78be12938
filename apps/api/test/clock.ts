import type { Clock } from '../src/lib/clock';

/** A product clock that stands still until a test moves it. */
export function manualClock(start: Date | string = new Date()) {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance(seconds: number) {
      now += seconds * 1000;
    },
    set(instant: Date | string) {
      now = new Date(instant).getTime();
    },
  } satisfies Clock & Record<string, unknown>;
}
