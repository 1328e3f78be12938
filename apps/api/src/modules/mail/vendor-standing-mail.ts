import type { MailData } from './mail-kinds';

type Standing = MailData['vendor_standing'];

/** What this template reads of the mail's context (mail-templates' `TemplateContext`). */
interface StandingContext {
  link: (path: string) => string;
  firstName: string | null;
}

const dayText = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

const HELD =
  'You are not offered new jobs and cannot accept any. Jobs you already accepted stay yours: finish them as agreed.';

/** A vendor's standing, said plainly: what happened and what to do about it. */
export function vendorStandingMail(standing: Standing, ctx: StandingContext) {
  const hello = ctx.firstName ? `Hello ${ctx.firstName},` : 'Hello,';
  const note = 'We always send mails about your account, whatever your mail settings.';
  switch (standing.event) {
    case 'suspended':
      return {
        subject: 'Your account is suspended',
        preview: 'You are not offered jobs until it is reinstated.',
        heading: 'Your account is suspended',
        paragraphs: [
          hello,
          `Our operations team suspended your company's account${standing.reason ? ` for this reason: ${standing.reason}` : ''}.`,
          HELD,
          'To be reinstated, or if you think this is a mistake, contact our support team.',
        ],
        action: { label: 'Contact support', url: ctx.link('/contact-us') },
        note,
      };
    case 'reinstated':
      return {
        subject: 'Your account is reinstated',
        preview: 'You are offered matching jobs again.',
        heading: 'Welcome back',
        paragraphs: [
          hello,
          'Our operations team reinstated your account: you are offered matching jobs again and can accept them.',
        ],
        action: { label: 'See open jobs', url: ctx.link('/orders') },
        note,
      };
    case 'license_expiring':
      return {
        subject: `Your licence expires on ${dayText(standing.lastDay)}`,
        preview: 'Renew it to keep receiving jobs.',
        heading: 'Your licence expires soon',
        paragraphs: [
          hello,
          `The licence on your company profile is valid until ${dayText(standing.lastDay)}. After that day you are not offered jobs and cannot accept any.`,
          'Renew it, then enter the new expiry date on your company profile.',
        ],
        action: { label: 'Update your company profile', url: ctx.link('/profile-setup') },
        note,
      };
    case 'license_expired':
      return {
        subject: 'Your licence has expired: you receive no jobs',
        preview: 'Enter the renewed licence on your company profile.',
        heading: 'Your licence has expired',
        paragraphs: [
          hello,
          `The licence on your company profile was valid until ${dayText(standing.lastDay)}. ${HELD}`,
          'Renew it, then enter the new expiry date on your company profile: jobs are offered to you again at once.',
        ],
        action: { label: 'Update your company profile', url: ctx.link('/profile-setup') },
        note,
      };
  }
}
