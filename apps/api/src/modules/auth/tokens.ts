import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@homekeep/contracts/auth';
import { VerifiedTokens } from './verified-tokens';

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

/** The tokens an app has verified: one per app, built by the composition root. */
export type TokenCache = VerifiedTokens<TokenClaims>;

export const createTokenCache = (): TokenCache => new VerifiedTokens<TokenClaims>();

/**
 * The claims of a valid token of ours, unexpired at `now`; null for anything else. A token
 * `verifiedTokens` holds is not verified again.
 */
export async function verifyToken(
  verifiedTokens: TokenCache,
  secret: string,
  token: string,
  now: Date,
): Promise<TokenClaims | null> {
  const known = verifiedTokens.claimsOf(secret, token, now);
  if (known !== undefined) return known;
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      currentDate: now,
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const { sub, sid, role, exp, nbf } = payload as {
      sub?: unknown;
      sid?: unknown;
      role?: unknown;
      exp?: unknown;
      nbf?: unknown;
    };
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof role !== 'string') return null;
    const claims = { userId: sub, sessionId: sid, role: role as Role };
    // Only tokens of ours (an expiry, no "not before") are remembered: the check on reuse is theirs.
    if (typeof exp === 'number' && nbf === undefined) {
      verifiedTokens.remember(secret, token, claims, exp);
    }
    return claims;
  } catch {
    return null;
  }
}
