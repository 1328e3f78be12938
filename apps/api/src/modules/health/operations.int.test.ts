import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { systemClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../../test/app';

const METRICS_TOKEN = 'metrics-token-for-these-tests-0123456789';
let t: TestApp;
// A second app on the same database, as a second process would be: without a metrics token.
let other: App;
beforeAll(async () => {
  t = await createTestApp({ config: { metricsToken: METRICS_TOKEN } });
  other = await buildApp({
    config: { ...t.config, metricsToken: undefined },
    database: t.database,
    clock: systemClock,
    pause: async () => {},
    logger: false,
  });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const scrape = (app: App, authorization?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: authorization ? { authorization } : {},
  });

describe('GET /api/health/ready', () => {
  it('answers 200 while serving, and 503 once the process begins to stop', async () => {
    const ready = await other.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    other.drain.start();
    const draining = await other.inject({ method: 'GET', url: '/api/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json().message).toBe('This process is stopping.');
    // Liveness is another question: the process still answers.
    expect((await other.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('GET /api/metrics', () => {
  it('answers 404 where METRICS_TOKEN is not set, and 401 without the token or with another', async () => {
    expect((await scrape(other, `Bearer ${METRICS_TOKEN}`)).statusCode).toBe(404);
    expect((await scrape(t.app)).statusCode).toBe(401);
    expect((await scrape(t.app, `Bearer ${METRICS_TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(t.app, METRICS_TOKEN)).statusCode).toBe(401);
  });

  it('counts requests by route template and status, with their latency, errors, jobs and streams', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/services/6f1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e01',
    });
    await t.app.inject({ method: 'GET', url: '/nothing/here' });
    const response = await scrape(t.app, `Bearer ${METRICS_TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(
      /homekeep_http_requests_total\{method="GET",route="\/api\/health\/ready",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /homekeep_http_requests_total\{method="GET",route="\/api\/v1\/services\/:id",status="404"\} 1/,
    );
    expect(text).toMatch(
      /homekeep_http_requests_total\{method="GET",route="unmatched",status="404"\}/,
    );
    expect(text).toMatch(
      /homekeep_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/health\/ready",status="200"\} [1-9]/,
    );
    expect(text).toContain('# TYPE homekeep_http_errors_total counter');
    expect(text).toMatch(/homekeep_live_streams_open 0/);
    expect(text).toContain('# TYPE homekeep_jobs gauge');
    expect(text).toMatch(/homekeep_offer_deliveries_waiting \d+/);
    expect(text).toContain('process_resident_memory_bytes');
    if (t.database.driver === 'postgres') {
      expect(text).toMatch(/homekeep_db_pool_connections\{state="total"\} [1-9]/);
    }
  });
});
