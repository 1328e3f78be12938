import type { Logger } from '../lib/logger';
import type { DatabaseHandle, ListenState } from './client';

type Listen = DatabaseHandle['listen'];

interface Listener {
  onPayload: (payload: string) => void;
  state: ListenState;
}

interface Channel {
  listeners: Set<Listener>;
  /** Whether LISTEN is in force (told by the connection's state). */
  up: boolean;
  started: Promise<() => Promise<void>>;
}

/**
 * `listen` with one LISTEN connection per channel for this process, however many parts of it
 * listen: each payload, each loss and each new start reaches every one of them. A part that
 * joins once the channel is listened to is told so at once.
 */
export function sharedListening(database: Pick<DatabaseHandle, 'listen'>): { listen: Listen } {
  const channels = new Map<string, Channel>();

  const open = (name: string, log: Logger): Channel => {
    const channel: Channel = { listeners: new Set(), up: false, started: null! };
    const each = (tell: (listener: Listener) => void) => {
      for (const listener of [...channel.listeners]) tell(listener);
    };
    channel.started = database.listen(
      name,
      (payload) => each((listener) => listener.onPayload(payload)),
      log,
      {
        onListening: () => {
          channel.up = true;
          each((listener) => listener.state.onListening?.());
        },
        onLost: () => {
          channel.up = false;
          each((listener) => listener.state.onLost?.());
        },
      },
    );
    channels.set(name, channel);
    return channel;
  };

  return {
    async listen(name, onPayload, log, state = {}) {
      const channel = channels.get(name) ?? open(name, log);
      try {
        await channel.started;
      } catch (error) {
        if (channels.get(name) === channel) channels.delete(name);
        throw error;
      }
      // Joined once LISTEN is in force: what came before was not this listener's to hear.
      const listener: Listener = { onPayload, state };
      channel.listeners.add(listener);
      if (channel.up) state.onListening?.();
      return async () => {
        if (!channel.listeners.delete(listener) || channel.listeners.size > 0) return;
        if (channels.get(name) === channel) channels.delete(name);
        const stop = await channel.started;
        await stop();
      };
    },
  };
}
