import { describe, expect, it } from 'vitest';
import { cardBrandOf, cardOnReceipt } from './card-brands';

describe('cardOnReceipt', () => {
  it.each([
    ['4242 4242 4242 4242', 'Visa'],
    ['5555 5555 5555 4444', 'Mastercard'],
    ['2223 0031 2200 3222', 'Mastercard'],
    ['3782 822463 10005', 'American Express'],
    ['6011 1111 1111 1117', 'Discover'],
    ['3056 9309 0259 04', 'Card'],
  ])('names the network of %s: %s', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
  });

  it('keeps only the last four digits', () => {
    expect(cardOnReceipt('4000-0000-0000-0341')).toEqual({ brand: 'Visa', last4: '0341' });
  });
});
