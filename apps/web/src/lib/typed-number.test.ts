import { describe, expect, it } from 'vitest';
import { parseTypedNumber, withSeparators } from './typed-number';

describe('typed numbers', () => {
  it.each([
    ['2100', 2100],
    ['2,100', 2100],
    [' 1,234,567 ', 1234567],
    ['1,234.5', 1234.5],
    ['2.5', 2.5],
    ['.5', 0.5],
    ['-3', -3],
  ])('reads "%s" as %d', (text, value) => expect(parseTypedNumber(text)).toBe(value));

  it.each(['2,1', '21,00', ',100', '2,,100', 'abc', '2 100', '1e3', ''])('refuses "%s"', (text) =>
    expect(parseTypedNumber(text)).toBeNaN(),
  );

  it('writes counts with separators', () => expect(withSeparators(2100)).toBe('2,100'));
});
