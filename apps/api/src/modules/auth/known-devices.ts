import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A browser an account signed in on: an HttpOnly cookie holding the account's id, signed with the
 * token key. An account under a guessing attack still lets its owner in from such a browser.
 */
const signatureOf = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`known-device:${userId}`).digest('base64url');

/** The value of an account's known-device cookie. */
export const knownDeviceMark = (secret: string, userId: string) =>
  `${userId}.${signatureOf(secret, userId)}`;

/** The account id a known-device cookie's value vouches for, checked; undefined otherwise. */
export function knownDeviceOf(mark: string | undefined, secret: string): string | undefined {
  const [userId, signature] = (mark ?? '').split('.');
  if (!userId || !signature) return undefined;
  const expected = Buffer.from(signatureOf(secret, userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}
