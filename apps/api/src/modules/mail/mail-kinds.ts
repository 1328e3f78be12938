import type { MailKind } from './mail-rules';

export type JobStatusStep = 'accepted' | 'en_route' | 'in_progress' | 'completed';

export interface ReceiptLine {
  name: string;
  quantity: number;
  unitPriceCents: number;
}

/** What each kind's template needs, as the outbox row keeps it (`data`). */
export interface MailData {
  verify_email: { token: string };
  password_reset: { token: string };
  job_status: {
    requestId: string;
    title: string;
    status: JobStatusStep;
    /** What the completion made due, when the job has a price. */
    bill?: { amountCents: number; currency: string };
  };
  payment_receipt: {
    transactionId: string;
    amountCents: number;
    currency: string;
    paidAt: string;
    lines: ReceiptLine[];
  };
  payment_failed: {
    transactionId: string;
    amountCents: number;
    currency: string;
    reason: string | null;
    /** A declined renewal: the next try's day and the day it ends unpaid (ISO), if any. */
    retryAt?: string | null;
    endsAt?: string | null;
  };
  payout_statement: {
    orderId: string;
    title: string;
    priceCents: number;
    feeCents: number;
    reversedCents: number;
    /** What was sent to the bank. */
    paidCents: number;
    currency: string;
    paidAt: string;
    transferId: string;
  };
  payment_refunded: {
    transactionId: string;
    title: string;
    amountCents: number;
    refundedCents: number;
    paidCents: number;
    currency: string;
    reason: string;
  };
  earning_reversed: {
    orderId: string;
    title: string;
    /** What this refund took back from the payout, and what the job pays now. */
    reversedCents: number;
    keptCents: number;
    currency: string;
    reason: string;
  };
  new_offer: { orderId: string; serviceName: string; title: string; city: string; zipCode: string };
  review_reminder: {
    role: 'resident' | 'vendor';
    requestId: string;
    orderId: string;
    title: string;
  };
  /** Messages of a job's thread the recipient has not read for a while: one mail per thread. */
  unread_messages: { requestId: string; orderId: string; title: string; toResident: boolean };
  lead_notice: {
    leadKind: 'demo' | 'potential_client';
    name: string;
    email: string;
    phone: string | null;
    company: string | null;
    message: string | null;
  };
}

/** A mail of one kind with its data; the union lets callers name any kind with its own data. */
export type MailOf<K extends MailKind = MailKind> = K extends MailKind
  ? { kind: K; data: MailData[K] }
  : never;

/** Kinds whose data holds a secret link token (masked in what operators see). */
export const SECRET_KINDS: readonly MailKind[] = ['verify_email', 'password_reset'];
