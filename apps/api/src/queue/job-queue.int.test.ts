import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCaller } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { eventually } from '../../test/eventually';
import { createAdmin, signUp } from '../../test/users';
import { CLOSING_MARGIN_MS } from '../process/shutdown';
import type { ScheduledJob } from './schedules';

interface ClockView {
  data: { now: string; offsetSeconds: number };
}

/** A scheduled job that remembers the product time of each run. */
function probeJob(name = `probe-${randomUUID().slice(0, 8)}`) {
  const runs: Date[] = [];
  const job: ScheduledJob = {
    name,
    cron: '0 0 1 1 *',
    run: async ({ clock }) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      runs.push(clock.now());
    },
  };
  return { job, runs };
}

describe('the test clock', () => {
  let t: TestApp;
  const probe = probeJob();
  const upkeep = probeJob();

  beforeAll(async () => {
    t = await createTestApp({
      ownDatabase: true,
      schedules: [probe.job, { ...upkeep.job, realTimeOnly: true }],
    });
  });
  afterAll(() => t.close());

  it('answers the product time, moves it forward for good and runs the due jobs before answering', async () => {
    const call = apiCaller(t.app);
    const admin = await createAdmin(t.app, t.db);
    const before = await call<ClockView>('GET', '/admin/clock', admin.token);
    expect(before.status).toBe(200);
    const start = before.body.data.offsetSeconds;

    const moved = await call<ClockView>('POST', '/admin/clock/advance', admin.token, {
      seconds: 3600,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.offsetSeconds).toBe(start + 3600);
    const ahead = new Date(moved.body.data.now).getTime() - Date.now();
    expect(ahead).toBeGreaterThan(3590_000);
    expect(ahead).toBeLessThan(3610_000);
    // The job ran, and by the new time, before the answer came.
    expect(probe.runs).toHaveLength(1);
    expect(probe.runs[0]!.getTime() - Date.now()).toBeGreaterThan(3590_000);
    // Upkeep of the machine keeps to the real time.
    expect(upkeep.runs).toHaveLength(0);

    const after = await call<ClockView>('GET', '/admin/clock', admin.token);
    expect(after.body.data.offsetSeconds).toBe(start + 3600);
  });

  it('is for operators only, and refuses a move that is not a positive whole number of seconds', async () => {
    const call = apiCaller(t.app);
    const admin = await createAdmin(t.app, t.db);
    const resident = await signUp(t.app, { role: 'resident' });
    expect((await call('GET', '/admin/clock')).status).toBe(401);
    expect((await call('GET', '/admin/clock', resident.token)).status).toBe(403);
    const advance = (seconds: unknown, token = admin.token) =>
      call('POST', '/admin/clock/advance', token, { seconds });
    expect((await advance(60, resident.token)).status).toBe(403);
    for (const bad of [0, -60, 1.5, '60', 10 ** 12]) {
      const answer = await advance(bad);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/seconds/);
    }
  });
});

describe('outside test payments', () => {
  it('has no test clock: both routes answer 404', async () => {
    const t = await createTestApp({ ownDatabase: true, config: { paymentsMode: 'stripe' } });
    try {
      const call = apiCaller(t.app);
      const admin = await createAdmin(t.app, t.db);
      expect((await call('GET', '/admin/clock', admin.token)).status).toBe(404);
      const advance = await call('POST', '/admin/clock/advance', admin.token, { seconds: 60 });
      expect(advance.status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('a stopping process', () => {
  it('does not wait for a long job: the queue stops within the closing margin, and the job ending later writes nothing', async () => {
    let started = false;
    let ended = false;
    const long: ScheduledJob = {
      name: `long-${randomUUID().slice(0, 8)}`,
      cron: '0 0 1 1 *',
      run: async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        ended = true;
      },
    };
    const t = await createTestApp({
      ownDatabase: true,
      config: { worker: true },
      schedules: [long],
    });
    await t.app.jobQueue.send(long.name);
    await eventually(() => started, 15_000);
    const stopping = Date.now();
    await t.stop();
    // The rest of a shutdown (the database, the lock) needs a part of that margin too.
    expect(Date.now() - stopping).toBeLessThan(CLOSING_MARGIN_MS - 500);
    expect(ended).toBe(false);
    // pg-boss writes the late job's completion without waiting for it; a failed write would be
    // an unhandled rejection here, and would end a product process.
    await eventually(() => ended, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.close();
  });
});

// Several processes share a database only on a server (PGlite is one process's own).
if (inject('databaseUrl'))
  describe('two API processes on one PostgreSQL server', () => {
    it('share the queue: a job sent once runs once, and a clock move reaches both', async () => {
      const probe = probeJob();
      const first = await createTestApp({
        ownDatabase: true,
        config: { worker: true },
        schedules: [probe.job],
      });
      const second = await createTestApp({
        joinDatabase: first.databaseUrl!,
        config: { worker: true },
        schedules: [probe.job],
      });
      try {
        await first.app.jobQueue.send(probe.job.name);
        // Both processes poll the queue; pg-boss hands the job to one of them only.
        await eventually(() => probe.runs.length >= 1, 15_000);
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        expect(probe.runs).toHaveLength(1);

        const admin = await createAdmin(first.app, first.db);
        const moved = await apiCaller(first.app)<ClockView>(
          'POST',
          '/admin/clock/advance',
          admin.token,
          {
            seconds: 86400,
          },
        );
        expect(moved.status).toBe(200);
        const otherAdmin = await createAdmin(second.app, second.db);
        await eventually(async () => {
          const seen = await apiCaller(second.app)<ClockView>(
            'GET',
            '/admin/clock',
            otherAdmin.token,
          );
          return seen.body.data.offsetSeconds === moved.body.data.offsetSeconds;
        });
      } finally {
        await second.close();
        await first.close();
      }
    });
  });
