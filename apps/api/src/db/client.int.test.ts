import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { eventually } from '../../test/eventually';
import { openDatabase } from './client';
import { services } from './schema';
import { listenConnections } from '../../test/listeners';

const CHANNEL = 'homekeep_listener_test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const notify = (payload: string) => t.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);

/** A logger that keeps its warnings. */
const recordingLog = () => {
  const warnings: string[] = [];
  return { warnings, warn: (_details: object, message: string) => void warnings.push(message) };
};

describe('DatabaseHandle.listen', () => {
  it('hears NOTIFY payloads until it is stopped', async () => {
    const heard: string[] = [];
    const stop = await t.database.listen(CHANNEL, (payload) => heard.push(payload), recordingLog());
    await notify('first');
    expect(await eventually(() => heard.includes('first'))).toBe(true);
    await stop();
    await notify('after stop');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual(['first']);
  });
});

// The server driver listens on a connection of its own, which can be lost.
if (inject('databaseUrl')) {
  const listenerPids = () => listenConnections(t.db, CHANNEL);

  describe('a pool of PostgreSQL server connections', () => {
    it('drops a connection the server ended while it sat idle, and keeps answering', async () => {
      const handle = await openDatabase({ databaseUrl: inject('databaseUrl')!, poolSize: 1 });
      const backendPid = async () =>
        (
          (await handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          }
        ).rows[0]!.pid;
      try {
        const before = await backendPid();
        // A server restart or an administrator ends connections that sit idle in the pool.
        await t.db.execute(sql`select pg_terminate_backend(${before})`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        const after = await backendPid();
        expect(after).not.toBe(before);
      } finally {
        await handle.close();
      }
    });
  });

  describe('listening on a PostgreSQL server', () => {
    it('reconnects after its backend is terminated, with a warning, and hears again', async () => {
      const heard: string[] = [];
      const log = recordingLog();
      const stop = await t.database.listen(CHANNEL, (payload) => heard.push(payload), log);
      try {
        const [before] = await listenerPids();
        expect(before).toBeDefined();
        await t.db.execute(sql`select pg_terminate_backend(${before})`);
        expect(await eventually(() => log.warnings.length > 0)).toBe(true);
        expect(log.warnings[0]).toMatch(/LISTEN connection is down; reconnecting/);
        let after: number[] = [];
        expect(
          await eventually(async () => {
            after = await listenerPids();
            return after.length === 1 && after[0] !== before;
          }),
        ).toBe(true);
        await notify('after the reconnect');
        expect(await eventually(() => heard.includes('after the reconnect'))).toBe(true);
      } finally {
        await stop();
      }
      expect(await eventually(async () => (await listenerPids()).length === 0)).toBe(true);
    });

    it('does not keep the process alive by itself', async () => {
      const client = pathToFileURL(
        path.join(path.dirname(fileURLToPath(import.meta.url)), 'client.ts'),
      );
      const script = path.join(tmpdir(), `homekeep-listen-${process.pid}.mts`);
      await writeFile(
        script,
        `const { openDatabase } = await import(${JSON.stringify(client.href)});
const database = await openDatabase({ databaseUrl: process.env.LISTEN_DATABASE_URL });
await database.listen('${CHANNEL}', () => undefined, { warn: () => undefined });
console.log('listening');\n`,
      );
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        cwd: process.cwd(),
        env: { ...process.env, LISTEN_DATABASE_URL: inject('databaseUrl')! },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve(null);
        }, 15_000);
        child.on('exit', (code) => {
          clearTimeout(timer);
          resolve(code);
        });
      }).finally(() => rm(script, { force: true }));
      expect(output).toContain('listening');
      expect(exited).toBe(0);
    });
  });
}

if (!inject('databaseUrl')) {
  describe('the embedded database', () => {
    it('keeps 32 MB of shared buffers, not the 128 MB that stay in its memory for good', async () => {
      const result = (await t.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: { shared_buffers: string }[];
      };
      expect(result.rows[0]?.shared_buffers).toBe('32MB');
    });

    it('starts every scan of a table at its first row, so that a capped count costs the same each time', async () => {
      const result = (await t.db.execute(sql`show synchronize_seqscans`)) as unknown as {
        rows: { synchronize_seqscans: string }[];
      };
      expect(result.rows[0]?.synchronize_seqscans).toBe('off');
    });
  });
}

describe('plans on either database', () => {
  it('plans every statement once for any values (a generic plan), as a prepared one keeps it', async () => {
    const result = (await t.db.execute(sql`show plan_cache_mode`)) as unknown as {
      rows: { plan_cache_mode: string }[];
    };
    expect(result.rows[0]?.plan_cache_mode).toBe('force_generic_plan');
  });
});

if (inject('databaseUrl')) {
  describe('statements on a PostgreSQL server', () => {
    it('runs a prepared query as a statement of its name, with its generic plan from the first run', async () => {
      const name = `client_test_${Date.now()}`;
      const seeded = await t.db.select({ id: services.id }).from(services).limit(3);
      const serviceIds = seeded.map((row) => row.id);
      // One transaction holds one connection: the statement runs on it each time.
      const { answers, plans } = await t.db.transaction(async (tx) => {
        const byId = tx
          .select({ id: services.id })
          .from(services)
          .where(eq(services.id, sql.placeholder('id')))
          .prepare(name);
        const answers = [];
        for (const id of serviceIds) answers.push(await byId.execute({ id }));
        const plans = (await tx.execute(
          sql`select generic_plans::int as generic, custom_plans::int as custom
              from pg_prepared_statements where name = ${name}`,
        )) as unknown as { rows: { generic: number; custom: number }[] };
        return { answers, plans: plans.rows };
      });
      expect(answers.map((rows) => rows[0]?.id)).toEqual(serviceIds);
      expect(plans).toEqual([{ generic: serviceIds.length, custom: 0 }]);
    });

    it('sends a statement without parameters as it is, several commands too', async () => {
      const result = (await t.db.execute(
        sql.raw('select 1 as one; select 2 as two'),
      )) as unknown as { rows: unknown[] }[] | { rows: unknown[] };
      expect(Array.isArray(result) ? result.length : 1).toBe(2);
    });
  });
}
