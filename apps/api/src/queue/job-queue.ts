import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../lib/logger';
import { pgliteBossAdapter, serverBossAdapter, type QueueDb } from './queue-connections';
import type { JobServices, ScheduledJob } from './schedules';

export interface JobQueueOptions {
  database: DatabaseHandle;
  databaseUrl: string | undefined;
  /** False: this process only sends jobs and serves HTTP; other processes run them. */
  worker: boolean;
  schedules: readonly ScheduledJob[];
  services: JobServices;
  log: Logger;
}

/**
 * How long a stopping process lets a running job finish before it is failed (and retried): the
 * whole stop must fit in the closing margin of `process/shutdown.ts`.
 */
const STOP_TIMEOUT_MS = 1_000;
const POLL_SECONDS = 2;

function bossFor({ worker }: JobQueueOptions, db: QueueDb) {
  return new PgBoss({
    db,
    schema: 'pgboss',
    // Only worker processes keep the schedules and maintain the queue tables.
    schedule: worker,
    supervise: worker,
    // How often a worker looks for cron ticks to send (pg-boss's default is 30 s). Its first look
    // comes before a new database holds the schedules, and a look within this time of another
    // worker's is skipped, so a schedule's first tick could wait a minute; each tick is still
    // sent once a minute at most, whatever the number of workers.
    cronMonitorIntervalSeconds: 10,
  });
}

function queueDb({ database, databaseUrl }: JobQueueOptions) {
  if (database.pglite) return pgliteBossAdapter(database.pglite);
  const connectionString = database.connectionString ?? databaseUrl;
  if (!connectionString) throw new Error('the job queue needs DATABASE_URL on a PostgreSQL server');
  return serverBossAdapter(connectionString);
}

const DEADLOCK = '40P01';
/** The queue pg-boss sends each cron tick to, for a worker to turn into the schedule's job. */
const CRON_TICKS = '__pgboss__send-it';

/**
 * Processes starting together on one server create the same queues at once, and PostgreSQL may
 * pick one of them as a deadlock victim; creating a queue that exists is harmless, so try again.
 */
async function retryOnDeadlock<T>(action: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== DEADLOCK || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * The job queue: pg-boss in the app's own database. Each schedule is a pg-boss queue with a
 * cron schedule; pg-boss sends each cron tick once whatever the number of processes, and a job
 * is fetched by one worker only. `runAllNow` runs every schedule at once in this process (the
 * test clock's move), each at most once at a time here; upkeep of the machine keeps to real time.
 */
export function createJobQueue(options: JobQueueOptions) {
  const { schedules, services, log, worker } = options;
  const db = queueDb(options);
  const boss = bossFor(options, db);
  const running = new Map<string, Promise<unknown>>();
  let started = false;
  boss.on('error', (error) => log.warn({ err: error }, 'the job queue reported an error'));

  const runOnce = (job: ScheduledJob) => {
    const current = running.get(job.name);
    if (current) return current;
    const run = (async () => {
      // Another process may have moved the test clock: act on the shared time.
      await services.clock.refresh?.();
      return job.run(services);
    })().finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  };

  const setUp = async () => {
    await boss.start();
    started = true;
    // pg-boss's own queue of cron ticks: its timekeeper creates it at start and gives up
    // silently when processes starting together on a new database deadlock on it (seen in the
    // fleet: then no schedule ever ran). A worker makes sure of it.
    if (worker) await retryOnDeadlock(() => boss.createQueue(CRON_TICKS));
    for (const job of schedules) {
      await retryOnDeadlock(() =>
        boss.createQueue(job.name, { name: job.name, policy: 'stately' }),
      );
      if (!worker) continue;
      await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
      await boss.work(job.name, { pollingIntervalSeconds: POLL_SECONDS }, async () => {
        await runOnce(job);
      });
    }
  };

  return {
    async start() {
      // On a new database pg-boss creates its tables and the queues; processes starting together
      // did so at once and deadlocked, each deadlock found after a second (the fleet's start
      // then outlasted the app's 10 s for getting ready). They set up one after the other.
      await options.database.exclusively(() => setUp());
    },
    /** Queues one run of a schedule now; a worker process runs it once. */
    async send(name: string) {
      return boss.send(name, {});
    },
    /** Runs every schedule of the product's time in order, in this process, and waits for each. */
    async runAllNow() {
      for (const job of schedules) if (!job.realTimeOnly) await runOnce(job);
    },
    async stop() {
      if (!started) return;
      started = false;
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(running.values()),
        new Promise((resolve) => (waited = setTimeout(resolve, STOP_TIMEOUT_MS))),
      ]);
      clearTimeout(waited);
      // Already waited for: what still runs is failed now, and run again by another worker.
      await boss.stop({ graceful: false, close: false });
      await db.close();
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue (tests send jobs through it). */
    jobQueue: JobQueue;
  }
}
