/** Every kind of mail the product sends. */
export const MAIL_KINDS = [
  'verify_email',
  'password_reset',
  'job_status',
  'job_changed',
  'payment_receipt',
  'payment_failed',
  'plan_ended',
  'password_changed',
  'new_offer',
  'lead_notice',
  'appointment',
  'review_reminder',
  'unread_messages',
  'payout_statement',
  'payment_refunded',
  'earning_reversed',
  'vendor_standing',
  'plan_visit',
  'finding_vendor',
  'order_attention',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * The kinds a person may turn off (and whose mails carry an unsubscribe link). Mails about
 * security and money always go out.
 */
export const OPTIONAL_MAIL_KINDS = [
  'job_status',
  'new_offer',
  'unread_messages',
  'review_reminder',
] as const;
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];

export const isOptionalKind = (kind: string): kind is OptionalMailKind =>
  (OPTIONAL_MAIL_KINDS as readonly string[]).includes(kind);

/** Attempts before a mail is given up as `failed` (the last one about 4 hours after the first). */
export const MAX_MAIL_ATTEMPTS = 8;
const FIRST_RETRY_SECONDS = 60;
const LONGEST_RETRY_SECONDS = 2 * 3600;

/**
 * How long to wait after the `attempts`-th failed attempt: 1, 2, 4, 8 … minutes, at most two
 * hours; null once the mail has had all its attempts.
 */
export function retryDelaySeconds(attempts: number): number | null {
  if (attempts >= MAX_MAIL_ATTEMPTS) return null;
  const doubled = FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1);
  return Math.min(doubled, LONGEST_RETRY_SECONDS);
}

/** How long a claimed mail is held by the process sending it before another may try again. */
export const SENDING_LEASE_SECONDS = 5 * 60;

/** Password reset and verification links are valid for one hour. */
export const ACCOUNT_LINK_SECONDS = 3600;
