import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import type { Role } from '@homekeep/contracts/auth';

const TOKEN = 'accessToken';
const ROLE = 'role';
const CONSENT = 'cookiesConsent';
// Over HTTPS (directly or behind a proxy that terminates it) the browser sends them over HTTPS only.
const options = () =>
  ({ path: '/', sameSite: 'lax', secure: window.location.protocol === 'https:' }) as const;

type CookieConsent = 'accepted' | 'declined';
export type Session = { token: string | undefined; role: Role | undefined };

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const isRole = (value: string | undefined): value is Role =>
  value === 'resident' || value === 'vendor' || value === 'admin';

export const getToken = (): string | undefined => Cookies.get(TOKEN) || undefined;

const getRole = (): Role | undefined => {
  const value = Cookies.get(ROLE);
  return isRole(value) ? value : undefined;
};

export function setSession(token: string, role: Role): void {
  Cookies.set(TOKEN, token, options());
  Cookies.set(ROLE, role, options());
  notify();
}

export function clearSession(): void {
  Cookies.remove(TOKEN, { path: '/' });
  Cookies.remove(ROLE, { path: '/' });
  notify();
}

const getCookieConsent = (): CookieConsent | undefined => {
  const value = Cookies.get(CONSENT);
  return value === 'accepted' || value === 'declined' ? value : undefined;
};

export function setCookieConsent(value: CookieConsent): void {
  Cookies.set(CONSENT, value, { ...options(), expires: 365 });
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Snapshots are strings so that useSyncExternalStore sees a stable value between changes.
const sessionKey = () => `${getToken() ?? ''}\n${getRole() ?? ''}`;
// A prerendered page is a visitor's (the server sends it only to requests without a session), so
// hydration starts signed out and then reads the cookies.
const signedOutKey = () => '\n';

export function useSession(): Session {
  const key = useSyncExternalStore(subscribe, sessionKey, signedOutKey);
  const [token, role] = key.split('\n');
  return { token: token || undefined, role: isRole(role) ? role : undefined };
}

export function useCookieConsent(): CookieConsent | undefined {
  return useSyncExternalStore(subscribe, getCookieConsent, () => undefined);
}

const SESSION_ENDED = 'sessionEnded';
const ENDED_WITHOUT_REASON = '1';

/**
 * Remembers, across the reload to the sign-in page, that the server ended the session, and the
 * reason it gave ("You were signed out after 3 days without activity.").
 */
export function markSessionEnded(reason?: string): void {
  try {
    sessionStorage.setItem(SESSION_ENDED, reason?.trim() || ENDED_WITHOUT_REASON);
  } catch {
    // Storage can be unavailable (private modes); the notice is only a courtesy.
  }
}

/**
 * What to tell a person whose session the server ended (its reason, or a plain notice); null if
 * it did not. Stays until forgetSessionEnded.
 */
export function sessionEndedNotice(): string | null {
  try {
    const stored = sessionStorage.getItem(SESSION_ENDED);
    if (!stored) return null;
    return stored === ENDED_WITHOUT_REASON
      ? 'Your session has ended. Please sign in again.'
      : stored;
  } catch {
    return null;
  }
}

export function forgetSessionEnded(): void {
  try {
    sessionStorage.removeItem(SESSION_ENDED);
  } catch {
    // Nothing was stored.
  }
}
