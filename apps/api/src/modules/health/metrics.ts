import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { jobCounts, waitingOfferDeliveries } from './health.repository';

interface MetricsSources {
  database: Pick<DatabaseHandle, 'db' | 'poolStats'>;
  /** Live streams open in this process. */
  openStreams: () => number;
  log: Logger;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * This process's measurements in Prometheus's text format: requests by route and status and
 * their latency, server errors, the job queue, new jobs' offers waiting, open live streams and
 * the database pool. One
 * registry per app, so that two apps in one process (tests) never mix their counts.
 */
export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'homekeep_http_requests_total',
    help: 'Requests answered, by route template and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'homekeep_http_request_duration_seconds',
    help: 'Time to answer a request, by route template and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'homekeep_http_errors_total',
    help: 'Requests answered with a 5xx status, by route template',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  /** Counts one answered request; `route` is its template, or none for an unmatched path. */
  const recordResponse = (
    method: string,
    route: string | undefined,
    status: number,
    seconds: number,
  ) => {
    // Unmatched paths share one label: a scanner's guesses must not grow the series.
    const labels = { method, route: route ?? 'unmatched', status: String(status) };
    requests.inc(labels);
    latency.observe(labels, seconds);
    if (status >= 500) errors.inc({ method, route: labels.route });
  };

  new Gauge({
    name: 'homekeep_live_streams_open',
    help: 'Live notification streams open in this process',
    registers: [registry],
    collect() {
      this.set(sources.openStreams());
    },
  });
  const pool = new Gauge({
    name: 'homekeep_db_pool_connections',
    help: "The database pool's connections by state (total, idle, waiting clients)",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = sources.database.poolStats?.();
      if (!stats) return;
      pool.set({ state: 'total' }, stats.total);
      pool.set({ state: 'idle' }, stats.idle);
      pool.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const jobs = new Gauge({
    name: 'homekeep_jobs',
    help: 'Jobs of the queue by name and state (created and retry: waiting; failed: failures)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      jobs.reset();
      try {
        for (const row of await jobCounts(sources.database.db)) {
          jobs.set({ queue: row.name, state: row.state }, Number(row.count));
        }
      } catch (error) {
        sources.log.warn({ err: error }, 'the job counts could not be read for the metrics');
      }
    },
  });
  // Both gauges below are collected at once on each scrape: they share one read.
  let offersRead: ReturnType<typeof waitingOfferDeliveries> | null = null;
  const readOffers = () =>
    (offersRead ??= waitingOfferDeliveries(sources.database.db).finally(() => {
      offersRead = null;
    }));
  const offerDeliveries = (count: 'waiting' | 'failing') =>
    async function collect(this: Gauge) {
      try {
        this.set((await readOffers())[count]);
      } catch (error) {
        sources.log.warn({ err: error }, 'the waiting offers could not be read for the metrics');
      }
    };
  new Gauge({
    name: 'homekeep_offer_deliveries_waiting',
    help: "New jobs whose offers are not yet written to their vendors (every process's)",
    registers: [registry],
    collect: offerDeliveries('waiting'),
  });
  new Gauge({
    name: 'homekeep_offer_deliveries_failing',
    help: 'Of those, the ones whose writing failed, set aside to be tried again',
    registers: [registry],
    collect: offerDeliveries('failing'),
  });
  return { registry, recordResponse };
}
