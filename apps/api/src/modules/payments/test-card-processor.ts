import { randomUUID } from 'node:crypto';
import { TEST_CARDS } from '@homekeep/contracts/payments';

/** Pays at the checkout, and every renewal after it is declined (Stripe's `...0341`). */
export const RENEWAL_DECLINED_CARD = '4000000000000341';

const DECLINES_LATER = 'tok_test_declines_';
const RENEWS = 'tok_test_';

/** What is kept of a test card: enough to show it and to charge it again, never its number. */
export interface KeptTestCard {
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  token: string;
}

const brandOf = (digits: string) =>
  digits.startsWith('4')
    ? 'visa'
    : /^5[1-5]/.test(digits)
      ? 'mastercard'
      : /^3[47]/.test(digits)
        ? 'amex'
        : 'card';

/**
 * The built-in test processor's one charge rule, for the checkout (a card number) and for
 * renewals (a kept card's token): the declined test number never pays; a card kept from
 * `RENEWAL_DECLINED_CARD` is declined on every later charge; anything else pays.
 */
export function testCharge(card: { digits: string } | { token: string }): 'paid' | 'declined' {
  if ('digits' in card) return card.digits === TEST_CARDS.declined ? 'declined' : 'paid';
  return card.token.startsWith(DECLINES_LATER) || !card.token.startsWith(RENEWS)
    ? 'declined'
    : 'paid';
}

/** The token and the visible details of a card that has just paid at the test checkout. */
export function keepTestCard(
  digits: string,
  expiryMonth: number,
  expiryYear: number,
): KeptTestCard {
  const prefix = digits === RENEWAL_DECLINED_CARD ? DECLINES_LATER : RENEWS;
  return {
    brand: brandOf(digits),
    last4: digits.slice(-4),
    expiryMonth,
    expiryYear,
    token: `${prefix}${randomUUID()}`,
  };
}
