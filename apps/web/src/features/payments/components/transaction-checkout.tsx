import type { Transaction } from '@homekeep/contracts/payments';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingState } from '@/components/feedback/loading-state';
import { useCheckoutTransaction } from '../use-checkout-transaction';
import { CheckoutProblem } from './checkout-problem';
import { OrderSummary } from './order-summary';
import {
  CheckoutCanceled,
  CheckoutExpired,
  ConfirmingPayment,
  PaymentFailed,
  PaymentReceived,
} from './payment-outcome';
import { TestCardPayment } from './test-card-payment';

type Props = { transactionId: string; canceled: boolean };

export function TransactionCheckout({ transactionId, canceled }: Props) {
  const {
    data: transaction,
    error,
    isLoading,
    refetch,
    gaveUp,
  } = useCheckoutTransaction(transactionId, canceled);

  if (isLoading) return <LoadingState label="Loading your order..." />;
  if (error || !transaction) {
    return <CheckoutProblem error={error} onRetry={() => void refetch()} />;
  }
  const outcome = outcomeOf(transaction, canceled, gaveUp);
  const summary = <OrderSummary transaction={transaction} />;
  if (outcome) {
    return (
      <Stack gap="lg">
        {outcome}
        {summary}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {summary}
      <TestCardPayment transaction={transaction} />
    </Stack>
  );
}

/** What to say above the order instead of the card form, if anything. */
function outcomeOf(transaction: Transaction, canceled: boolean, gaveUp: boolean): ReactNode {
  if (transaction.status === 'paid') return <PaymentReceived transaction={transaction} />;
  if (transaction.status === 'expired') return <CheckoutExpired />;
  if (transaction.status === 'failed') return <PaymentFailed />;
  if (transaction.provider === 'stripe') {
    return canceled ? <CheckoutCanceled /> : <ConfirmingPayment gaveUp={gaveUp} />;
  }
  return null;
}
