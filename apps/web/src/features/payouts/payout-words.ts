import type {
  EarningStatus,
  PayoutAccountStatus,
  PayoutRequirement,
} from '@homekeep/contracts/payouts';

export const EARNING_STATUS_LABELS: Record<EarningStatus, string> = {
  pending: 'Pending',
  available: 'Available',
  paid: 'Paid',
  held: 'Held',
  reversed: 'Reversed',
};

export const EARNING_STATUS_COLORS: Record<EarningStatus, string> = {
  pending: 'gray',
  available: 'blue',
  paid: 'green',
  held: 'orange',
  reversed: 'red',
};

export const ACCOUNT_STATUS_TEXT: Record<PayoutAccountStatus, { title: string; color: string }> = {
  none: { title: 'Payouts are not set up', color: 'yellow' },
  pending: { title: 'Payout setup not finished', color: 'yellow' },
  restricted: { title: 'Payouts on hold: more details needed', color: 'red' },
  enabled: { title: 'Payouts are on', color: 'green' },
};

export const REQUIREMENT_TEXT: Record<PayoutRequirement, string> = {
  business_details: 'Your business details',
  bank_account: 'The bank account to pay you',
  identity: 'A check of your identity',
};
