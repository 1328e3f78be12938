import type { PGlite } from '@electric-sql/pglite';

type Callback = (payload: string) => void;

/** A channel as PostgreSQL names it: lowered, unless quoted (PGlite's rule for `listen`). */
const postgresName = (channel: string) =>
  channel.startsWith('"') && channel.endsWith('"') ? channel.slice(1, -1) : channel.toLowerCase();

/**
 * Keeps, beside PGlite's own, the callbacks listening on each channel, and answers a function
 * that tells them of a notification as PGlite does (each in a microtask): for the answers that
 * are read without PGlite's reader (`readResults`), whose notifications PGlite never sees.
 */
export function relayNotifications(pglite: PGlite) {
  const listening = new Map<string, Set<Callback>>();
  const plainListen = pglite.listen.bind(pglite);
  const plainUnlisten = pglite.unlisten.bind(pglite);

  pglite.listen = async (channel, callback, tx) => {
    const stop = await plainListen(channel, callback, tx);
    const name = postgresName(channel);
    const callbacks = listening.get(name) ?? new Set<Callback>();
    listening.set(name, callbacks.add(callback));
    // PGlite's `stop` calls `unlisten` on the instance: the one below.
    return stop;
  };

  pglite.unlisten = async (channel, callback, tx) => {
    const name = postgresName(channel);
    if (callback) listening.get(name)?.delete(callback);
    else listening.delete(name);
    return plainUnlisten(channel, callback, tx);
  };

  return (channel: string, payload: string) => {
    for (const callback of listening.get(channel) ?? []) queueMicrotask(() => callback(payload));
  };
}
