import type { Executor } from '../../db/database';
import { revokeOtherSessions, revokeSession } from './auth.repository';
import type { SessionEndings } from './session-endings';

// Every way a session ends, inside the caller's transaction. Each announces the sessions it ended
// to this app at once; every process, this one too, hears the `sessions` trigger's notice once
// the transaction commits (decision 030). Each answers the ids of the sessions it ended.

/** What ends sessions: the app's announcer of sessions being ended. */
export interface SessionsDeps {
  sessionEndings: SessionEndings;
}

const announced = ({ sessionEndings }: SessionsDeps, ids: string[]) => {
  sessionEndings.announce(ids);
  return ids;
};

/** Ends one session (a sign-out). */
export const endSession = async (deps: SessionsDeps, tx: Executor, sessionId: string, at: Date) =>
  announced(deps, await revokeSession(tx, sessionId, at));

/** Ends every session of a user but the one kept (a password change). */
export const endOtherSessions = async (
  deps: SessionsDeps,
  tx: Executor,
  userId: string,
  keepSessionId: string,
  at: Date,
) => announced(deps, await revokeOtherSessions(tx, userId, keepSessionId, at));

/**
 * Ends every session of a user at once (an operator's block, a password reset); open live
 * streams of those sessions end within seconds.
 */
export const endAllSessions = async (deps: SessionsDeps, tx: Executor, userId: string, at: Date) =>
  announced(deps, await revokeOtherSessions(tx, userId, null, at));
