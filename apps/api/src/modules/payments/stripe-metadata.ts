/** The metadata key that names our subscription on Stripe's subscription (and its invoices). */
export const SUBSCRIPTION_METADATA_KEY = 'homekeepSubscriptionId';
/** The metadata key that names the checkout (our transaction) that started Stripe's subscription. */
export const CHECKOUT_METADATA_KEY = 'homekeepCheckoutId';
