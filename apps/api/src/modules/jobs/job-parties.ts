import type { Executor } from '../../db/database';
import { lockJobOfParty } from './job-parties.repository';

/** A job as the areas that hang off it see it: its two people, its title, its completion. */
export type JobOfParty = NonNullable<Awaited<ReturnType<typeof lockJobOfParty>>>;

/**
 * The job a resident (by their request's id) or a vendor (by their order's id) is a side of,
 * locked for the transaction; undefined for anyone else, who is answered as if it did not exist.
 */
export const lockOwnJob = (
  tx: Executor,
  party: { role: 'resident' | 'vendor'; userId: string; jobId: string },
): Promise<JobOfParty | undefined> => lockJobOfParty(tx, party);
