import { createHmac, timingSafeEqual } from 'node:crypto';
import { fileUrl } from '@homekeep/contracts/files';
import type { Clock } from '../../lib/clock';

/**
 * The addresses of stored files: signed and expiring, so that an address copied out of a page,
 * a log or a browser's history stops working, and only answers that may show a file carry one.
 */
export interface FileLinks {
  /** The address of a file's bytes, valid for the configured time from now. */
  urlOf(fileId: string): string;
  /** True when `signature` was made here for this file and `expires` has not passed. */
  isValid(fileId: string, expires: number, signature: string): boolean;
  /** Seconds until `expires`, for the answer's cache lifetime. */
  secondsLeft(expires: number): number;
}

/**
 * Expiry times are rounded up to this step, so that a page read twice within it gets the same
 * address and the browser's cache keeps serving it.
 */
const EXPIRY_STEP_SECONDS = 300;

export function signedFileLinks(secret: string, clock: Clock, ttlSeconds: number): FileLinks {
  // A key of its own: a file signature can never be mistaken for any other signed value.
  const key = createHmac('sha256', secret).update('homekeep file links').digest();
  const sign = (fileId: string, expires: number) =>
    createHmac('sha256', key).update(`${fileId}:${expires}`).digest('base64url');
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    urlOf(fileId) {
      const expires =
        Math.ceil((nowSeconds() + ttlSeconds) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      return `${fileUrl(fileId)}?expires=${expires}&signature=${sign(fileId, expires)}`;
    },
    isValid(fileId, expires, signature) {
      if (expires <= nowSeconds()) return false;
      const expected = Buffer.from(sign(fileId, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    secondsLeft: (expires) => Math.max(0, expires - nowSeconds()),
  };
}
