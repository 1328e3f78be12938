import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULES } from '../../src/queue/schedules';
import { ensureBuilt, sleep, waitFor } from '../process/server-process';
import { fleetDatabase, metricOf, startFleet, type Fleet } from './fleet';
import { PNG } from '../uploads';
import { testAddress } from '../users';
import { call, mixedLoad, signUpResident, type Client, type Outcome } from './load';
import { liveEventsAcross, scheduledJobRuns } from './fleet-checks';
import { startPrometheus } from './prometheus';

// The fleet of docs/OPERATIONS.md on this machine: nginx (the guide's site) in front of two API
// processes, one worker-only process, the PostgreSQL server of TEST_DATABASE_URL (in its own
// database, homekeep_fleet), Redis and a local S3 server.
const serverUrl = process.env.TEST_DATABASE_URL;

let fleet: Fleet;
let prometheus: Awaited<ReturnType<typeof startPrometheus>> | undefined;
let databaseUrl: string;
let startedAt: Date;

beforeAll(async () => {
  if (!serverUrl) return;
  ensureBuilt();
  databaseUrl = await fleetDatabase(serverUrl);
  startedAt = await databaseNow();
  fleet = await startFleet({ databaseUrl });
  // Started now, scraping while the other tests run: its first scrape comes some seconds later.
  prometheus = await startPrometheus(fleet);
});

afterAll(async () => {
  await prometheus?.stop();
  await fleet?.stop();
});

async function inDatabase<T>(action: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

const databaseNow = () =>
  inDatabase(async (c) => (await c.query<{ now: Date }>('select now()')).rows[0]!.now);

const failed = (outcome: Outcome) => outcome.status === null || outcome.status >= 400;
const served = (url: string) => metricOf(url, fleet.metricsToken, 'homekeep_http_requests_total');

describe.skipIf(!serverUrl)('a fleet behind nginx', () => {
  it('loses nothing acknowledged while an API process is killed (SIGKILL) and started again', async () => {
    const clients = await Promise.all([1, 2, 3].map(() => signUpResident(fleet.url)));
    const load = mixedLoad({
      base: fleet.url,
      readers: clients,
      writer: clients[0]!,
      uploaders: clients,
      readLoops: 6,
      uploadsEach: 50,
    });
    const began = Date.now();
    expect(await waitFor(() => load.sent() >= 400, 20_000)).toBe(true);
    const killedAt = Date.now();
    await fleet.restart(0);
    const restartedAt = Date.now();
    // nginx rests a failed server for fail_timeout (5 s), then sends to it again.
    let backInService = false;
    while (!backInService && Date.now() - restartedAt < 15_000) {
      await sleep(250);
      backInService = (await served(fleet.api[0]!.url)) >= 100;
    }
    const { outcomes, writes, uploads } = await load.stop();
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `killed after ${seconds(killedAt - began)}, serving again after ${seconds(restartedAt - killedAt)}, stopped after ${seconds(Date.now() - began)}`,
    );

    // At least 99.9 % answered 2xx; what failed is only a POST that nginx must not send
    // again because the killed process may have applied it.
    const failures = outcomes.filter(failed);
    console.log(
      `fleet load: ${outcomes.length} requests (${writes.length} writes, ${uploads.length} uploads), ${failures.length} failed`,
    );
    expect(outcomes.length).toBeGreaterThanOrEqual(1000);
    expect(failures.length / outcomes.length, JSON.stringify(failures)).toBeLessThanOrEqual(0.001);
    for (const failure of failures) expect(failure).toMatchObject({ kind: 'write', status: 502 });
    // The restarted process took its share of the load again.
    expect(backInService).toBe(true);

    // Every acknowledged write is in the database; an unacknowledged one may or may not be.
    const acknowledged = writes.flatMap((write) => (write.id ? [write.id] : []));
    const unanswered = writes.flatMap((write) => (write.id ? [] : [write.name]));
    const [found, appliedAnyway] = await inDatabase((c) =>
      Promise.all([
        c.query('select 1 from properties where id = any($1::uuid[])', [acknowledged]),
        c.query('select 1 from properties where name = any($1)', [unanswered]),
      ]),
    );
    expect(found.rowCount).toBe(acknowledged.length);
    // What a 502 left behind: the client was told it failed, and may find it applied.
    console.log(`writes answered 502: ${unanswered.length}, applied: ${appliedAnyway.rowCount}`);

    // Every acknowledged upload comes back from the bucket, byte for byte, through nginx.
    for (let i = 0; i < uploads.length; i += 10) {
      const batch = uploads.slice(i, i + 10);
      const bodies = await Promise.all(
        batch.map(async (upload) => {
          const answer = await fetch(`${fleet.url}${upload.url}`, {
            headers: { authorization: `Bearer ${upload.owner.token}` },
          });
          return answer.status === 200 ? Buffer.from(await answer.arrayBuffer()) : null;
        }),
      );
      batch.forEach((upload, j) => expect(bodies[j]?.equals(upload.bytes), upload.id).toBe(true));
    }
  });

  it('counts a rate limit across both API processes', async () => {
    // 20 lead forms an hour from one address: the 21st is refused, though each process saw some.
    const address = testAddress();
    const route = { method: 'POST', route: '/api/v1/potential-clients' };
    const before = await Promise.all(
      fleet.api.map((m) =>
        metricOf(m.url, fleet.metricsToken, 'homekeep_http_requests_total', route),
      ),
    );
    const statuses: (number | null)[] = [];
    for (let n = 0; n < 21; n += 1) {
      const answer = await call(fleet.url, 'POST', '/api/v1/potential-clients', {
        address,
        json: { firstName: 'Lee', lastName: 'Lead', email: `lead-${n}@example.test` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses[20]).toBe(429);
    const after = await Promise.all(
      fleet.api.map((m) =>
        metricOf(m.url, fleet.metricsToken, 'homekeep_http_requests_total', route),
      ),
    );
    after.forEach((count, i) => expect(count - before[i]!).toBeGreaterThan(0));
  });

  it('delivers a live event to streams held by either API process', async () => {
    const { events, streamsPerProcess } = await liveEventsAcross(fleet);
    expect(streamsPerProcess).toEqual([1, 1]);
    expect(events).toHaveLength(2);
    expect(new Set(events.map((event) => event.orderId)).size).toBe(1);
  });

  it("is scraped by Debian's Prometheus with the guide's configuration", async () => {
    const scraped = await prometheus!.scraped();
    expect(scraped.up).toEqual(Array(3).fill('1'));
    expect(scraped.requests).toBeGreaterThan(0);
  });

  it('runs each scheduled job once', async () => {
    const minutely = SCHEDULES.filter((job) => job.cron === '* * * * *').map((job) => job.name);
    const runs = await scheduledJobRuns(inDatabase, minutely, startedAt);
    expect(Object.keys(runs).sort()).toEqual([...minutely].sort());
    for (const [name, { ticks, sent, jobs, completed }] of Object.entries(runs)) {
      // One tick per minute is sent, and one job per tick runs, once, to completion.
      expect(ticks, name).toBeGreaterThanOrEqual(1);
      expect(sent, name).toBe(ticks);
      expect(jobs, name).toBe(ticks);
      expect(completed, name).toBe(jobs);
    }
  });

  it("sends uploads in flight on a killed process to the other (the guide's uploads location)", async () => {
    // Last: the process killed here stays down. Six uploads at a time, so that some are in
    // flight on it when it dies; without the location they answer 502.
    const clients = await Promise.all([1, 2, 3].map(() => signUpResident(fleet.url)));
    const statuses: (number | null)[] = [];
    let stopping = false;
    // Each account may upload 60 times an hour: two loops of at most 25 uploads each, paced.
    const loop = async (client: Client) => {
      for (let sent = 0; !stopping && sent < 25; sent += 1) {
        if (sent > 0) await sleep(40);
        const form = new FormData();
        const bytes = Buffer.concat([PNG, Buffer.alloc(200_000)]);
        form.append('file', new Blob([bytes], { type: 'image/png' }), 'roof.png');
        statuses.push((await call(fleet.url, 'POST', '/api/v1/files', { ...client, form })).status);
      }
    };
    const loops = [...clients, ...clients].map(loop);
    await sleep(1_000);
    await fleet.api[1]!.process.stop('SIGKILL');
    await sleep(1_000);
    stopping = true;
    await Promise.all(loops);
    expect(statuses.length).toBeGreaterThanOrEqual(6);
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
  });
});
