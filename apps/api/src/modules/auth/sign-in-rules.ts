/** The window in which an account's failed sign-ins are counted. */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * How long an attempt on an account waits before its password is checked, after `failures`
 * recent failures: nothing for the first `free` ones, then 1 s, 2 s, 4 s... up to `capMs`. The
 * account is slowed, never closed: its owner, with the right password, still gets in.
 */
export function signInDelayMs(failures: number, free: number, capMs: number): number {
  if (failures < free) return 0;
  return Math.min(capMs, 1000 * 2 ** (failures - free));
}

export const signInFailureKey = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;
