import type { MailData } from './mail-kinds';
import { hello, type MailContent, type TemplateContext } from './mail-content';

type JobKinds = 'job_changed' | 'plan_visit' | 'finding_vendor' | 'order_attention';

const FINDING_VENDOR =
  'Our team is finding a vendor for this visit; we will tell you when someone takes it.';

/**
 * The mails of jobs that change hands outside their usual steps: operations' changes, plan
 * visits, and jobs that need operations to find them a vendor.
 */
export const jobTemplates: {
  [K in JobKinds]: (data: MailData[K], ctx: TemplateContext) => MailContent;
} = {
  job_changed: ({ title, change, message, requestId, planEnded }, ctx) => {
    const subject = {
      canceled: `Job canceled: ${title}`,
      reassigned: `New pro for: ${title}`,
      assigned: `A pro took: ${title}`,
    }[change];
    return {
      subject,
      preview: message,
      heading: {
        canceled: 'A job was canceled',
        reassigned: 'A job has a new pro',
        assigned: 'A pro took your job',
      }[change],
      paragraphs: [
        hello(ctx),
        planEnded ? `"${title}" was canceled.` : `Our operations team changed "${title}".`,
        message,
      ],
      action: requestId
        ? { label: 'See your job', url: ctx.link('/maintenance-request', { id: requestId }) }
        : { label: 'See your orders', url: ctx.link('/orders') },
    };
  },
  plan_visit: ({ requestId, title, propertyName, findingVendor }, ctx) => ({
    subject: `Your plan visit for ${propertyName}: when are you home?`,
    preview: 'Give a few windows when someone can come; the visit is included in your plan.',
    heading: 'Your plan visit is due',
    paragraphs: [
      hello(ctx),
      `"${title}" for ${propertyName} is due now and included in your plan.`,
      'Tell us when you are home: give up to five windows, and the vendor who takes the visit books a time inside one of them.',
      ...(findingVendor ? [FINDING_VENDOR] : []),
    ],
    action: {
      label: 'Give your availability',
      url: ctx.link('/maintenance-request', { id: requestId }),
    },
  }),
  finding_vendor: ({ requestId, title, propertyName }, ctx) => ({
    subject: `We are finding a vendor for "${title}"`,
    preview: FINDING_VENDOR,
    heading: 'Our team is finding a vendor',
    paragraphs: [
      hello(ctx),
      `No vendor has taken "${title}" for ${propertyName} yet, after it was offered across your state.`,
      FINDING_VENDOR,
    ],
    action: { label: 'See your job', url: ctx.link('/maintenance-request', { id: requestId }) },
  }),
  order_attention: ({ orderId, title, serviceName, place, why, emergency, planVisit }, ctx) => ({
    subject: `${emergency ? 'Emergency needs' : 'Job needs'} a vendor: ${title}`,
    preview: `${serviceName} in ${place}`,
    heading: emergency ? 'An emergency needs a vendor' : 'A job needs a vendor',
    paragraphs: [
      'Hello,',
      why === 'no_vendor'
        ? `No vendor near ${place} offers ${serviceName}, so nobody was offered this job.`
        : `Nobody took this job after it was offered to every vendor in its state.`,
      'Assign a vendor from the console, or cancel the job with a message to the resident.',
    ],
    facts: [
      ['Job', title],
      ['Service', serviceName],
      ['Where', place],
      ['Kind', planVisit ? 'Plan visit' : emergency ? 'Emergency request' : 'Request'],
    ],
    action: { label: 'Open the job', url: ctx.link('/admin/orders', { open: orderId }) },
  }),
};
