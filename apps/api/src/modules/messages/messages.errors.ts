import { conflict, notFound } from '../../lib/app-error';

/** The errors of a job's conversation. */
export const messagesErrors = {
  /** Another person's job, a job not yet accepted, or none: all answer alike. */
  threadNotFound: () =>
    notFound(
      'messages.not_found',
      'This job has no conversation you can read: it starts once a vendor accepts the job.',
    ),
  threadClosed: () =>
    conflict(
      'messages.thread_closed',
      'This conversation is read-only: it closed 30 days after the job was completed, or the job was canceled.',
    ),
};
