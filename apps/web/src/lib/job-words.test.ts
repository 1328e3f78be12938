import { describe, expect, it } from 'vitest';
import { formatDay, preferredTime, URGENCY_LABELS } from './job-words';

describe('dates and job words as the viewer reads them', () => {
  it('formats a calendar day like every other date, without shifting it a day', () => {
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(
      new Date(2026, 11, 5),
    );
    expect(formatDay('2026-12-05')).toBe(expected);
    expect(formatDay('2026-12-05')).not.toContain('2026-12-05');
  });

  it('says back the urgency and the time of day the resident chose', () => {
    expect(URGENCY_LABELS.high).toBe('High urgency');
    expect(preferredTime('2026-12-05', 'morning')).toBe(
      `${formatDay('2026-12-05')}, in the morning`,
    );
  });
});
