import type { Role } from '@homekeep/contracts/auth';
import type { AuthDeps } from './auth-deps';
import { findLiveSession, touchSession } from './auth.repository';
import type { LiveSession, SessionMemory } from './session-memory';
import { verifyToken, type TokenCache } from './tokens';

/**
 * How often a session's use is written down: a signed-in request writes nothing when its session
 * was last seen less than this long ago, so a busy person costs one write in five minutes.
 */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;

/** What finds who holds a token: the app's memories of verified tokens and live sessions. */
export type TokenOwnerDeps = Pick<AuthDeps, 'db' | 'config' | 'clock'> & {
  sessions: SessionMemory;
  verifiedTokens: TokenCache;
};

/** Who holds a live session's token. */
export interface SessionHolder {
  id: string;
  role: Role;
  sessionId: string;
  /**
   * When the session ends by itself (its expiry, or its idle deadline if it is not used again);
   * long-lived channels close then.
   */
  sessionExpiresAt: Date;
}

/** The holder of a token, or why there is none: `idle` when the session ended unused. */
export type TokenOwner = { user: SessionHolder } | { user: null; idle: boolean };

const NOBODY: TokenOwner = { user: null, idle: false };

/** When the session ends if it is not used again: the idle deadline, or its expiry if sooner. */
const endOf = (session: LiveSession, idleSeconds: number) =>
  new Date(
    Math.min(session.expiresAt.getTime(), session.lastSeenAt.getTime() + idleSeconds * 1000),
  );

/**
 * Who holds this token: its session must be live at the product's time and used within
 * `sessionIdleSeconds`. A session this process remembers (`sessions`) is not asked of the
 * database again. A request the person made (`activity`) moves the idle deadline; the write is
 * made at most every `LAST_SEEN_EVERY_MS`.
 */
export async function userOfToken(
  { db, config, clock, sessions, verifiedTokens }: TokenOwnerDeps,
  token: string,
  { activity }: { activity: boolean },
): Promise<TokenOwner> {
  const now = clock.now();
  const claims = await verifyToken(verifiedTokens, config.jwtSecret, token, now);
  if (!claims) return NOBODY;
  const checkSession = async () => {
    const mark = sessions.mark();
    const live = await findLiveSession(db, claims.sessionId, now);
    if (live) sessions.remember(live, mark);
    return live;
  };
  const session = sessions.recall(claims.sessionId, now) ?? (await checkSession());
  if (!session || session.userId !== claims.userId) return NOBODY;
  if (endOf(session, config.sessionIdleSeconds) <= now) return { user: null, idle: true };
  let seen = session;
  if (activity && now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
    await touchSession(db, session.id, now);
    sessions.touched(session.id, now);
    seen = { ...session, lastSeenAt: now };
  }
  return {
    user: {
      id: seen.userId,
      role: seen.role,
      sessionId: seen.id,
      sessionExpiresAt: endOf(seen, config.sessionIdleSeconds),
    },
  };
}
