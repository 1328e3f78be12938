import type { MailData, MailOf } from './mail-kinds';
import type { MailKind } from './mail-rules';
import { formatPhone } from '@homekeep/contracts/phone';
import { formatMoney } from '../../lib/money';
import { receiptNumberText, receiptPrefixOf } from '../payments/receipt-number';
import { vendorStandingMail } from './vendor-standing-mail';
import { hello, type MailContent, type TemplateContext } from './mail-content';
import { jobTemplates } from './job-mail-templates';

export type { MailContent, TemplateContext } from './mail-content';

/** A day as the person reads it, e.g. "February 3, 2027" (the product keeps time in UTC). */
const formatDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

const JOB_STEPS: Record<MailData['job_status']['status'], { subject: string; line: string }> = {
  accepted: { subject: 'A pro accepted your job', line: 'A service pro accepted your job' },
  en_route: { subject: 'Your pro is on the way', line: 'Your service pro is on the way for' },
  in_progress: { subject: 'Work has started', line: 'Work has started on' },
  completed: { subject: 'Your job is done', line: 'Your service pro completed' },
};

const APPOINTMENT_SUBJECTS: Record<MailData['appointment']['event'], string> = {
  proposed: 'A time was proposed',
  confirmed: 'Appointment confirmed',
  day_before: 'Your appointment is tomorrow',
  hour_before: 'Your appointment starts within the hour',
  availability: 'New times the resident is home',
};

type Templates = {
  [K in MailKind]: (data: MailData[K], ctx: TemplateContext) => MailContent;
};

const templates: Templates = {
  ...jobTemplates,
  verify_email: ({ token }, ctx) => ({
    subject: `Confirm your email address for ${ctx.appName}`,
    preview: 'One click confirms this address is yours.',
    heading: 'Confirm your email address',
    paragraphs: [
      hello(ctx),
      `Welcome to ${ctx.appName}. Please confirm that this address is yours.`,
    ],
    action: { label: 'Confirm my email', url: ctx.link('/verify-email', { token }) },
    note: 'The link works once and for one hour. If you did not sign up, ignore this mail.',
  }),
  password_reset: ({ token }, ctx) => ({
    subject: `Reset your ${ctx.appName} password`,
    preview: 'A link to choose a new password, valid for one hour.',
    heading: 'Choose a new password',
    paragraphs: [hello(ctx), 'Someone (we hope you) asked to reset the password of this account.'],
    action: { label: 'Choose a new password', url: ctx.link('/reset-password', { token }) },
    note: 'The link works once and for one hour; using it signs out every device. If you did not ask, ignore this mail: your password stays as it is.',
  }),
  job_status: ({ requestId, title, status, bill }, ctx) => ({
    subject: `${JOB_STEPS[status].subject}: ${title}`,
    preview: `${JOB_STEPS[status].line} "${title}".`,
    heading: JOB_STEPS[status].subject,
    paragraphs: [
      hello(ctx),
      `${JOB_STEPS[status].line} "${title}".`,
      ...(bill
        ? [
            `Your bill of ${formatMoney(bill.amountCents, bill.currency)} is now due. Pay it by card from the job.`,
          ]
        : []),
    ],
    ...(bill ? { facts: [['Amount due', formatMoney(bill.amountCents, bill.currency)]] } : {}),
    action: bill
      ? { label: 'Pay the bill', url: ctx.link('/maintenance-request', { id: requestId }) }
      : { label: 'See your job', url: ctx.link('/maintenance-request', { id: requestId }) },
  }),
  payment_receipt: (
    { transactionId, amountCents, currency, paidAt, lines, receipt, description, properties },
    ctx,
  ) => ({
    subject: `Your ${ctx.appName} receipt: ${formatMoney(amountCents, currency)}${description ? ` for ${description}` : ''}`,
    preview: `We received ${formatMoney(amountCents, currency)}. Thank you.`,
    heading: 'Payment received',
    paragraphs: [
      hello(ctx),
      `Thank you: we received your payment of ${formatMoney(amountCents, currency)}${description ? ` for ${description}` : ''}.`,
    ],
    facts: [
      ...(properties ?? []).map((property): [string, string] => [property.name, property.address]),
      ...lines.map((l): [string, string] => [
        `${l.name}${l.quantity > 1 ? ` × ${l.quantity}` : ''}`,
        formatMoney(l.unitPriceCents * l.quantity, currency),
      ]),
      ['Total', formatMoney(amountCents, currency)],
      ['Paid on', formatDay(paidAt)],
      ...(receipt
        ? [
            [
              'Receipt number',
              receiptNumberText(receiptPrefixOf(ctx.appName), receipt.year, receipt.sequence),
            ] as [string, string],
          ]
        : []),
    ],
    action: {
      label: 'See your receipt',
      url: ctx.link('/payments', { receipt: transactionId }),
    },
  }),
  payment_failed: (
    { amountCents, currency, reason, retryAt, endsAt, description, requestId },
    ctx,
  ) => ({
    subject: `Your payment of ${formatMoney(amountCents, currency)} did not go through`,
    preview: 'Your card was not charged. You can pay again from your account.',
    heading: 'Payment failed',
    paragraphs: [
      hello(ctx),
      `Your payment of ${formatMoney(amountCents, currency)}${description ? ` for ${description}` : ''} did not go through${reason ? `: ${reason}` : '.'}`,
      'Nothing was charged, so there is no receipt. You can try again with the same or another card.',
      ...(retryAt ? [`We will try your card again on ${formatDay(retryAt)}.`] : []),
      ...(endsAt
        ? [`If it is still unpaid on ${formatDay(endsAt)}, your plan ends that day.`]
        : []),
    ],
    action: requestId
      ? { label: 'Pay now', url: ctx.link('/maintenance-request', { id: requestId }) }
      : { label: 'Pay now', url: ctx.link('/subscription') },
  }),
  plan_ended: ({ planName, propertyName, why, endsAt }, ctx) => {
    const plan = `${planName} plan for ${propertyName}`;
    const said = {
      unpaid: {
        subject: `Your ${plan} has ended`,
        line: `Your ${plan} ended on ${formatDay(endsAt)}: its payment did not go through in the week after it was due. Nothing more will be charged, and its visits stop.`,
      },
      canceled: {
        subject: `You canceled your ${plan}`,
        line: `Your ${plan} was canceled on ${formatDay(endsAt)}. Nothing more will be charged, and its visits stop.`,
      },
      ending: {
        subject: `Your ${plan} ends on ${formatDay(endsAt)}`,
        line: `As you asked, your ${plan} ends on ${formatDay(endsAt)}. It covers the property until then; nothing more will be charged.`,
      },
    }[why];
    return {
      subject: said.subject,
      preview: said.line,
      heading: said.subject,
      paragraphs: [
        hello(ctx),
        said.line,
        why === 'ending'
          ? 'Changed your mind? Keep the plan from your subscription before that day.'
          : 'You can choose a plan again at any time from your subscription.',
      ],
      action: { label: 'See your subscription', url: ctx.link('/subscription') },
      note: 'We send this mail about your money whatever your mail settings.',
    };
  },
  password_changed: ({ how, at }, ctx) => ({
    subject: `Your ${ctx.appName} password was changed`,
    preview: 'If this was not you, reset your password now.',
    heading: 'Your password was changed',
    paragraphs: [
      hello(ctx),
      `The password of your ${ctx.appName} account was ${how === 'reset' ? 'reset from a mailed link' : 'changed from your profile'} on ${formatDay(at)}, and every other device was signed out.`,
      'If this was you, there is nothing to do. If it was not, reset your password at once and tell us.',
    ],
    action: { label: 'Reset my password', url: ctx.link('/forgot-password') },
    note: 'We always send security mails, whatever your mail settings.',
  }),
  payout_statement: (payout, ctx) => ({
    subject: `Payout sent: ${formatMoney(payout.paidCents, payout.currency)} for ${payout.title}`,
    preview: `${formatMoney(payout.paidCents, payout.currency)} is on its way to your bank.`,
    heading: 'Payout statement',
    paragraphs: [
      hello(ctx),
      `We sent ${formatMoney(payout.paidCents, payout.currency)} for "${payout.title}" to your bank account.`,
    ],
    facts: [
      ['Job price', formatMoney(payout.priceCents, payout.currency)],
      ['Platform fee', `-${formatMoney(payout.feeCents, payout.currency)}`],
      ...(payout.reversedCents > 0
        ? [
            ['Refunded', `-${formatMoney(payout.reversedCents, payout.currency)}`] as [
              string,
              string,
            ],
          ]
        : []),
      ['Paid to you', formatMoney(payout.paidCents, payout.currency)],
      ['Paid on', payout.paidAt.slice(0, 10)],
      ['Transfer', payout.transferId],
    ],
    action: { label: 'See your earnings', url: ctx.link('/earnings') },
  }),
  payment_refunded: (refund, ctx) => ({
    subject: `Refund of ${formatMoney(refund.amountCents, refund.currency)}: ${refund.title}`,
    preview: `We refunded ${formatMoney(refund.amountCents, refund.currency)} to your card.`,
    heading: 'Refund on its way',
    paragraphs: [
      hello(ctx),
      `We refunded ${formatMoney(refund.amountCents, refund.currency)} of your payment for "${refund.title}": ${refund.reason}`,
      'Refunds reach your card within 5 to 10 business days.',
    ],
    facts: [
      ['Refunded now', formatMoney(refund.amountCents, refund.currency)],
      ['Refunded in all', formatMoney(refund.refundedCents, refund.currency)],
      ['You paid', formatMoney(refund.paidCents, refund.currency)],
    ],
    action: { label: 'See your payments', url: ctx.link('/subscription') },
  }),
  earning_reversed: (reversal, ctx) => ({
    subject: `A refund changed what "${reversal.title}" pays you`,
    preview: `${formatMoney(reversal.reversedCents, reversal.currency)} of your payout was reversed.`,
    heading: 'Payout reversed in part',
    paragraphs: [
      hello(ctx),
      `The resident was refunded for "${reversal.title}" (${reversal.reason}), so ${formatMoney(reversal.reversedCents, reversal.currency)} of your payout was reversed.`,
    ],
    facts: [
      ['Reversed', `-${formatMoney(reversal.reversedCents, reversal.currency)}`],
      ['The job now pays you', formatMoney(reversal.keptCents, reversal.currency)],
    ],
    action: { label: 'See your earnings', url: ctx.link('/earnings') },
  }),
  new_offer: ({ serviceName, title, city, zipCode }, ctx) => ({
    subject: `New job near you: ${serviceName}`,
    preview: `${title} in ${city} ${zipCode}`,
    heading: 'A new job matches your services',
    paragraphs: [
      hello(ctx),
      `"${title}" (${serviceName}) in ${city} ${zipCode} is waiting for a pro.`,
    ],
    action: { label: 'See the job', url: ctx.link('/orders') },
    note: 'The first pro to accept gets the job.',
  }),
  appointment: ({ event, party, requestId, title, when, reason }, ctx) => ({
    subject: `${APPOINTMENT_SUBJECTS[event]}: ${title}`,
    preview: `${title}: ${when}`,
    heading: APPOINTMENT_SUBJECTS[event],
    paragraphs: [
      hello(ctx),
      event === 'proposed'
        ? `A new time is proposed for "${title}". Confirm it, or propose another time that suits you.`
        : event === 'confirmed'
          ? `The time of "${title}" is confirmed.`
          : event === 'availability'
            ? `The resident of "${title}" changed when they are home. A time you book inside one of these windows is confirmed at once.`
            : `A reminder of your appointment for "${title}".`,
    ],
    facts: [
      [event === 'availability' ? 'Home' : 'When', when],
      ...(reason ? [['Reason', reason] as [string, string]] : []),
    ],
    action: {
      label:
        event === 'proposed'
          ? 'Answer the proposal'
          : event === 'availability'
            ? 'Book a time'
            : 'See the job',
      url:
        party === 'resident'
          ? ctx.link('/maintenance-request', { id: requestId })
          : ctx.link('/orders'),
    },
  }),
  review_reminder: ({ role, requestId, orderId, title }, ctx) => ({
    subject: role === 'resident' ? `How did "${title}" go?` : `Rate your customer for "${title}"`,
    preview: 'A short review helps everyone choose well.',
    heading: role === 'resident' ? 'Review your service pro' : 'Review your customer',
    paragraphs: [
      hello(ctx),
      `"${title}" was completed two days ago. Leave a rating and a few words: both sides' reviews are shown together once both are in, or 14 days after completion.`,
    ],
    action:
      role === 'resident'
        ? { label: 'Review the job', url: ctx.link('/maintenance-request', { id: requestId }) }
        : {
            label: 'Review the job',
            url: ctx.link('/orders', { tab: 'completed', order: orderId }),
          },
  }),
  unread_messages: ({ requestId, orderId, title, toResident }, ctx) => ({
    subject: `New message about "${title}"`,
    preview: toResident ? 'Your service pro wrote to you.' : 'The resident wrote to you.',
    heading: 'You have a message waiting',
    paragraphs: [
      hello(ctx),
      `${toResident ? 'Your service pro' : 'The resident'} wrote to you about "${title}" and the message is still unread.`,
    ],
    action: toResident
      ? {
          label: 'Read and reply',
          url: ctx.link('/maintenance-request', { id: requestId, messages: '1' }),
        }
      : {
          label: 'Read and reply',
          url: ctx.link('/orders', { tab: 'mine', order: orderId, messages: '1' }),
        },
    note: 'We send one mail per conversation until you read it, not one per message.',
  }),
  lead_notice: (lead, ctx) => ({
    subject:
      lead.leadKind === 'demo'
        ? `New demo request from ${lead.name}`
        : `New potential client: ${lead.name}`,
    preview: `${lead.name} <${lead.email}>`,
    heading:
      lead.leadKind === 'demo' ? 'A free demo was requested' : 'A potential client left details',
    paragraphs: ['Hello,', `Someone left their details on ${ctx.appName}.`],
    facts: [
      ['Name', lead.name],
      ['Email', lead.email],
      ...(lead.phone ? [['Phone', formatPhone(lead.phone)] as [string, string]] : []),
      ...(lead.company ? [['Company', lead.company] as [string, string]] : []),
      ...(lead.message ? [['Message', lead.message] as [string, string]] : []),
    ],
    action: lead.id
      ? { label: 'Open the lead', url: ctx.link('/admin/leads', { open: lead.id }) }
      : { label: 'Open the leads', url: ctx.link('/admin/leads') },
  }),
  vendor_standing: vendorStandingMail,
};

/** The words of one mail. */
export function contentOf(mail: MailOf, ctx: TemplateContext): MailContent {
  const template = templates[mail.kind] as (data: unknown, ctx: TemplateContext) => MailContent;
  return template(mail.data, ctx);
}
