/** How often the job lists and a request's detail ask again, so both sides see progress. */
export const JOBS_POLL_MS = 20_000;
