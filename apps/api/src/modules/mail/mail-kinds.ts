import type { MailKind } from './mail-rules';

/** What a mail about a job's appointment tells: a proposal, a confirmation, a reminder. */
export type AppointmentEvent =
  'proposed' | 'confirmed' | 'day_before' | 'hour_before' | 'availability';

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
  /** Operations canceled a job or gave it to another pro; `message` is what they wrote to people. */
  job_changed: {
    title: string;
    change: 'canceled' | 'reassigned' | 'assigned';
    message: string;
    /** The resident's request, for their link; a vendor's mail opens the orders. */
    requestId: string | null;
    /** Canceled because the plan it was a visit of ended, not by operations. */
    planEnded?: boolean;
  };
  payment_receipt: {
    transactionId: string;
    amountCents: number;
    currency: string;
    paidAt: string;
    lines: ReceiptLine[];
    /** The receipt's year and number in it (mails written before receipts were numbered lack it). */
    receipt?: { year: number; sequence: number };
    /** What it paid for, naming the property ("Essential plan for Lake house"). */
    description?: string;
    /** The properties it bills, each with its address on one line. */
    properties?: { name: string; address: string }[];
  };
  payment_failed: {
    transactionId: string;
    amountCents: number;
    currency: string;
    reason: string | null;
    /** What it was for, naming the property; a job's bill links to the job. */
    description?: string;
    requestId?: string | null;
    /** A declined renewal: the next try's day and the day it ends unpaid (ISO), if any. */
    retryAt?: string | null;
    endsAt?: string | null;
  };
  /** A plan that ended unpaid or was canceled at once, or that will end at its period's end. */
  plan_ended: {
    planName: string;
    propertyName: string;
    why: 'unpaid' | 'canceled' | 'ending';
    /** The day it ended, or will end (ISO). */
    endsAt: string;
  };
  /** The account's password was changed from the profile or reset from a mailed link. */
  password_changed: { how: 'changed' | 'reset'; at: string };
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
  appointment: {
    event: AppointmentEvent;
    /** The recipient's side of the job: where the mail's link leads. */
    party: 'resident' | 'vendor';
    requestId: string;
    title: string;
    /** The time in the property's zone, as "Tue 3 Dec, 9:00 to 11:00". */
    when: string;
    reason: string | null;
  };
  review_reminder: {
    role: 'resident' | 'vendor';
    requestId: string;
    orderId: string;
    title: string;
  };
  /** Messages of a job's thread the recipient has not read for a while: one mail per thread. */
  unread_messages: { requestId: string; orderId: string; title: string; toResident: boolean };
  /** A vendor's standing changed: suspended or reinstated by operations, its licence ending or ended. */
  vendor_standing:
    | { event: 'suspended'; reason: string | null }
    | { event: 'reinstated' }
    | { event: 'license_expiring' | 'license_expired'; lastDay: string };
  /** A plan visit was made: the resident is asked when they are home. */
  plan_visit: {
    requestId: string;
    title: string;
    propertyName: string;
    /** Nobody near offers the service: operations are finding a vendor. */
    findingVendor: boolean;
  };
  /** Nobody took the resident's job: operations are finding a vendor. */
  finding_vendor: { requestId: string; title: string; propertyName: string };
  /** To the operations mailbox: a job nobody offers or took needs a vendor. */
  order_attention: {
    orderId: string;
    title: string;
    serviceName: string;
    /** "Billings, MT 59101". */
    place: string;
    why: 'no_vendor' | 'not_taken';
    emergency: boolean;
    planVisit: boolean;
  };
  lead_notice: {
    /** The lead's id, which its link opens (none in mails queued before it was carried). */
    id?: string;
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
