import type { DatabaseHandle } from '../../db/client';
import {
  ACCOUNT_CHANGED_PREFIX,
  LIVE_EVENTS_CHANNEL,
  SESSION_ENDED_PREFIX,
  SESSIONS_EMPTIED,
} from '../../lib/live-events';
import type { Logger } from '../../lib/logger';
import type { findLiveSession } from './auth.repository';
import type { SessionEndings } from './session-endings';

/** A session the database answered live (`findLiveSession`). */
export type LiveSession = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/** The most sessions remembered; the least recently used go first. */
const MAX_SESSIONS = 10_000;
/**
 * How long a session is taken for live without asking the database: the bound on trusting a
 * connection that died without a word (a notice it would have carried is then missed).
 */
const TRUST_MS = 60_000;
/** How long a session announced as ending waits for its notice before it may be remembered. */
const ENDING_MS = 10_000;

/**
 * The live sessions this process has checked, so that a signed-in request need not ask the
 * database again (decision 030). Trusted only while this process listens to the live events'
 * channel: every change to a session or to its user's access is announced there once committed
 * (by triggers), and the memory forgets what it hears of; when the connection is lost it forgets
 * everything and remembers nothing until it listens again. A session ended in this process is
 * forgotten at once (`endings`) and not remembered again until its notice comes, so a read made
 * before the commit cannot bring it back. A read made before any forget is not remembered (`epoch`).
 */
export function createSessionMemory(endings: SessionEndings) {
  // Real time, not the product's clock, which an admin may move.
  const now = Date.now;
  const sessions = new Map<string, { session: LiveSession; until: number }>();
  const ending = new Map<string, number>();
  let listening = false;
  let epoch = 0;

  const forget = (sessionId: string) => {
    epoch += 1;
    sessions.delete(sessionId);
  };
  const forgetAll = () => {
    epoch += 1;
    sessions.clear();
  };
  const forgetUser = (userId: string) => {
    epoch += 1;
    for (const [id, entry] of sessions) if (entry.session.userId === userId) sessions.delete(id);
  };
  const isEnding = (sessionId: string) => {
    const until = ending.get(sessionId);
    if (until === undefined) return false;
    if (until > now()) return true;
    ending.delete(sessionId);
    return false;
  };

  const hear = (payload: string) => {
    if (payload.startsWith(SESSION_ENDED_PREFIX)) {
      const sessionId = payload.slice(SESSION_ENDED_PREFIX.length);
      ending.delete(sessionId);
      forget(sessionId);
    } else if (payload.startsWith(ACCOUNT_CHANGED_PREFIX)) {
      forgetUser(payload.slice(ACCOUNT_CHANGED_PREFIX.length));
    } else if (payload === SESSIONS_EMPTIED) {
      forgetAll();
    }
  };
  const stopHearingEndings = endings.listen((ids) => {
    const until = now() + ENDING_MS;
    for (const id of ids) {
      ending.set(id, until);
      forget(id);
    }
  });
  let stopListening: (() => Promise<void>) | null = null;

  return {
    /** Where a check of the database starts: `remember` takes it to know what it may keep. */
    mark: () => epoch,
    /** The session, if remembered and still trusted, and not expired at `productNow`. */
    recall(sessionId: string, productNow: Date): LiveSession | undefined {
      const entry = sessions.get(sessionId);
      if (!entry) return undefined;
      if (entry.until <= now() || entry.session.expiresAt <= productNow) {
        sessions.delete(sessionId);
        return undefined;
      }
      // Most recently used last: the first entry is the one to drop.
      sessions.delete(sessionId);
      sessions.set(sessionId, entry);
      return entry.session;
    },
    /** The session's use at `at` was recorded: what is remembered of it says so too. */
    touched(sessionId: string, at: Date) {
      const entry = sessions.get(sessionId);
      if (entry) entry.session = { ...entry.session, lastSeenAt: at };
    },
    /** Keeps a session the database answered live, if nothing was forgotten since `mark`. */
    remember(session: LiveSession, mark: number) {
      if (!listening || mark !== epoch || isEnding(session.id)) return;
      sessions.delete(session.id);
      sessions.set(session.id, { session, until: now() + TRUST_MS });
      if (sessions.size > MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
    },
    /** Listens to the live events' channel; the memory is trusted from then on. */
    async start(database: Pick<DatabaseHandle, 'listen'>, log: Logger) {
      stopListening = await database.listen(LIVE_EVENTS_CHANNEL, hear, log, {
        onListening: () => {
          forgetAll();
          listening = true;
        },
        onLost: () => {
          listening = false;
          forgetAll();
        },
      });
    },
    async close() {
      stopHearingEndings();
      listening = false;
      forgetAll();
      await stopListening?.();
      stopListening = null;
    },
  };
}

export type SessionMemory = ReturnType<typeof createSessionMemory>;
