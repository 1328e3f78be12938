import type { Subscription } from '@homekeep/contracts/subscriptions';
import { useState } from 'react';
import {
  useCreateSubscriptionsMutation,
  useStartSubscriptionCheckoutMutation,
} from './api/subscriptions-api';
import { checkoutItems, type chosenRows } from './subscription-selection';
import { setSubscriptionBegan } from '@/lib/app-slice';
import { useAppDispatch } from '@/lib/store-hooks';

/** Leaves the app for the payment page: it may be the card processor's own site. */
const goTo = (url: string) => window.location.assign(url);

/**
 * Subscribing is three steps: pending subscriptions, a checkout for exactly their plans, then
 * the payment page. Payment itself is confirmed by the server, never by this page.
 */
export function useSubscriptionCheckout() {
  const dispatch = useAppDispatch();
  const [create] = useCreateSubscriptionsMutation();
  const [startCheckout] = useStartSubscriptionCheckoutMutation();
  const [busy, setBusy] = useState(false);

  const pay = async (subscriptions: Subscription[]) => {
    const session = await startCheckout({
      items: checkoutItems(subscriptions),
      subscriptionIds: subscriptions.map((subscription) => subscription.id),
    });
    if (!session.data) return false;
    dispatch(setSubscriptionBegan(true));
    goTo(session.data.url);
    return true;
  };

  const run = async (work: () => Promise<boolean>) => {
    setBusy(true);
    const leaving = await work().catch(() => false);
    // While the browser leaves for the payment page, the button stays busy.
    if (!leaving) setBusy(false);
  };

  return {
    busy,
    subscribe: (rows: ReturnType<typeof chosenRows>) =>
      run(async () => {
        const created = await create(rows);
        return created.data ? pay(created.data) : false;
      }),
    payFor: (subscriptions: Subscription[]) => run(() => pay(subscriptions)),
  };
}
