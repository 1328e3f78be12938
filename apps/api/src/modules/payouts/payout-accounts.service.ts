import {
  TEST_BANK_ACCOUNTS,
  type PayoutAccount,
  type TestOnboardingBody,
} from '@homekeep/contracts/payouts';
import type { Database, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { StripeAccount } from '../payments/stripe-gateway';
import { payoutsErrors } from './payouts.errors';
import * as repository from './payouts.repository';
import { accountStateOf, type PayoutGateway } from './stripe-connect';

export interface PayoutAccountsDeps {
  db: Database;
  clock: Clock;
  /** The processor's Connect accounts; null: the built-in test onboarding (`PAYMENTS_MODE=test`). */
  gateway: PayoutGateway | null;
  log: Logger;
}

/** Where the vendor's screens live: the processor's onboarding comes back here. */
export const PAYOUTS_PATH = '/earnings';
export const TEST_ONBOARDING_PATH = '/payouts/test-onboarding';

const toPayoutAccount = (row: repository.PayoutAccountRow | undefined): PayoutAccount =>
  row
    ? {
        status: row.status,
        payoutsEnabled: row.payoutsEnabled,
        ...(row.bankLast4 ? { bankLast4: row.bankLast4 } : {}),
        missing: row.missing,
      }
    : {
        status: 'none',
        payoutsEnabled: false,
        missing: ['business_details', 'bank_account', 'identity'],
      };

export async function getPayoutAccount(db: Executor, vendorId: string) {
  return { data: toPayoutAccount(await repository.findAccount(db, vendorId)) };
}

/**
 * The page where the vendor sets up (or finishes) their payout account: a Connect Express
 * account made once per vendor and a fresh hosted onboarding link, or the test onboarding page.
 */
export async function startOnboarding(deps: PayoutAccountsDeps, vendorId: string, origin: string) {
  const { db, gateway } = deps;
  if (!gateway) {
    await repository.insertAccount(db, {
      vendorId,
      provider: 'test',
      processorAccountId: `test_acct_${vendorId}`,
    });
    return { data: { url: TEST_ONBOARDING_PATH } };
  }
  try {
    let account = await repository.findAccount(db, vendorId);
    if (!account) {
      const email = (await repository.findVendorEmail(db, vendorId)) ?? '';
      const accountId = await gateway.createAccount({ vendorId, email });
      account = await repository.insertAccount(db, {
        vendorId,
        provider: 'stripe',
        processorAccountId: accountId,
      });
    }
    const url = await gateway.onboardingUrl(account.processorAccountId, {
      returnUrl: `${origin}${PAYOUTS_PATH}?onboarding=done`,
      refreshUrl: `${origin}${PAYOUTS_PATH}?onboarding=expired`,
    });
    return { data: { url } };
  } catch (error) {
    deps.log.warn({ err: error }, 'payout onboarding at the processor failed');
    throw payoutsErrors.processorUnavailable();
  }
}

/**
 * The built-in onboarding's form, as the processor would judge it: the restricted test bank
 * number leaves the account restricted (identity to verify), any other enables it.
 */
export async function completeTestOnboarding(
  deps: PayoutAccountsDeps,
  vendorId: string,
  body: TestOnboardingBody,
) {
  if (deps.gateway) throw payoutsErrors.testOnboardingOff();
  const account = await repository.findAccount(deps.db, vendorId);
  if (!account) throw payoutsErrors.onboardingNotStarted();
  const restricted = body.accountNumber === TEST_BANK_ACCOUNTS.restricted;
  await repository.applyAccountState(
    deps.db,
    account.processorAccountId,
    {
      status: restricted ? 'restricted' : 'enabled',
      payoutsEnabled: !restricted,
      bankLast4: body.accountNumber.slice(-4),
      missing: restricted ? ['identity'] : [],
    },
    deps.clock.now(),
  );
  return getPayoutAccount(deps.db, vendorId);
}

/** `account.updated`: the account's status as the processor now reports it (latest word wins). */
export async function applyProcessorAccount(tx: Executor, account: StripeAccount, at: Date) {
  const { accountId, ...state } = accountStateOf(account);
  await repository.applyAccountState(tx, accountId, state, at);
}
