import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';

export const paymentsErrors = {
  transactionNotFound: () =>
    notFound('payments.transaction_not_found', 'This payment does not exist.'),
  unknownProducts: (ids: string[]) =>
    badRequest(
      'payments.unknown_product',
      `No product has the id ${ids.join(', ')}. Choose products from the catalogue.`,
    ),
  mixedCurrencies: () =>
    badRequest(
      'payments.mixed_currencies',
      'These products are priced in different currencies; pay for them separately.',
    ),
  totalTooLarge: () =>
    badRequest(
      'payments.total_too_large',
      'The total is more than one card payment can carry; split the order.',
    ),
  processorUnavailable: () =>
    new AppError(
      502,
      'payments.processor_unavailable',
      'The card processor could not be reached. Please try again in a moment.',
    ),
  testCheckoutOff: () =>
    notFound(
      'payments.test_checkout_off',
      'The test checkout is not available here; payments go through the card processor.',
    ),
  notTestTransaction: () =>
    conflict(
      'payments.not_test_transaction',
      'This payment is handled by the card processor, not the test checkout.',
    ),
  alreadyPaid: () => conflict('payments.already_paid', 'This payment has already been made.'),
  notPayable: (status: string) =>
    conflict('payments.not_payable', `This checkout is ${status} and can no longer be paid.`),
  cardDeclined: () =>
    new AppError(
      402,
      'payments.card_declined',
      'Your card was declined. Nothing was charged; try another card.',
    ),
  notRefundable: (status: string) =>
    conflict(
      'payments.not_refundable',
      `This payment is ${status}: only a paid payment can be refunded.`,
    ),
  refundTooLarge: (leftCents: string) =>
    conflict(
      'payments.refund_too_large',
      leftCents === '0'
        ? 'This payment has been refunded in full already.'
        : `At most ${leftCents} of this payment can still be refunded.`,
    ),
  webhookNotConfigured: () =>
    badRequest(
      'payments.webhook_not_configured',
      'Payment webhooks are not set up here, so this event was refused.',
    ),
  webhookSignatureMissing: () =>
    badRequest('payments.webhook_signature_missing', 'The Stripe-Signature header is missing.'),
  webhookSignatureInvalid: () =>
    badRequest(
      'payments.webhook_signature_invalid',
      'The webhook signature does not match this payload.',
    ),
};
