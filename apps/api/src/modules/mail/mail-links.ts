import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isOptionalKind, type OptionalMailKind } from './mail-rules';

/** What every mail is made with: the brand, where links point, the sender, the signing key. */
export interface MailSettings {
  appName: string;
  /** Where people reach the product (`PUBLIC_URL`), without a trailing slash. */
  publicUrl: string;
  from: string;
  /** Where lead notices go (`OPERATIONS_EMAIL`); none: no lead notices. */
  operationsEmail: string | undefined;
  /** Signs unsubscribe links; derived from the token signing key. */
  secret: string;
}

export function linkTo(publicUrl: string, path: string, query?: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  return `${publicUrl}${path}${search ? `?${search}` : ''}`;
}

const signature = (secret: string, payload: string) =>
  createHmac('sha256', createHash('sha256').update(`unsubscribe:${secret}`).digest())
    .update(payload)
    .digest('base64url');

/** A link token that turns one kind of mail off for one user, without signing in. */
export function unsubscribeToken(secret: string, userId: string, kind: OptionalMailKind) {
  const payload = Buffer.from(`${userId}:${kind}`).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** The user and kind an unsubscribe token names, or null when it was not signed by us. */
export function readUnsubscribeToken(secret: string, token: string) {
  const [payload, signed, extra] = token.split('.');
  if (!payload || !signed || extra !== undefined) return null;
  const expected = Buffer.from(signature(secret, payload));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [userId, kind] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  if (!userId || !kind || !isOptionalKind(kind)) return null;
  return { userId, kind };
}
