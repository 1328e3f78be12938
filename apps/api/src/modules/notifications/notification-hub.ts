import type { DatabaseHandle } from '../../db/client';
import { NOTIFICATION_CHANNEL } from './notifications.repository';

type Listener = (notificationId: string) => void;

/**
 * Fans database NOTIFYs out to this process's open streams. Every process listens on the same
 * database channel, so a notification made by any process reaches the vendor's stream wherever
 * it is connected. The channel is listened to from the first subscriber on.
 */
export function createNotificationHub(database: Pick<DatabaseHandle, 'listen'>) {
  const listeners = new Map<string, Set<Listener>>();
  let listening: Promise<() => Promise<void>> | null = null;

  const deliver = (payload: string) => {
    const [userId, notificationId] = payload.split(':');
    if (!userId || !notificationId) return;
    for (const listener of listeners.get(userId) ?? []) listener(notificationId);
  };

  return {
    async subscribe(userId: string, listener: Listener) {
      listening ??= database.listen(NOTIFICATION_CHANNEL, deliver);
      await listening;
      const own = listeners.get(userId) ?? new Set<Listener>();
      own.add(listener);
      listeners.set(userId, own);
      return () => {
        own.delete(listener);
        if (own.size === 0) listeners.delete(userId);
      };
    },
    async close() {
      if (listening) await (await listening)();
      listeners.clear();
    },
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
