import { SignJWT, jwtVerify } from 'jose';
import type { SignUpRole } from '@homekeep/contracts/auth';

/**
 * Short-lived, signed notes the API hands the browser between the steps of a third-party
 * sign-in, so that no step needs a table: the attempt (state, nonce and PKCE verifier, in an
 * HttpOnly cookie) and the link ticket (who may be linked once the password is proved).
 */
const TICKET_MINUTES = 10;
const ISSUER = 'homekeep-api';

export interface SignInAttempt {
  state: string;
  nonce: string;
  verifier: string;
  role: SignUpRole;
  redirectUri: string;
}

export interface LinkTicket {
  provider: string;
  subject: string;
  userId: string;
  email: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

async function seal(audience: string, claims: object, secret: string, now: Date) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TICKET_MINUTES * 60)
    .sign(key(secret));
}

async function open<T>(audience: string, token: string, secret: string, now: Date) {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience,
      algorithms: ['HS256'],
      currentDate: now,
    });
    return payload as unknown as T;
  } catch {
    return null;
  }
}

export const sealAttempt = (attempt: SignInAttempt, secret: string, now: Date) =>
  seal('homekeep-sign-in-attempt', attempt, secret, now);
export const openAttempt = (token: string, secret: string, now: Date) =>
  open<SignInAttempt>('homekeep-sign-in-attempt', token, secret, now);
export const sealLinkTicket = (ticket: LinkTicket, secret: string, now: Date) =>
  seal('homekeep-provider-link', ticket, secret, now);
export const openLinkTicket = (token: string, secret: string, now: Date) =>
  open<LinkTicket>('homekeep-provider-link', token, secret, now);
