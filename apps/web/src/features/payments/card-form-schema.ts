import {
  cardNumberSchema,
  cvcSchema,
  isCardExpired,
  type TestPaymentBody,
} from '@homekeep/contracts/payments';
import { z } from 'zod';

/** What the person types: the card number with spaces, the expiry as MM/YY. */
export const cardFormSchema = z
  .object({
    cardholderName: z
      .string()
      .trim()
      .min(1, 'Enter the name shown on the card')
      .max(200, 'The name must be at most 200 characters'),
    cardNumber: cardNumberSchema,
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Enter the expiry date as MM/YY'),
    cvc: cvcSchema,
  })
  .superRefine((card, context) => {
    const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
    if (month && year !== undefined && isCardExpired(month, year)) {
      context.addIssue({ code: 'custom', path: ['expiry'], message: 'This card has expired' });
    }
  });

export type CardFormValues = z.input<typeof cardFormSchema>;
export type CardFormResult = z.output<typeof cardFormSchema>;

const MESSAGES: Record<string, string> = {
  'cardNumber is required': 'Enter the card number',
  'cardNumber must be 12 to 19 digits': 'The card number must be 12 to 19 digits',
  'cardNumber is not a valid card number': 'This card number is not valid; check the digits',
  'cvc must be 3 or 4 digits': 'The security code must be 3 or 4 digits',
};

/** The contract's messages name fields by key; people read these instead. */
export const readableCardMessage = (message: string) => MESSAGES[message] ?? message;

export function toTestPaymentBody(card: CardFormResult): TestPaymentBody {
  const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
  return {
    cardholderName: card.cardholderName,
    cardNumber: card.cardNumber,
    expiryMonth: month!,
    expiryYear: 2000 + year!,
    cvc: card.cvc,
  };
}

/** "4242424242424242" → "4242 4242 4242 4242", at most 19 digits. */
export const spacedCardNumber = (text: string) =>
  text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1" → "1", "12" → "12/", "1230" → "12/30". */
export function typedExpiry(text: string, previous: string) {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) {
    // Deleting the slash must not put it straight back.
    return digits.length === 2 && text.length > previous.length ? `${digits}/` : digits;
  }
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
