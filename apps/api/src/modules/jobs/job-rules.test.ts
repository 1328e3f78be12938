import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, REQUEST_STATUSES, type OrderStatus } from '@homekeep/contracts/jobs';
import {
  isCancellable,
  matchableZip,
  nextStatus,
  offerRetryDelaySeconds,
  paymentStatusOf,
  previousStatus,
  requestStatusFor,
  type BillFacts,
} from './job-rules';

const anyStatus = fc.constantFrom(...ORDER_STATUSES);

describe('order status walk', () => {
  it('goes accepted → en_route → in_progress → completed, one step at a time', () => {
    const walk: OrderStatus[] = ['accepted'];
    for (let next = nextStatus('accepted'); next; next = nextStatus(next)) walk.push(next);
    expect(walk).toEqual(['accepted', 'en_route', 'in_progress', 'completed']);
  });

  it('has no vendor step out of pending, completed or canceled, nor into them but completed', () => {
    for (const status of ['pending', 'completed', 'canceled'] as const) {
      expect(nextStatus(status)).toBeUndefined();
    }
    for (const status of ['pending', 'accepted', 'canceled'] as const) {
      expect(previousStatus(status)).toBeUndefined();
    }
  });

  it('previous undoes next for every status', () => {
    fc.assert(
      fc.property(anyStatus, (status) => {
        const next = nextStatus(status);
        if (next) expect(previousStatus(next)).toBe(status);
        const previous = previousStatus(status);
        if (previous) expect(nextStatus(previous)).toBe(status);
      }),
    );
  });

  it('lets the resident cancel until the work starts, never after', () => {
    expect(ORDER_STATUSES.filter(isCancellable)).toEqual(['pending', 'accepted', 'en_route']);
  });

  it('keeps the request open until its order is completed or canceled', () => {
    expect(ORDER_STATUSES.map(requestStatusFor)).toEqual([
      'open',
      'open',
      'open',
      'open',
      'completed',
      'canceled',
    ]);
  });
});

describe('matchableZip', () => {
  it('matches a US ZIP+4 on its first five digits', () => {
    expect(matchableZip('90210-1234', 'US')).toBe('90210');
    expect(matchableZip('90210', 'US')).toBe('90210');
  });

  it('leaves other countries’ postal codes as they are', () => {
    expect(matchableZip('SW1A 1AA', 'GB')).toBe('SW1A 1AA');
    expect(matchableZip('90210-1234', 'CA')).toBe('90210-1234');
  });

  it('gives every ZIP+4 of a five-digit code the same key as the code itself', () => {
    const digits = (n: number) =>
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n });
    fc.assert(
      fc.property(digits(5), digits(4), (zip, plus) => {
        const five = zip.join('');
        expect(matchableZip(`${five}-${plus.join('')}`, 'US')).toBe(matchableZip(five, 'US'));
      }),
    );
  });
});

describe('paymentStatusOf', () => {
  const at = new Date('2026-11-24T10:00:00Z');
  const priced: BillFacts = {
    source: 'resident',
    status: 'open',
    priceCents: 13410,
    dueAt: null,
    paidAt: null,
  };

  it('follows a priced request from sending to paid', () => {
    expect(paymentStatusOf(priced)).toBe('on_completion');
    expect(paymentStatusOf({ ...priced, status: 'completed', dueAt: at })).toBe('due');
    expect(paymentStatusOf({ ...priced, status: 'completed', dueAt: at, paidAt: at })).toBe('paid');
  });

  it('claims nothing of a canceled request, or of one completed before requests were billed', () => {
    expect(paymentStatusOf({ ...priced, status: 'canceled' })).toBe('none');
    expect(paymentStatusOf({ ...priced, status: 'completed' })).toBe('none');
  });

  it('never bills a plan visit or a free service, whatever its status', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REQUEST_STATUSES),
        fc.constantFrom('plan' as const, 'resident' as const),
        fc.integer({ min: 0, max: 1_000_000 }),
        (status, source, priceCents) => {
          fc.pre(source === 'plan' || priceCents === 0);
          expect(paymentStatusOf({ ...priced, source, status, priceCents })).toBe('included');
        },
      ),
    );
  });

  it('says paid once paid and due once due, whatever else the request says', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REQUEST_STATUSES),
        fc.constantFrom('plan' as const, 'resident' as const),
        fc.integer({ min: 0, max: 1_000_000 }),
        (status, source, priceCents) => {
          const bill = { source, status, priceCents, dueAt: at };
          expect(paymentStatusOf({ ...bill, paidAt: at })).toBe('paid');
          expect(paymentStatusOf({ ...bill, paidAt: null })).toBe('due');
        },
      ),
    );
  });
});

describe('a failed offer delivery', () => {
  it('waits a minute, then twice as long after each failure, up to an hour, for ever', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 20].map(offerRetryDelaySeconds);
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });
});
