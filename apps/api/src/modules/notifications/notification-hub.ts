import type { DatabaseHandle } from '../../db/client';
import {
  ACCOUNT_CHANGED_PREFIX,
  MESSAGE_PREFIX,
  SESSION_ENDED_PREFIX,
  SESSIONS_EMPTIED,
  THREAD_READ_PREFIX,
} from '../../lib/live-events';
import type { Logger } from '../../lib/logger';
import { notificationsErrors } from './notifications.errors';
import { NOTIFICATION_CHANNEL } from './notifications.repository';
import type { LiveSubscriber } from './notifications.service';

/** The events of a job's conversation, by their payload's prefix: `<prefix><userId>:<id>`. */
const THREAD_EVENTS = [
  [MESSAGE_PREFIX, 'message'],
  [THREAD_READ_PREFIX, 'threadRead'],
] as const;

/**
 * Fans database NOTIFYs out to this process's open streams. Every process listens on the same
 * database channel, so a notification made by any process reaches the user's stream wherever
 * it is connected, and so does the end of a session (sign-out, password change, block): the
 * streams of that session end at once. The channel is listened to from the first subscriber
 * on; the database handle keeps that listener up through lost connections, so the hub and its
 * streams outlive them.
 */
export function createNotificationHub(database: Pick<DatabaseHandle, 'listen'>, log: Logger) {
  const byUser = new Map<string, Set<LiveSubscriber>>();
  const bySession = new Map<string, Set<LiveSubscriber>>();
  let listening: Promise<() => Promise<void>> | null = null;

  const deliver = (payload: string) => {
    if (payload.startsWith(SESSION_ENDED_PREFIX)) {
      const sessionId = payload.slice(SESSION_ENDED_PREFIX.length);
      for (const subscriber of [...(bySession.get(sessionId) ?? [])]) subscriber.sessionEnded();
      return;
    }
    if (payload === SESSIONS_EMPTIED) {
      for (const subscriber of [...bySession.values()].flatMap((set) => [...set])) {
        subscriber.sessionEnded();
      }
      return;
    }
    // A session still open stays open through a change of its account: blocking ends sessions.
    if (payload.startsWith(ACCOUNT_CHANGED_PREFIX)) return;
    for (const [prefix, kind] of THREAD_EVENTS) {
      if (!payload.startsWith(prefix)) continue;
      const [userId, id] = payload.slice(prefix.length).split(':');
      if (!userId || !id) return;
      for (const subscriber of byUser.get(userId) ?? []) subscriber[kind](id);
      return;
    }
    const [userId, notificationId] = payload.split(':');
    if (!userId || !notificationId) return;
    for (const subscriber of byUser.get(userId) ?? []) subscriber.notification(notificationId);
  };

  const add = (index: Map<string, Set<LiveSubscriber>>, key: string, value: LiveSubscriber) => {
    const set = index.get(key) ?? new Set<LiveSubscriber>();
    set.add(value);
    index.set(key, set);
    return () => {
      set.delete(value);
      if (set.size === 0) index.delete(key);
    };
  };

  return {
    /**
     * Follows the user's new notifications and the end of their session. Refuses (429) a user
     * who already holds `maxPerUser` streams in this process. Answers an unsubscribe.
     */
    async subscribe(subscriber: LiveSubscriber, maxPerUser: number) {
      if ((byUser.get(subscriber.userId)?.size ?? 0) >= maxPerUser) {
        throw notificationsErrors.tooManyStreams(maxPerUser);
      }
      listening ??= database.listen(NOTIFICATION_CHANNEL, deliver, log).catch((error: unknown) => {
        // The next subscriber tries again.
        listening = null;
        throw error;
      });
      await listening;
      const removeUser = add(byUser, subscriber.userId, subscriber);
      const removeSession = add(bySession, subscriber.sessionId, subscriber);
      return () => {
        removeUser();
        removeSession();
      };
    },
    /** The streams open in this process. */
    openStreams() {
      let open = 0;
      for (const set of byUser.values()) open += set.size;
      return open;
    },
    async close() {
      if (listening) await (await listening)();
      byUser.clear();
      bySession.clear();
    },
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
