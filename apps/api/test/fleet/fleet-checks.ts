import type pg from 'pg';
import { randomUUID } from 'node:crypto';
import { sleep, waitFor } from '../process/server-process';
import type { Fleet } from './fleet';
import { metricOf } from './fleet';
import { call, propertyIn, signUpResident } from './load';

interface Stream {
  events: { type: string; orderId?: string }[];
  close: () => void;
}

/** A vendor's live stream through nginx, read until closed. */
async function openStream(base: string, token: string): Promise<Stream> {
  const controller = new AbortController();
  const answer = await fetch(`${base}/api/v1/vendors/notifications/stream?accessToken=${token}`, {
    signal: controller.signal,
  });
  if (answer.status !== 200) throw new Error(`stream: ${answer.status}`);
  const reader = answer.body!.getReader();
  const decoder = new TextDecoder();
  let text = decoder.decode((await reader.read()).value);
  const stream: Stream = { events: [], close: () => controller.abort() };
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return;
      text += decoder.decode(chunk.value, { stream: true });
      stream.events = [...text.matchAll(/event: notification\ndata: (.*)\n\n/g)].map(
        (m) => JSON.parse(m[1]!) as Stream['events'][number],
      );
    }
  })();
  return stream;
}

const firstId = async (base: string, list: string) =>
  ((await call(base, 'GET', `/api/v1/${list}?limit=1`)).body.data as { id: string }[])[0]!.id;

/** A vendor offering the first service in the zip code of `propertyIn`, through nginx. */
async function vendorCovering(base: string, serviceId: string) {
  const signUp = await call(base, 'POST', '/api/v1/auth/sign-up', {
    json: {
      role: 'vendor',
      email: `fleet-vendor-${randomUUID().slice(0, 8)}@example.test`,
      password: 'correct horse battery',
      firstName: 'Vera',
      lastName: 'Vendor',
      companyName: 'Fleet Repairs',
    },
  });
  const token = (signUp.body.data as { accessToken: string }).accessToken;
  const profile = await call(base, 'GET', '/api/v1/vendors/profile', { token });
  const saved = await call(
    base,
    'PUT',
    `/api/v1/vendors/profile/${(profile.body.data as { id: string }).id}`,
    {
      token,
      json: {
        companyName: 'Fleet Repairs',
        vendorTypeId: await firstId(base, 'vendor-types'),
        companyTypeId: await firstId(base, 'company-types'),
        licenseTypeId: await firstId(base, 'license-types'),
        licenseNumber: 'FLEET-1',
        serviceIds: [serviceId],
        zipCodes: [propertyIn('').zipCode],
      },
    },
  );
  if (saved.status !== 200) throw new Error(`vendor profile: ${saved.status}`);
  return token;
}

/**
 * One vendor holds a live stream on each API process (opened through nginx; which process holds
 * which is read from their metrics); a resident's request, answered by one of them, reaches both.
 */
export async function liveEventsAcross(fleet: Fleet) {
  const base = fleet.url;
  const serviceId = await firstId(base, 'services');
  const vendor = await vendorCovering(base, serviceId);
  const resident = await signUpResident(base);
  const property = await call(base, 'POST', '/api/v1/properties', {
    ...resident,
    json: propertyIn('Live house'),
  });
  const open = () =>
    Promise.all(
      fleet.api.map((m) => metricOf(m.url, fleet.metricsToken, 'homekeep_live_streams_open')),
    );
  const kept: (Stream | undefined)[] = fleet.api.map(() => undefined);
  for (let tries = 0; tries < 8 && kept.some((s) => !s); tries += 1) {
    const before = await open();
    const stream = await openStream(base, vendor);
    const after = await open();
    const holder = after.findIndex((count, i) => count > before[i]!);
    if (holder >= 0 && !kept[holder]) kept[holder] = stream;
    else stream.close();
  }
  // The streams closed here end on the server a moment later.
  let streamsPerProcess = await open();
  for (let tries = 0; tries < 25 && streamsPerProcess.some((n) => n !== 1); tries += 1) {
    await sleep(200);
    streamsPerProcess = await open();
  }
  const created = await call(base, 'POST', '/api/v1/maintenance-requests', {
    ...resident,
    json: {
      propertyId: (property.body.data as { id: string }).id,
      serviceId,
      description: 'The fleet test asks for a visit.',
    },
  });
  if (created.status !== 201) throw new Error(`request: ${created.status}`);
  await waitFor(() => kept.every((s) => s && s.events.length > 0), 10_000);
  const events = kept.flatMap((s) => s?.events ?? []);
  for (const stream of kept) stream?.close();
  return { events, streamsPerProcess };
}

type InDatabase = <T>(action: (client: pg.Client) => Promise<T>) => Promise<T>;

interface Runs {
  /** Cron ticks sent since `since` (pg-boss sends each one once, keyed by its minute). */
  ticks: number;
  /** Ticks sent: more than `ticks` if a minute's tick was sent twice. */
  sent: number;
  /** Jobs of the schedule created since `since`. */
  jobs: number;
  completed: number;
}

const RUNS = `
  with everything as (
    select name, data, state, singleton_on, created_on from pgboss.job
    union all
    select name, data, state, singleton_on, created_on from pgboss.archive
  ), ticks as (
    select data->>'name' as name, count(distinct singleton_on) as ticks, count(*) as sent
    from everything where name = '__pgboss__send-it' and created_on >= $1 group by 1
  ), jobs as (
    select name, count(*) as jobs, count(*) filter (where state = 'completed') as completed
    from everything where name = any($2) and created_on >= $1 group by 1
  )
  select jobs.name, ticks.ticks, ticks.sent, jobs.jobs, jobs.completed
  from jobs join ticks using (name)`;

/**
 * How the every-minute schedules ran since `since`, once every job sent so far has ended. The
 * worker sends ticks at its start, or 10 to 20 s later: on a new database (pg-boss looks before
 * the schedules are written) or when another worker looked less than 10 s before. Their jobs
 * run within seconds.
 */
export async function scheduledJobRuns(inDatabase: InDatabase, names: string[], since: Date) {
  const read = () =>
    inDatabase(async (client) => {
      const { rows } = await client.query<Record<string, string>>(RUNS, [since, names]);
      return Object.fromEntries(
        rows.map((row) => {
          const runs: Runs = {
            ticks: Number(row.ticks),
            sent: Number(row.sent),
            jobs: Number(row.jobs),
            completed: Number(row.completed),
          };
          return [row.name!, runs];
        }),
      );
    });
  let runs = await read();
  for (let tries = 0; tries < 120; tries += 1) {
    const settled = Object.values(runs).every((r) => r.jobs === r.ticks && r.completed === r.jobs);
    if (Object.keys(runs).length === names.length && settled) break;
    await sleep(500);
    runs = await read();
  }
  return runs;
}
