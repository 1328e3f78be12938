import { describe, expect, it } from 'vitest';
import { prefixRange } from './lookups.repository';

const inRange = (text: string, { from, to }: { from: string; to: string }) =>
  Buffer.compare(Buffer.from(text), Buffer.from(from)) >= 0 &&
  Buffer.compare(Buffer.from(text), Buffer.from(to)) < 0;

describe('prefixRange', () => {
  it('holds in byte order exactly the texts that start with the prefix', () => {
    const range = prefixRange('94');
    expect(range).toEqual({ from: '94', to: '95' });
    for (const code of ['94', '94000', '94999', '949']) expect(inRange(code, range)).toBe(true);
    for (const code of ['93999', '95', '95000', '9', '']) expect(inRange(code, range)).toBe(false);
  });

  it('ends a prefix that ends in 9 before the next character, not at the next digit', () => {
    const range = prefixRange('909');
    expect(inRange('90999', range)).toBe(true);
    expect(inRange('91000', range)).toBe(false);
  });

  it('takes a last character beyond one UTF-16 unit whole', () => {
    const range = prefixRange('a😀');
    expect(inRange('a😀b', range)).toBe(true);
    expect(inRange('a😁', range)).toBe(false);
  });
});
