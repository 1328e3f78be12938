import { notFound } from './app-error';

/**
 * Records of another user answer exactly like records that do not exist, so that ids cannot be
 * probed: both are 404 with the same message.
 */
export function ownedOrNotFound<T extends { userId: string }>(
  record: T | undefined | null,
  userId: string,
  code: string,
  message: string,
): T {
  if (!record || record.userId !== userId) throw notFound(code, message);
  return record;
}
