import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Long enough for the data layer's own short timers (its subscription bookkeeping) to run. */
const SETTLE_MS = 1_000;

/**
 * Holds the timers still: from now on they fire only when the test moves the clock
 * (`vi.advanceTimersByTime`). Testing Library drains its zero-delay timers through a global
 * `jest` when it sees held timers, so one is provided. Network answers arrive in real time:
 * release the clock before waiting for them (findBy, waitFor).
 */
export function holdClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

/**
 * Lets the short timers started while the clock was held run, then gives the real timers back;
 * long ones (cache expiry, request time-outs) are dropped.
 */
export function releaseClock(): void {
  if (vi.isFakeTimers()) act(() => vi.advanceTimersByTime(SETTLE_MS));
  vi.useRealTimers();
  vi.unstubAllGlobals();
}
