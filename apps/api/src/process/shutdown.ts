import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';

/** What the shutdown writes to the log: the app's pino logger, or the console before it exists. */
export interface ShutdownLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ShutdownOptions {
  /** After this long the process exits anyway, logging what was still open. */
  deadlineMs?: number;
  log?: ShutdownLog;
  exit?: (code: number) => void;
  /** Makes sure the process ends even if its main thread never returns to the event loop. */
  armKill?: (afterMs: number) => void;
}

/** Stopping must finish within 10 s (a process manager's usual patience); this leaves a margin. */
export const SHUTDOWN_DEADLINE_MS = 8_000;
/** The process is killed this long after the deadline if even the deadline could not end it. */
const KILL_MARGIN_MS = 1_500;
/**
 * What the deadline keeps for closing the queue, the database and the rest after the HTTP server.
 * A loaded machine took more than 1.5 s for them, after a request cut at the end of its grace.
 */
export const CLOSING_MARGIN_MS = 3_000;
/** The same signal twice this close together is one key press delivered twice (terminal + npm). */
const REPEATED_SIGNAL_MS = 1_000;

const consoleLog: ShutdownLog = {
  info: (details, message) => console.log(message, details),
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

/**
 * The ordered stop of the process. Parts register how to close themselves as they are opened
 * (lock, database, app); `stop` closes them in the reverse order, then exits 0. Whatever happens,
 * the process exits within the deadline: a step that hangs is named in the log and the exit
 * code is 1; if the main thread is too stuck even for that, another thread kills the process
 * shortly after. A second stop request (another Ctrl+C) exits at once.
 */
export function createShutdown({
  deadlineMs = SHUTDOWN_DEADLINE_MS,
  log: initialLog = consoleLog,
  exit = (code) => process.exit(code),
  armKill = killFromAnotherThread,
}: ShutdownOptions = {}) {
  const steps: { name: string; run: () => unknown }[] = [];
  let log = initialLog;
  let current = 'starting to stop';
  let stoppedAt: number | null = null;

  const openResources = () => {
    const counts: Record<string, number> = {};
    for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
    return counts;
  };

  return {
    get stopping() {
      return stoppedAt !== null;
    },
    /** Registers how to close a part; parts close in the reverse order of registration. */
    onStop(name: string, run: () => unknown) {
      if (stoppedAt === null) steps.unshift({ name, run });
    },
    useLog(next: ShutdownLog) {
      log = next;
    },
    async stop(reason: string) {
      if (stoppedAt !== null) {
        if (Date.now() - stoppedAt < REPEATED_SIGNAL_MS) return;
        log.warn({ reason, step: current }, `${reason} again while ${current}: exiting now`);
        exit(1);
        return;
      }
      stoppedAt = Date.now();
      armKill(deadlineMs + KILL_MARGIN_MS);
      log.info({ reason }, `stopping (${reason})`);
      const deadline = setTimeout(() => {
        log.error(
          { step: current, open: openResources() },
          `not stopped after ${deadlineMs / 1000} s, still ${current}: exiting now`,
        );
        exit(1);
      }, deadlineMs);
      let code = 0;
      for (const step of [...steps]) {
        current = step.name;
        try {
          await step.run();
        } catch (error) {
          code = 1;
          log.error({ err: error }, `${step.name} failed`);
        }
      }
      clearTimeout(deadline);
      log.info({ code }, 'stopped');
      exit(code);
    },
  };
}

export type Shutdown = ReturnType<typeof createShutdown>;

/**
 * A worker thread's timer still runs when the main thread is blocked (a write to a stuck pipe,
 * an endless loop in an exit handler): it kills the whole process. It is unref'd, so it never
 * keeps a process alive that is ending anyway.
 */
function killFromAnotherThread(afterMs: number) {
  const watchdog = new Worker(
    `setTimeout(() => process.kill(${process.pid}, 'SIGKILL'), ${Math.round(afterMs)});`,
    { eval: true },
  );
  watchdog.unref();
}

/** SIGTERM (process managers), SIGINT (Ctrl+C) and SIGHUP (terminal closed) stop the process. */
export function stopOnSignals(shutdown: Shutdown) {
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.on(signal, () => void shutdown.stop(signal));
  }
}

/**
 * A launcher that opens an IPC channel to this process (`npm start`'s scripts/start.mjs, test
 * harnesses) owns it: when the launcher dies, even by SIGKILL, the channel closes and the
 * process stops. Without a channel (systemd, a shell, a container) nothing changes.
 */
export function stopWithLauncher(shutdown: Shutdown) {
  if (!process.send) return;
  process.on('disconnect', () => void shutdown.stop('launcher gone'));
}

/**
 * Stops the app: readiness answers 503 (for `drainMs`, while still serving), then no new
 * connections, live streams ended (the notifications routes' preClose),
 * requests in flight finish, then the app's own onClose hooks (LISTEN connection, Redis). A
 * connection still busy after the grace period (a client sending its body slowly, a stream that
 * opened while stopping) is cut, or `server.close()` would wait for it forever: Fastify turns
 * Node's request timeout off, and Node stops checking the others once the server closes.
 */
export async function closeApp(
  app: FastifyInstance,
  drainMs = 0,
  // Requests in flight get what the deadline leaves after the drain and the closing margin.
  graceMs = SHUTDOWN_DEADLINE_MS - CLOSING_MARGIN_MS - drainMs,
) {
  app.drain.start();
  // A balancer that polls readiness stops sending work here before the listener closes.
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
