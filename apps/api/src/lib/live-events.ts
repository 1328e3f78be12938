/**
 * The one database channel that live events travel on (PostgreSQL NOTIFY, received by every
 * API process through LISTEN connections of its own). Payloads:
 * - `<userId>:<notificationId>`: a new notification for that user;
 * - `session-ended:<sessionId>`: that session was revoked (or removed): its live streams end, and
 *   every process forgets it (the `sessions` table's trigger sends it, whatever changed the row);
 * - `account-changed:<userId>`: the user was blocked, unblocked or given another role: every
 *   process forgets that user's sessions (the `users` table's trigger);
 * - `sessions-emptied`: the sessions (or the users) were truncated: every process forgets every
 *   session and every live stream ends;
 * - `message:<userId>:<messageId>`: a new message of a job's thread that user takes part in;
 * - `thread-read:<userId>:<orderId>`: the other person read that user's messages of the job.
 */
export const LIVE_EVENTS_CHANNEL = 'homekeep_notifications';

export const SESSION_ENDED_PREFIX = 'session-ended:';
export const ACCOUNT_CHANGED_PREFIX = 'account-changed:';
export const SESSIONS_EMPTIED = 'sessions-emptied';
export const MESSAGE_PREFIX = 'message:';
export const THREAD_READ_PREFIX = 'thread-read:';
