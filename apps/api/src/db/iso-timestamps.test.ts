import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoOfDriverTimestamp } from './iso-timestamps';

describe('isoOfDriverTimestamp', () => {
  it('writes what a Date would, for each number of fraction digits', () => {
    for (const text of [
      '2026-11-25 12:46:24+00',
      '2026-11-25 12:46:24.3+00',
      '2026-11-25 12:46:24.36+00',
      '2026-11-25 12:46:24.363+00',
      '2026-11-25 12:46:24.363999+00',
      '1999-01-01 00:00:00.000001+00',
    ]) {
      expect(isoOfDriverTimestamp(text), text).toBe(new Date(text).toISOString());
    }
  });

  it('agrees with a Date on any instant a UTC session writes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
        (instant, micros) => {
          const iso = instant.toISOString();
          const text = `${iso.slice(0, 10)} ${iso.slice(11, 23)}${String(micros).padStart(3, '0')}+00`;
          expect(isoOfDriverTimestamp(text)).toBe(iso);
        },
      ),
    );
  });

  it('goes through a Date for another offset or a Date itself', () => {
    expect(isoOfDriverTimestamp('2026-11-25 13:46:24.363+01')).toBe('2026-11-25T12:46:24.363Z');
    expect(isoOfDriverTimestamp('2026-11-25 07:16:24.363-05:30')).toBe('2026-11-25T12:46:24.363Z');
    expect(isoOfDriverTimestamp(new Date('2026-11-25T12:46:24.363Z'))).toBe(
      '2026-11-25T12:46:24.363Z',
    );
  });
});
