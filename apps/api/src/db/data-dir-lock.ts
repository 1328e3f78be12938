import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite takes no lock of its own: two processes would open one embedded database and write it
 * at once. One process at a time owns DATA_DIR through `DATA_DIR/homekeep.lock`, which names it.
 */
export const LOCK_FILE_NAME = 'homekeep.lock';

export interface LockHolder {
  pid: number;
  /** When the holder took the lock (ISO 8601). */
  startedAt: string;
  /** What the holder is: the server, create-admin, ... */
  purpose: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `DATA_DIR ${dataDir} is already used by process ${holder.pid} (${holder.purpose}, started ${holder.startedAt}); stop it or choose another DATA_DIR.`,
    );
  }
}

export interface DataDirLock {
  file: string;
  /** Removes the lock file if it is still this process's; safe to call more than once. */
  release(): void;
}

/**
 * Takes DATA_DIR for this process, or throws DataDirInUseError naming the live holder. A lock
 * left by a process that no longer runs (killed, crashed) is taken over. The lock is released on
 * `release()` and, failing that, when the process exits.
 */
export function lockDataDir(dataDir: string, purpose: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const own: LockHolder = { pid: process.pid, startedAt: new Date().toISOString(), purpose };
  const content = JSON.stringify(own);
  // Written whole under a private name, then linked into place: the link is atomic and fails if
  // a lock exists, so no process ever reads a half-written lock.
  const draft = `${file}.${process.pid}.${randomUUID()}`;
  writeFileSync(draft, content, { mode: 0o644 });
  try {
    for (let attempt = 0; ; attempt++) {
      if (tryLink(draft, file)) break;
      const held = readLock(file);
      if (held === undefined) continue; // released meanwhile
      if (holderIsAlive(held.holder) || attempt >= 3) {
        throw new DataDirInUseError(dataDir, held.holder ?? unreadableHolder);
      }
      takeOverStale(file, held.raw);
    }
  } finally {
    unlinkQuietly(draft);
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readLock(file)?.raw === content) unlinkQuietly(file);
  };
  process.on('exit', release);
  return { file, release };
}

const unreadableHolder: LockHolder = { pid: 0, startedAt: 'unknown', purpose: 'unreadable lock' };

function tryLink(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readLock(file: string): { raw: string; holder: LockHolder | null } | undefined {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(raw) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.startedAt !== 'string') {
      return { raw, holder: null };
    }
    return { raw, holder: { purpose: 'unknown', ...parsed } as LockHolder };
  } catch {
    return { raw, holder: null };
  }
}

/**
 * Whether the process named by a lock still runs. Its pid may have been given to another process
 * since (a container restarts with the same pids): this process itself, or a process started
 * after the lock was taken, is not the holder.
 */
export function holderIsAlive(holder: LockHolder | null): boolean {
  if (!holder) return false;
  if (holder.pid === process.pid || !Number.isInteger(holder.pid) || holder.pid <= 0) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = processStartTime(holder.pid);
  const lockedAt = Date.parse(holder.startedAt);
  // Start times from /proc are rounded to the clock tick; allow for it.
  return started === undefined || Number.isNaN(lockedAt) || started <= lockedAt + 2_000;
}

/** When a process started (ms since the epoch), from Linux's /proc; undefined elsewhere. */
function processStartTime(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticksAfterBoot = Number(fields[19]);
    const bootLine = readFileSync('/proc/stat', 'utf8').match(/^btime (\d+)$/m);
    if (!bootLine || !Number.isFinite(ticksAfterBoot)) return undefined;
    const ticksPerSecond = 100; // USER_HZ, 100 on every Linux architecture in use
    return (Number(bootLine[1]) + ticksAfterBoot / ticksPerSecond) * 1000;
  } catch {
    return undefined;
  }
}

/**
 * Removes a stale lock without removing a fresh one another process may have put in its place
 * meanwhile: the lock is moved aside atomically and put back if it is not the stale one.
 */
function takeOverStale(file: string, staleRaw: string) {
  const aside = `${file}.stale.${process.pid}.${randomUUID()}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readFileSync(aside, 'utf8') !== staleRaw) tryLink(aside, file);
  unlinkQuietly(aside);
}

function unlinkQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}
