/** Tokens remembered at most; past it the oldest is forgotten first. */
export const MAX_VERIFIED_TOKENS = 10_000;

interface Verified<Claims> {
  claims: Claims;
  /** The token's `exp`, in seconds since the epoch. */
  expiresAt: number;
}

/**
 * The tokens whose signature a secret has verified, with their claims: a client sends the same
 * token with every request, and checking its HMAC again costs more than the rest of a short
 * request. A token is the exact string that was verified; its expiry is checked on every use as
 * the verifier checks it (`exp` must be after the current second).
 */
export class VerifiedTokens<Claims> {
  private readonly bySecret = new Map<string, Map<string, Verified<Claims>>>();

  claimsOf(secret: string, token: string, now: Date): Claims | null | undefined {
    const tokens = this.bySecret.get(secret);
    const verified = tokens?.get(token);
    if (!verified) return undefined;
    if (verified.expiresAt > Math.floor(now.getTime() / 1000)) return verified.claims;
    tokens!.delete(token);
    return null;
  }

  remember(secret: string, token: string, claims: Claims, expiresAt: number) {
    let tokens = this.bySecret.get(secret);
    if (!tokens) {
      tokens = new Map();
      this.bySecret.set(secret, tokens);
    }
    if (tokens.size >= MAX_VERIFIED_TOKENS) tokens.delete(tokens.keys().next().value!);
    tokens.set(token, { claims, expiresAt });
  }
}
