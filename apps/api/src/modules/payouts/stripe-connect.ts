import type Stripe from 'stripe';
import type { PayoutRequirement } from '@homekeep/contracts/payouts';
import type { Config } from '../../config';
import { stripeClient } from '../payments/stripe-gateway';

/** A connected account as the processor describes it, read into what the vendor is shown. */
export interface ProcessorAccountState {
  accountId: string;
  status: 'pending' | 'enabled' | 'restricted';
  payoutsEnabled: boolean;
  bankLast4: string | null;
  missing: PayoutRequirement[];
}

/**
 * Paying vendors at the processor: Stripe Connect Express accounts, their hosted onboarding,
 * transfers and transfer reversals. Without one (`null`, test mode) the built-in onboarding page
 * enables accounts and payouts are recorded as paid.
 */
export interface PayoutGateway {
  createAccount(vendor: { vendorId: string; email: string }): Promise<string>;
  onboardingUrl(
    accountId: string,
    urls: { returnUrl: string; refreshUrl: string },
  ): Promise<string>;
  /** One transfer per `earningId`, however often asked. */
  transfer(payout: {
    earningId: string;
    accountId: string;
    amountCents: number;
    currency: string;
    orderId: string;
  }): Promise<string>;
  /** Takes back `amountCents` of a transfer, once per `key`. */
  reverseTransfer(reversal: {
    transferId: string;
    amountCents: number;
    key: string;
  }): Promise<string>;
}

/** The part of the requirements a vendor can act on, in the order onboarding asks for them. */
function missingOf(account: Stripe.Account): PayoutRequirement[] {
  const due = [
    ...(account.requirements?.currently_due ?? []),
    ...(account.requirements?.past_due ?? []),
  ];
  const missing = new Set<PayoutRequirement>();
  for (const field of due) {
    if (field.startsWith('external_account')) missing.add('bank_account');
    else if (/verification|id_number|dob|ssn/.test(field)) missing.add('identity');
    else missing.add('business_details');
  }
  return ['business_details', 'bank_account', 'identity'].filter((item) =>
    missing.has(item as PayoutRequirement),
  ) as PayoutRequirement[];
}

/** What an `account.updated` event (or a retrieved account) says about the vendor's account. */
export function accountStateOf(account: Stripe.Account): ProcessorAccountState {
  const missing = missingOf(account);
  const bank = account.external_accounts?.data?.[0];
  const enabled = account.payouts_enabled === true && account.charges_enabled !== false;
  const disabledReason = account.requirements?.disabled_reason;
  return {
    accountId: account.id,
    status: enabled
      ? 'enabled'
      : account.details_submitted && (disabledReason || missing.length > 0)
        ? 'restricted'
        : 'pending',
    payoutsEnabled: account.payouts_enabled === true,
    bankLast4: bank && 'last4' in bank ? bank.last4 : null,
    missing: enabled ? [] : missing.length > 0 ? missing : ['business_details', 'bank_account'],
  };
}

export function stripePayoutGateway(config: Config['stripe']): PayoutGateway | null {
  const stripe = stripeClient(config);
  if (!stripe) return null;
  return {
    async createAccount({ vendorId, email }) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          email,
          capabilities: { transfers: { requested: true } },
          metadata: { vendorId },
        },
        { idempotencyKey: `account-${vendorId}` },
      );
      return account.id;
    },
    async onboardingUrl(accountId, { returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return link.url;
    },
    async transfer({ earningId, accountId, amountCents, currency, orderId }) {
      const transfer = await stripe.transfers.create(
        {
          amount: amountCents,
          currency,
          destination: accountId,
          transfer_group: orderId,
          metadata: { earningId, orderId },
        },
        { idempotencyKey: `transfer-${earningId}` },
      );
      return transfer.id;
    },
    async reverseTransfer({ transferId, amountCents, key }) {
      const reversal = await stripe.transfers.createReversal(
        transferId,
        { amount: amountCents, metadata: { key } },
        { idempotencyKey: `reversal-${key}` },
      );
      return reversal.id;
    },
  };
}
