import { cardDigits } from '@homekeep/contracts/payments';

/** The card network a number belongs to, by its leading digits (IIN ranges). */
export function cardBrandOf(cardNumber: string) {
  const digits = cardDigits(cardNumber);
  const first2 = Number(digits.slice(0, 2));
  const first4 = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'Visa';
  if ((first2 >= 51 && first2 <= 55) || (first4 >= 2221 && first4 <= 2720)) return 'Mastercard';
  if (first2 === 34 || first2 === 37) return 'American Express';
  if (digits.startsWith('6011') || first2 === 65) return 'Discover';
  return 'Card';
}

/** What a receipt keeps of a card: its network and last four digits, never the number. */
export const cardOnReceipt = (cardNumber: string) => ({
  brand: cardBrandOf(cardNumber),
  last4: cardDigits(cardNumber).slice(-4),
});
