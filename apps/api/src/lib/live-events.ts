/**
 * The one database channel that live events travel on (PostgreSQL NOTIFY, received by every
 * API process through LISTEN connections of its own). Payloads:
 * - `<userId>:<notificationId>`: a new notification for that user;
 * - `session-ended:<sessionId>`: that session was revoked (or removed): its live streams end, and
 *   every process forgets it (the `sessions` table's trigger sends it, whatever changed the row);
 * - `account-changed:<userId>`: the user was blocked, unblocked or given another role: every
 *   process forgets that user's sessions (the `users` table's trigger);
 * - `sessions-emptied`: the sessions (or the users) were truncated: every process forgets every
 *   session and every live stream ends.
 */
export const LIVE_EVENTS_CHANNEL = 'homekeep_notifications';

export const SESSION_ENDED_PREFIX = 'session-ended:';
export const ACCOUNT_CHANGED_PREFIX = 'account-changed:';
export const SESSIONS_EMPTIED = 'sessions-emptied';

type EndingListener = (sessionIds: readonly string[]) => void;
const endingListeners = new Set<EndingListener>();

/**
 * Tells this process, at once, that these sessions are being ended by a transaction not yet
 * committed: the channel's notice comes only after the commit, and until it does no one here may
 * take them for live on the strength of a read made before it.
 */
export function announceSessionsEnding(sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return;
  for (const listener of endingListeners) listener(sessionIds);
}

/** Hears `announceSessionsEnding`; answers a function that stops hearing it. */
export function onSessionsEnding(listener: EndingListener) {
  endingListeners.add(listener);
  return () => void endingListeners.delete(listener);
}
