import { z } from 'zod';
import { billingIntervalSchema } from './catalog';
import { propertySchema } from './properties';
import {
  itemEnvelope,
  lineText,
  listEnvelope,
  nameText,
  pageQuerySchema,
  uuidSchema,
  wholeNumber,
} from './common';

export const TRANSACTION_STATUSES = ['pending', 'paid', 'expired', 'failed'] as const;
export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export const CHECKOUT_ITEMS_MAX = 20;
export const CHECKOUT_QUANTITY_MAX = 20;

export const checkoutItemSchema = z.object({
  productId: z.uuid({ message: 'productId must be a valid identifier' }),
  quantity: wholeNumber('quantity', 1, CHECKOUT_QUANTITY_MAX),
});

export const createCheckoutSessionBodySchema = z.object({
  data: z.object({
    items: z
      .array(checkoutItemSchema, { message: 'items must be a list' })
      .min(1, 'items must hold at least one product')
      .max(CHECKOUT_ITEMS_MAX, `items must hold at most ${CHECKOUT_ITEMS_MAX} products`)
      .refine(
        (items) => new Set(items.map((item) => item.productId)).size === items.length,
        'items must name each product once; raise its quantity instead',
      ),
    subscriptionIds: z
      .array(z.uuid({ message: 'subscriptionIds must hold valid identifiers' }))
      .max(100, 'subscriptionIds must hold at most 100 subscriptions')
      .optional(),
    maintenanceRequestId: z
      .uuid({ message: 'maintenanceRequestId must be a valid identifier' })
      .optional(),
  }),
});
export type CreateCheckoutSessionBody = z.infer<typeof createCheckoutSessionBodySchema>;

export const checkoutSessionSchema = z.object({
  id: uuidSchema,
  /** Where the person pays: the processor's hosted page, or the built-in test checkout. */
  url: z.string(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;
export const checkoutSessionEnvelopeSchema = itemEnvelope(checkoutSessionSchema);

export const transactionItemSchema = z.object({
  productId: uuidSchema,
  name: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
});

/** A property a payment bills, with the address its receipt carries. */
export const billedPropertySchema = propertySchema.pick({
  id: true,
  name: true,
  addressLine1: true,
  addressLine2: true,
  city: true,
  state: true,
  zipCode: true,
});
export type BilledProperty = z.infer<typeof billedPropertySchema>;

export const transactionSchema = z.object({
  id: uuidSchema,
  status: transactionStatusSchema,
  amountCents: z.number().int(),
  currency: z.string(),
  provider: paymentProviderSchema,
  items: z.array(transactionItemSchema),
  maintenanceRequestId: uuidSchema.nullable(),
  /** The properties it bills: a plan's property, or the property of the job it pays for. */
  properties: z.array(billedPropertySchema),
  /** The job (maintenance request) a bill pays for; null for a plan. */
  job: z.object({ id: uuidSchema, title: z.string() }).nullable(),
  /** What it paid for in words, naming the property, e.g. "Essential plan for Lake house". */
  description: z.string(),
  /** A plan's payment: how often the plan renews, charged to the card, until canceled. */
  renewsEvery: billingIntervalSchema.nullable(),
  /** A paid payment's receipt number, numbered per year (`HOMEKEEP-2026-000123`); null unpaid. */
  receiptNumber: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The card that paid, as a receipt shows it; null when none is known. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionEnvelopeSchema = itemEnvelope(transactionSchema);
export const transactionListSchema = listEnvelope(transactionSchema);
export const transactionsQuerySchema = pageQuerySchema;

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month. */
export function isCardExpired(month: number, year: number, now = new Date()): boolean {
  const fullYear = year < 100 ? 2000 + year : year;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return fullYear * 12 + (month - 1) < thisMonth;
}

export const cardDigits = (text: string) => text.replace(/[\s-]/g, '');

export const cardNumberSchema = lineText('cardNumber', 40)
  .transform(cardDigits)
  .pipe(
    z
      .string()
      .min(1, 'cardNumber is required')
      .regex(/^\d{12,19}$/, 'cardNumber must be 12 to 19 digits')
      .refine(passesLuhn, 'cardNumber is not a valid card number'),
  );

export const cvcSchema = lineText('cvc', 10, { trim: true }).regex(
  /^\d{3,4}$/,
  'cvc must be 3 or 4 digits',
);

export const testPaymentBodySchema = z
  .object({
    cardNumber: cardNumberSchema,
    expiryMonth: wholeNumber('expiryMonth')
      .min(1, 'expiryMonth must be between 1 and 12')
      .max(12, 'expiryMonth must be between 1 and 12'),
    expiryYear: wholeNumber('expiryYear')
      .min(0, 'expiryYear must be a year such as 2030')
      .max(2100, 'expiryYear must be a year such as 2030')
      .refine((year) => year < 100 || year >= 2000, 'expiryYear must be a year such as 2030'),
    cvc: cvcSchema,
    cardholderName: nameText('cardholderName'),
  })
  .refine((card) => !isCardExpired(card.expiryMonth, card.expiryYear), {
    message: 'This card has expired.',
  });
export type TestPaymentBody = z.input<typeof testPaymentBodySchema>;

/** Test card numbers with a scripted outcome; any other valid number is accepted. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** A line of a property's address as a receipt prints it: "12 Oak St, Apt 2, Madison, WI 53703". */
export const addressText = (property: Omit<BilledProperty, 'id' | 'name'>) =>
  [
    property.addressLine1,
    property.addressLine2,
    `${property.city}, ${property.state} ${property.zipCode}`,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * What a payment paid for in words, naming the property (or properties): "Essential plan for
 * Lake house", "Gutter cleaning for Home".
 */
export function billDescription(
  items: readonly { name: string; quantity: number }[],
  properties: readonly { name: string }[],
  job: { title: string } | null,
) {
  const what =
    job?.title ??
    (items
      .map((item) => (item.quantity > 1 ? `${item.name} × ${item.quantity}` : item.name))
      .join(', ') ||
      'Payment');
  const where = properties.map((property) => property.name).join(', ');
  return where ? `${what} for ${where}` : what;
}

export const webhookReceiptSchema = z.object({ received: z.literal(true) });
