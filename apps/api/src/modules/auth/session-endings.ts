type EndingListener = (sessionIds: readonly string[]) => void;

/**
 * Tells an app's session memory, at once, that sessions are being ended by a transaction not yet
 * committed: the live events' notice comes only after the commit, and until it does no one in
 * this app may take them for live on the strength of a read made before it. One per app, built
 * by the composition root; the sessions service announces, the memory listens.
 */
export function createSessionEndings() {
  const listeners = new Set<EndingListener>();
  return {
    announce(sessionIds: readonly string[]) {
      if (sessionIds.length === 0) return;
      for (const listener of listeners) listener(sessionIds);
    },
    /** Hears `announce`; answers a function that stops hearing it. */
    listen(listener: EndingListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type SessionEndings = ReturnType<typeof createSessionEndings>;
