import { describe, expect, it } from 'vitest';
import { MAX_VERIFIED_TOKENS, VerifiedTokens } from './verified-tokens';

const claims = { userId: 'u1', sessionId: 's1', role: 'resident' as const };
const at = (seconds: number) => new Date(seconds * 1000);

describe('VerifiedTokens', () => {
  it('knows a remembered token until the second its expiry names', () => {
    const tokens = new VerifiedTokens<typeof claims>();
    tokens.remember('secret', 'token', claims, 1_000);
    expect(tokens.claimsOf('secret', 'token', at(999.9))).toEqual(claims);
    expect(tokens.claimsOf('secret', 'token', at(1_000))).toBeNull();
    // Expired once, it is forgotten: a later check verifies it again (and finds it expired).
    expect(tokens.claimsOf('secret', 'token', at(999))).toBeUndefined();
  });

  it('knows nothing of other tokens, nor of a token verified with another secret', () => {
    const tokens = new VerifiedTokens<typeof claims>();
    tokens.remember('secret', 'token', claims, 1_000);
    expect(tokens.claimsOf('secret', 'token2', at(0))).toBeUndefined();
    expect(tokens.claimsOf('other secret', 'token', at(0))).toBeUndefined();
  });

  it('forgets the oldest token past its maximum', () => {
    const tokens = new VerifiedTokens<typeof claims>();
    for (let i = 0; i <= MAX_VERIFIED_TOKENS; i += 1)
      tokens.remember('secret', `t${i}`, claims, 10);
    expect(tokens.claimsOf('secret', 't0', at(0))).toBeUndefined();
    expect(tokens.claimsOf('secret', 't1', at(0))).toEqual(claims);
    expect(tokens.claimsOf('secret', `t${MAX_VERIFIED_TOKENS}`, at(0))).toEqual(claims);
  });
});
