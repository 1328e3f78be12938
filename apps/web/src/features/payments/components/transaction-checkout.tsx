import '@mantine/core/styles/Alert.css';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { messageFor } from '@/lib/api';
import { useGetTransactionQuery, usePayWithTestCardMutation } from '../api/payments-api';
import { formatViewerMoney } from '../viewer-money';
import { CardForm } from './card-form';
import { OrderSummary } from './order-summary';
import {
  CheckoutCanceled,
  CheckoutExpired,
  ConfirmingPayment,
  PaymentFailed,
  PaymentReceived,
} from './payment-outcome';

/** How long, after returning from the processor, the page keeps asking whether it has paid. */
export const CONFIRMATION_POLL_MS = 2_000;
export const CONFIRMATION_WAIT_MS = 60_000;

type Props = { transactionId: string; canceled: boolean };

export function TransactionCheckout({ transactionId, canceled }: Props) {
  const [polling, setPolling] = useState(false);
  const [gaveUp, setGaveUp] = useState(false);
  const {
    data: transaction,
    error,
    isLoading,
    refetch,
  } = useGetTransactionQuery(transactionId, {
    pollingInterval: polling ? CONFIRMATION_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const [pay, payment] = usePayWithTestCardMutation();

  const confirming =
    transaction?.provider === 'stripe' && transaction.status === 'pending' && !canceled;
  useEffect(() => {
    if (!confirming) {
      setPolling(false);
      return;
    }
    setPolling(true);
    const timer = setTimeout(() => {
      setPolling(false);
      setGaveUp(true);
    }, CONFIRMATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [confirming]);

  if (isLoading) return <LoadingState label="Loading your order..." />;
  if (error || !transaction) {
    const status = error && 'status' in error ? error.status : undefined;
    if (status === 404) {
      return (
        <ErrorState
          title="We couldn't find this checkout"
          message="It may belong to another account, or the link may be incomplete. Sign in with the account that started it."
        />
      );
    }
    if (status === 403) {
      return (
        <ErrorState
          title="This checkout is for residents"
          message="Sign in with a resident account to pay."
        />
      );
    }
    return (
      <ErrorState
        title="Your order could not be loaded"
        message={messageFor(error)}
        onRetry={() => void refetch()}
      />
    );
  }

  const summary = <OrderSummary transaction={transaction} />;
  if (transaction.status === 'paid')
    return (
      <Stack gap="lg">
        <PaymentReceived transaction={transaction} />
        {summary}
      </Stack>
    );
  if (transaction.status === 'expired')
    return (
      <Stack gap="lg">
        <CheckoutExpired />
        {summary}
      </Stack>
    );
  if (transaction.status === 'failed')
    return (
      <Stack gap="lg">
        <PaymentFailed />
        {summary}
      </Stack>
    );
  if (transaction.provider === 'stripe') {
    return (
      <Stack gap="lg">
        {canceled ? <CheckoutCanceled /> : <ConfirmingPayment gaveUp={gaveUp} />}
        {summary}
      </Stack>
    );
  }

  const declined = payment.error && 'status' in payment.error && payment.error.status === 402;
  return (
    <Stack gap="lg">
      {summary}
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        component="section"
        aria-labelledby="card-title"
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="card-title">
            Pay by card
          </Title>
          <Alert
            role="note"
            variant="light"
            color="brand"
            icon={<IconInfoCircle size={18} aria-hidden />}
          >
            <Text size="sm">
              Test checkout: use 4242 4242 4242 4242; 4000 0000 0000 0002 is declined. Any future
              expiry date and any 3-digit code work.
            </Text>
          </Alert>
          {declined && (
            <Alert
              role="alert"
              color="red"
              variant="light"
              title="Payment declined"
              icon={<IconAlertTriangle size={18} aria-hidden />}
            >
              {messageFor(payment.error)}
            </Alert>
          )}
          <CardForm
            payLabel={`Pay ${formatViewerMoney(transaction.amountCents, transaction.currency)}`}
            paying={payment.isLoading}
            onPay={(card) => void pay({ id: transaction.id, card })}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
