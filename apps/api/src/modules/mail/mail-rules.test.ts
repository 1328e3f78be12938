import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MAIL_ATTEMPTS, retryDelaySeconds } from './mail-rules';

describe('mail retry schedule', () => {
  it('waits a minute after the first failure, then doubles, up to two hours', () => {
    const delays = Array.from({ length: MAX_MAIL_ATTEMPTS - 1 }, (_, i) =>
      retryDelaySeconds(i + 1),
    );
    expect(delays).toEqual([60, 120, 240, 480, 960, 1920, 3840]);
  });

  it('never waits less than before, never more than two hours, and stops after the last try', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (attempts) => {
        const delay = retryDelaySeconds(attempts);
        if (attempts >= MAX_MAIL_ATTEMPTS) return delay === null;
        const before = attempts > 1 ? retryDelaySeconds(attempts - 1)! : 0;
        return delay !== null && delay >= before && delay <= 7200 && delay >= 60;
      }),
    );
  });
});
