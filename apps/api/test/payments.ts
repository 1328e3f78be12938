import { defaultPaymentHooks } from '../src/app-services';
import type { PaidTransaction, PaymentHooks } from '../src/modules/payments/payments.hooks';

/**
 * The app's own payment hooks plus one more that records every transaction it sees paid, and
 * refuses (throws) for the transaction ids put in `refuse`, as a failing area would.
 */
export function paidTransactionsProbe() {
  const paid: PaidTransaction[] = [];
  const refuse = new Set<string>();
  const hooks: PaymentHooks = {
    ...defaultPaymentHooks,
    transactionPaidHooks: [
      ...defaultPaymentHooks.transactionPaidHooks,
      async (_tx, transaction) => {
        if (refuse.has(transaction.id)) throw new Error('the subscriptions area is down');
        paid.push(transaction);
      },
    ],
  };
  return { paid, refuse, hooks, paidIds: () => paid.map((transaction) => transaction.id) };
}
