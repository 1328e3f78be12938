import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@homekeep/contracts/auth';

const ISSUER = 'homekeep-api';
const AUDIENCE = 'homekeep-web';

export interface TokenClaims {
  userId: string;
  role: Role;
  sessionId: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function issueToken(
  secret: string,
  claims: TokenClaims,
  { issuedAt, expiresAt }: { issuedAt: Date; expiresAt: Date },
) {
  return new SignJWT({ role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(seconds(issuedAt))
    .setExpirationTime(seconds(expiresAt))
    .sign(key(secret));
}

/** The claims of a valid token of ours, unexpired at `now`; null for anything else. */
export async function verifyToken(
  secret: string,
  token: string,
  now: Date,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      currentDate: now,
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const { sub, sid, role } = payload as { sub?: unknown; sid?: unknown; role?: unknown };
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof role !== 'string') return null;
    return { userId: sub, sessionId: sid, role: role as Role };
  } catch {
    return null;
  }
}
