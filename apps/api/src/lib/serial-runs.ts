/**
 * Work started without waiting for it, after a transaction that gave it something to do has
 * committed (mail to send, offers to deliver). Runs never overlap in this process; one asked for
 * during a run starts once that run ends. A failed run answers `onError`'s value: what it left is
 * found by the next run or by the job queue's scheduled one.
 */
export function serialRuns<T>(run: () => Promise<T>, onError: (error: unknown) => T) {
  let running: Promise<T> | null = null;
  let again = false;
  const start = (): Promise<T> =>
    run()
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          running = start();
        }
      });
  return {
    /** Starts a run, or another after the current one. */
    soon() {
      if (running) again = true;
      else running = start();
    },
    /** Waits until no run is under way or asked for. */
    async settled() {
      while (running) await running;
    },
  };
}
