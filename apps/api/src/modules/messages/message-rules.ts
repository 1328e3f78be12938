import type { OrderStatus } from '@homekeep/contracts/jobs';
import { THREAD_OPEN_DAYS_AFTER_COMPLETION } from '@homekeep/contracts/messages';

const DAY_MS = 86_400_000;

/** The job as its thread's rules need it. */
export interface ThreadJob {
  orderStatus: OrderStatus;
  completedAt: Date | null;
}

/**
 * Whether a job's thread still takes messages at `now`, and when it stops: open from the
 * vendor's accept while the job runs and for 30 days after its completion; a canceled job's
 * thread is read-only.
 */
export function threadWindow(job: ThreadJob, now: Date) {
  if (job.orderStatus === 'canceled') return { open: false, closesAt: null };
  if (job.orderStatus !== 'completed' || !job.completedAt) return { open: true, closesAt: null };
  const closesAt = new Date(job.completedAt.getTime() + THREAD_OPEN_DAYS_AFTER_COMPLETION * DAY_MS);
  return { open: now < closesAt, closesAt };
}
