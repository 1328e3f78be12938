/**
 * The one database channel that live events travel on (PostgreSQL NOTIFY, received by every
 * API process through one LISTEN connection each). Payloads:
 * - `<userId>:<notificationId>`: a new notification for that user;
 * - `session-ended:<sessionId>`: that session was revoked; its live streams must end.
 */
export const LIVE_EVENTS_CHANNEL = 'homekeep_notifications';

export const SESSION_ENDED_PREFIX = 'session-ended:';
