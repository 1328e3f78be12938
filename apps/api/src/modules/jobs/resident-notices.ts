import type { NotificationType } from '@homekeep/contracts/notifications';
import type { Executor } from '../../db/database';
import { notify } from '../notifications/notifications.service';
import { formatMoney } from '../../lib/money';
import { findNoticeFacts } from './jobs.repository';

/** The steps of a job its resident hears of. */
export type ResidentStep = 'accepted' | 'en_route' | 'in_progress' | 'completed';

interface Facts {
  title: string;
  company: string;
  /** The bill the step made due, as "$134.10"; null when nothing is to pay. */
  bill: string | null;
}

const STEP_NOTICES: Record<
  ResidentStep,
  { type: NotificationType; title: string; body: (facts: Facts) => string }
> = {
  accepted: {
    type: 'job.accepted',
    title: 'Your job was accepted',
    body: ({ title, company }) => `${company} accepted "${title}".`,
  },
  en_route: {
    type: 'job.en_route',
    title: 'Your vendor is on the way',
    body: ({ title, company }) => `${company} is on the way for "${title}".`,
  },
  in_progress: {
    type: 'job.in_progress',
    title: 'Work has started',
    body: ({ title, company }) => `${company} started work on "${title}".`,
  },
  completed: {
    type: 'job.completed',
    title: 'Your job is done',
    body: ({ title, company, bill }) =>
      `${company} completed "${title}".${bill ? ` ${bill} is now due: pay it from the job.` : ''}`,
  },
};

export const isResidentStep = (status: string): status is ResidentStep => status in STEP_NOTICES;

/** Tells the order's resident of its new step; call it in the transaction that makes the step. */
export async function notifyResidentOfStep(tx: Executor, orderId: string, step: ResidentStep) {
  const facts = await findNoticeFacts(tx, orderId);
  if (!facts) return;
  const notice = STEP_NOTICES[step];
  const company = facts.companyName || 'Your vendor';
  await notify(tx, [
    {
      userId: facts.residentId,
      type: notice.type,
      title: notice.title,
      body: notice.body({
        title: facts.title,
        company,
        bill: facts.dueAt ? formatMoney(facts.priceCents, facts.currency) : null,
      }),
      orderId,
    },
  ]);
}
