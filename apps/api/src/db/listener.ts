import type { Socket } from 'node:net';
import pg from 'pg';
import type { Logger } from '../lib/logger';

export interface ListenOptions {
  connectionString: string;
  channel: string;
  onPayload: (payload: string) => void;
  log: Logger;
  /** Told each time the channel is listened to: at first, and after each reconnection. */
  onListening?: () => void;
  /** Told when the connection is lost: notifications sent from then on are missed. */
  onLost?: () => void;
  /** The first wait before reconnecting; it doubles after each failed attempt, up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/** Shown in `pg_stat_activity`, so that an operator can tell each process's listener. */
export const listenerName = () => `homekeep-listen-${process.pid}`;

// Once listening, the connection only waits for the server: it must not keep the process alive.
const unrefSocket = (client: pg.Client) =>
  (client.connection as unknown as { stream?: Socket }).stream?.unref();

/**
 * LISTEN on a connection of its own to a PostgreSQL server, kept up: when the connection drops
 * (a server restart, the network, a terminated backend) it logs a warning, reconnects with
 * exponential backoff and listens again. Notifications sent while it is down are not replayed.
 * Answers a function that stops listening for good.
 */
export async function listenOnServer(options: ListenOptions): Promise<() => Promise<void>> {
  const { connectionString, channel, onPayload, log } = options;
  const minDelayMs = options.minDelayMs ?? 100;
  const maxDelayMs = options.maxDelayMs ?? 10_000;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;
  let stopped = false;

  const lost = (client: pg.Client, error: unknown) => {
    if (stopped || client !== current) return;
    current = null;
    options.onLost?.();
    void client.end().catch(() => undefined);
    const delayMs = Math.min(maxDelayMs, minDelayMs * 2 ** failures);
    failures += 1;
    log.warn(
      { err: error, channel, retryInMs: delayMs },
      'the LISTEN connection is down; reconnecting',
    );
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delayMs);
    retry.unref();
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString, application_name: listenerName() });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('the connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      unrefSocket(client);
      failures = 0;
      options.onListening?.();
    } catch (error) {
      lost(client, error);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}
