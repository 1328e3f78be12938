import type { Executor } from '../../db/database';
import { enqueueUserMail, type MailOf } from '../mail/mail.service';
import { notify } from '../notifications/notifications.service';

type PlanEnd = Extract<MailOf, { kind: 'plan_ended' }>['data'];

const dayText = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

const NOTICES: Record<PlanEnd['why'], (plan: string, day: string) => string> = {
  unpaid: (plan, day) =>
    `${plan} ended on ${day}: its payment did not go through. Nothing more will be charged.`,
  canceled: (plan, day) => `${plan} was canceled on ${day}. Nothing more will be charged.`,
  ending: (plan, day) => `${plan} ends on ${day}, as you asked. Nothing more will be charged.`,
};

/**
 * Tells a resident, in the app and by mail, that their plan ended (unpaid, or canceled at once)
 * or will end at its period's end. Call it in the transaction that makes the change.
 */
export async function tellPlanEnd(tx: Executor, userId: string, end: PlanEnd) {
  const plan = `${end.planName} plan for ${end.propertyName}`;
  await notify(tx, [
    {
      userId,
      type: 'subscription.ended',
      title:
        end.why === 'ending'
          ? `${end.propertyName}: your plan will end`
          : `${end.propertyName}: your plan ended`,
      body: NOTICES[end.why](plan, dayText(end.endsAt)),
      orderId: null,
    },
  ]);
  await enqueueUserMail(tx, userId, { kind: 'plan_ended', data: end }, new Date(end.endsAt));
}
