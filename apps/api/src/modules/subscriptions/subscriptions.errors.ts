import { badRequest, conflict, notFound } from '../../lib/app-error';

const list = (names: string[]) => names.join(', ');

export const subscriptionsErrors = {
  notFound: () => notFound('subscriptions.not_found', 'This subscription does not exist.'),
  someNotFound: (ids: string[]) =>
    notFound('subscriptions.not_found', `No subscription of yours has the id ${list(ids)}.`),
  propertiesNotFound: (ids: string[]) =>
    notFound('subscriptions.property_not_found', `No property of yours has the id ${list(ids)}.`),
  unknownPlans: (ids: string[]) =>
    badRequest(
      'subscriptions.unknown_plan',
      `No maintenance plan has the id ${list(ids)}. Choose one of the published plans.`,
    ),
  alreadySubscribed: (names: string[]) =>
    conflict(
      'subscriptions.already_subscribed',
      names.length > 0
        ? `${list(names)} already ${names.length === 1 ? 'has' : 'have'} a subscription. Change or cancel it instead.`
        : 'One of these properties already has a subscription. Change or cancel it instead.',
    ),
  canceled: () =>
    conflict('subscriptions.canceled', 'This subscription is canceled and can no longer change.'),
  notYetPaid: () =>
    conflict(
      'subscriptions.not_paid',
      'This subscription is not paid yet, so it has no period to end; cancel it now instead.',
    ),
  changedMeanwhile: () =>
    conflict(
      'subscriptions.changed_meanwhile',
      'This subscription changed while you were editing it. Reload and try again.',
    ),
  notPayable: (names: string[]) =>
    conflict(
      'subscriptions.not_payable',
      `The subscription of ${list(names)} is not waiting for payment; only pending and past-due subscriptions are paid at checkout.`,
    ),
  checkoutMismatch: () =>
    badRequest(
      'subscriptions.checkout_mismatch',
      "items must be exactly the plans of the subscriptions being paid: each plan's product once, with as many as the subscriptions on that plan, and nothing else.",
    ),
};
