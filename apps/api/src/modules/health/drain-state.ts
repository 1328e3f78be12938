/**
 * Whether this process is stopping: once it is, readiness answers 503 so that a balancer sends
 * new work elsewhere, while the requests in flight finish.
 */
export function createDrainState() {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  };
}

export type DrainState = ReturnType<typeof createDrainState>;
