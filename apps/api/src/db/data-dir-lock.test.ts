import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir, type LockHolder } from './data-dir-lock';

let dataDir: string;
let lockFile: string;
const releases: (() => void)[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'homekeep-lock-'));
  lockFile = path.join(dataDir, LOCK_FILE_NAME);
});
afterEach(() => {
  for (const release of releases.splice(0)) release();
  rmSync(dataDir, { recursive: true, force: true });
});

const take = (purpose = 'the API server') => {
  const lock = lockDataDir(dataDir, purpose);
  releases.push(lock.release);
  return lock;
};
const holder = () => JSON.parse(readFileSync(lockFile, 'utf8')) as LockHolder;
const writeLock = (pid: number, startedAt = new Date().toISOString()) =>
  writeFileSync(lockFile, JSON.stringify({ pid, startedAt, purpose: 'the API server' }));

/** A process that runs until it is killed. */
async function liveProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  await new Promise((resolve) => child.once('spawn', resolve));
  releases.push(() => child.kill('SIGKILL'));
  return child.pid!;
}

describe('lockDataDir', () => {
  it('takes DATA_DIR for this process and gives it back on release', () => {
    const lock = take();
    expect(holder()).toMatchObject({ pid: process.pid, purpose: 'the API server' });
    expect(Date.parse(holder().startedAt)).toBeGreaterThan(Date.now() - 10_000);

    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    expect(() => lock.release()).not.toThrow();
  });

  it('is refused while another live process holds it, naming that process', async () => {
    const pid = await liveProcess();
    const startedAt = new Date().toISOString();
    writeLock(pid, startedAt);

    let refusal: unknown;
    try {
      take('create-admin');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as Error).message).toBe(
      `DATA_DIR ${dataDir} is already used by process ${pid} (the API server, started ${startedAt}); stop it or choose another DATA_DIR.`,
    );
    expect(holder().pid).toBe(pid);
    expect(existsSync(lockFile)).toBe(true);
  });

  it('takes over a lock whose process no longer runs', () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeLock(gone);
    take();
    expect(holder().pid).toBe(process.pid);
  });

  it('takes over a lock naming its own pid (a restarted container reuses pids)', () => {
    writeLock(process.pid, '2020-01-01T00:00:00.000Z');
    take();
    expect(holder().startedAt).not.toBe('2020-01-01T00:00:00.000Z');
  });

  it('takes over a lock whose pid now belongs to a process started after it', async () => {
    const pid = await liveProcess();
    writeLock(pid, new Date(Date.now() - 3_600_000).toISOString());
    take();
    expect(holder().pid).toBe(process.pid);
  });

  it('takes over a lock it cannot read', () => {
    writeFileSync(lockFile, 'not json');
    take();
    expect(holder().pid).toBe(process.pid);
  });

  it('leaves a lock alone on release once another process has taken it', () => {
    const lock = take();
    writeLock(12345);
    lock.release();
    expect(holder().pid).toBe(12345);
  });
});
