import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * Runs each piece of work given to it alone and in the order given, each starting on a turn of
 * the event loop of its own (`setImmediate`).
 */
function oneATurn() {
  const waiting: (() => void)[] = [];
  let running = false;
  const next = () => {
    const start = waiting.shift();
    if (start) start();
    else running = false;
  };
  return <T>(work: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        work()
          .then(resolve, reject)
          .finally(() => setImmediate(next));
      });
      if (!running) {
        running = true;
        setImmediate(next);
      }
    });
}

/**
 * PGlite, whose statements (and transactions, whole) each take a turn of the event loop of their
 * own. PGlite runs a statement on the process's one thread, and resolves the next waiting one
 * as the last one ends: under load, one turn of the loop ran every statement waiting, one after
 * the other, for as long as requests kept coming. Node accepts one new connection a turn, so a
 * client that connected then waited for seconds (50 connections: 30 of them waited up to 4.5 s
 * for a page of jobs that took 4 ms), while those already connected were served again and again.
 * Between two statements the loop now takes a turn: it accepts a connection and reads what came,
 * and each request waits for the statements ahead of it only (decision 071).
 */
export function takingTurns(client: PGlite): PGlite {
  const turn = oneATurn();
  return {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> =>
      turn(() => client.query<T>(text, params, options)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      turn(() => client.transaction(callback)),
  } as unknown as PGlite;
}
