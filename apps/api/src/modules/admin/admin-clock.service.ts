import type { ProductClockView } from '@homekeep/contracts/clock';
import type { Database } from '../../db/database';
import type { ProductClock } from '../../lib/clock';
import { recordAudit } from '../audit/audit.service';

/** The test clock: the product's clock, and a way to run every scheduled job after a move. */
export interface TestClockDeps {
  db: Database;
  clock: ProductClock;
  /** Runs every scheduled job once, each doing all that is due by the clock's new time. */
  runDueJobs(): Promise<void>;
}

export async function readClock({ clock }: TestClockDeps): Promise<ProductClockView> {
  const offsetSeconds = await clock.refresh();
  return { now: clock.now().toISOString(), offsetSeconds };
}

/**
 * Moves the product's time forward for every process, then runs the jobs due by the new time
 * and answers once they are done, so that what the operator sees next already reflects them.
 */
export async function advanceClock(
  deps: TestClockDeps,
  operator: { id: string; address: string },
  seconds: number,
): Promise<ProductClockView> {
  const before = deps.clock.now();
  const offsetSeconds = await deps.clock.advance(seconds);
  await recordAudit(deps.db, {
    action: 'admin.clock_advanced',
    at: deps.clock.now(),
    actorId: operator.id,
    address: operator.address,
    details: { seconds, from: before.toISOString(), offsetSeconds },
  });
  await deps.runDueJobs();
  return { now: deps.clock.now().toISOString(), offsetSeconds };
}
