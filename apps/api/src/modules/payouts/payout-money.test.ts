import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARNING_STATUSES, type EarningStatus } from '@homekeep/contracts/payouts';
import { payingPriceOf, reversedPayoutCents, splitPrice, totalsOf } from './payout-money';

const cents = fc.integer({ min: 0, max: 10_000_000 });
const percent = fc.double({ min: 0, max: 100, noNaN: true });

describe('a job’s money', () => {
  it('splits any price into a fee and a payout that add up to it, in whole cents', () => {
    fc.assert(
      fc.property(cents, percent, (price, fee) => {
        const split = splitPrice(price, fee, 'usd');
        expect(split.feeCents + split.payoutCents).toBe(price);
        expect(Number.isInteger(split.feeCents)).toBe(true);
        expect(split.feeCents).toBeGreaterThanOrEqual(0);
        expect(split.payoutCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('rounds the fee once, to the nearest cent', () => {
    expect(splitPrice(14_900, 15, 'usd')).toEqual({
      priceCents: 14_900,
      feeCents: 2_235,
      payoutCents: 12_665,
      currency: 'usd',
    });
    expect(splitPrice(999, 15, 'usd').feeCents).toBe(150);
    expect(splitPrice(0, 15, 'usd')).toMatchObject({ feeCents: 0, payoutCents: 0 });
  });

  it('pays a plan visit on the service’s list price, any other job on its price', () => {
    expect(payingPriceOf({ source: 'plan', priceCents: 0, listPriceCents: 9_900 })).toBe(9_900);
    expect(payingPriceOf({ source: 'resident', priceCents: 8_910, listPriceCents: 9_900 })).toBe(
      8_910,
    );
  });

  it('reverses a payout in the refund’s proportion, all of it on a whole refund', () => {
    expect(reversedPayoutCents(12_665, 14_900, 7_450)).toBe(6_333);
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 10_000_000 }), (payout, paid) => {
        expect(reversedPayoutCents(payout, paid, paid)).toBe(payout);
        expect(reversedPayoutCents(payout, paid, 0)).toBe(0);
      }),
    );
  });

  it('never reverses more than the payout, however refunds split', () => {
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 6 }),
        (payout, paid, refunds) => {
          let refunded = 0;
          let previous = 0;
          for (const refund of refunds) {
            refunded = Math.min(paid, refunded + refund);
            const reversed = reversedPayoutCents(payout, paid, refunded);
            expect(reversed).toBeGreaterThanOrEqual(previous);
            expect(reversed).toBeLessThanOrEqual(payout);
            previous = reversed;
          }
        },
      ),
    );
  });

  it('totals every status so that they add up to all payouts together', () => {
    const earning = fc.record({
      status: fc.constantFrom<EarningStatus>(...EARNING_STATUSES),
      price: cents,
      refundedShare: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(earning, { maxLength: 30 }), percent, (earnings, fee) => {
        const rows = earnings.map(({ status, price, refundedShare }) => {
          const { payoutCents } = splitPrice(price, fee, 'usd');
          const refunded = Math.round(price * refundedShare);
          const reversed = reversedPayoutCents(payoutCents, price, refunded);
          return { status, payoutCents, reversed };
        });
        const byStatus = EARNING_STATUSES.map((status) => {
          const of = rows.filter((row) => row.status === status);
          return {
            status,
            keptCents: of.reduce((sum, row) => sum + row.payoutCents - row.reversed, 0),
            reversedCents: of.reduce((sum, row) => sum + row.reversed, 0),
          };
        });
        const totals = totalsOf(byStatus);
        const all = Object.values(totals).reduce((sum, value) => sum + value, 0);
        expect(all).toBe(rows.reduce((sum, row) => sum + row.payoutCents, 0));
      }),
    );
  });
});
