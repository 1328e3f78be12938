import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShutdown, SHUTDOWN_DEADLINE_MS, type ShutdownLog } from './shutdown';

function harness() {
  const lines: { level: string; message: string; details: object }[] = [];
  const record =
    (level: string) =>
    (details: object, message: string): void => {
      lines.push({ level, message, details });
    };
  const log: ShutdownLog = { info: record('info'), warn: record('warn'), error: record('error') };
  const exit = vi.fn<(code: number) => void>();
  const armKill = vi.fn<(afterMs: number) => void>();
  const shutdown = createShutdown({ log, exit, armKill });
  return { shutdown, lines, exit, armKill };
}

const never = () => new Promise<void>(() => undefined);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createShutdown', () => {
  it('closes the parts in the reverse order they were opened, then exits 0', async () => {
    const { shutdown, exit } = harness();
    const closed: string[] = [];
    shutdown.onStop('lock', () => closed.push('lock'));
    shutdown.onStop('database', async () => void closed.push('database'));
    shutdown.onStop('http', () => closed.push('http'));

    await shutdown.stop('SIGTERM');

    expect(closed).toEqual(['http', 'database', 'lock']);
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('goes on after a part fails to close, and exits 1', async () => {
    const { shutdown, exit, lines } = harness();
    const closed: string[] = [];
    shutdown.onStop('lock', () => closed.push('lock'));
    shutdown.onStop('database', () => Promise.reject(new Error('disk gone')));

    await shutdown.stop('SIGTERM');

    expect(closed).toEqual(['lock']);
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(lines).toContainEqual(expect.objectContaining({ message: 'database failed' }));
  });

  it('exits 1 at the deadline when a part never closes, saying which one', async () => {
    const { shutdown, exit, lines } = harness();
    shutdown.onStop('closing the database', never);
    void shutdown.stop('SIGTERM');

    await vi.advanceTimersByTimeAsync(SHUTDOWN_DEADLINE_MS - 1);
    expect(exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    const last = lines.at(-1)!;
    expect(last.level).toBe('error');
    expect(last.message).toBe('not stopped after 8 s, still closing the database: exiting now');
    expect(last.details).toMatchObject({ step: 'closing the database', open: expect.any(Object) });
  });

  it('has another thread kill the process shortly after the deadline', async () => {
    const { shutdown, armKill } = harness();
    void shutdown.stop('SIGTERM');
    expect(armKill).toHaveBeenCalledExactlyOnceWith(SHUTDOWN_DEADLINE_MS + 1_500);
  });

  it('exits at once on a second signal, but not on the same one delivered twice', async () => {
    const { shutdown, exit } = harness();
    shutdown.onStop('closing the HTTP server', never);
    void shutdown.stop('SIGINT');
    void shutdown.stop('SIGINT'); // terminal and npm pass on one Ctrl+C each
    expect(exit).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(2_000);
    void shutdown.stop('SIGINT');
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('ignores parts opened after stopping began (they are never used)', async () => {
    const { shutdown, exit } = harness();
    const late = vi.fn();
    const stopping = shutdown.stop('launcher gone');
    shutdown.onStop('late', late);
    await stopping;
    expect(shutdown.stopping).toBe(true);
    expect(late).not.toHaveBeenCalled();
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });
});
