import type { DatabaseHandle, Statement } from '../../src/db/client';

export type { Statement };

export interface StatementLog {
  /** Runs `work` and answers the statements sent while it ran. */
  during<T>(work: () => Promise<T>): Promise<{ result: T; statements: Statement[] }>;
  /** Stops recording. */
  stop(): void;
}

/**
 * Records the statements the app sends through `handle` while measured work runs (`during`), as
 * the handle tells of them (`observeStatements`). For counting queries per request and for
 * explaining the statements a route runs: every statement of the app counts, so the app measured
 * works no job (`openScaleApp`).
 */
export function logStatements(handle: DatabaseHandle): StatementLog {
  let measuring: Statement[] | null = null;
  const stop = handle.observeStatements((statement) => void measuring?.push(statement));
  return {
    async during(work) {
      const statements: Statement[] = [];
      measuring = statements;
      try {
        return { result: await work(), statements };
      } finally {
        measuring = null;
      }
    },
    stop,
  };
}
