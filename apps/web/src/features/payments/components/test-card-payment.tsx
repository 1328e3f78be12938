import '@mantine/core/styles/Alert.css';
import type { Transaction } from '@homekeep/contracts/payments';
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { messageFor } from '@/lib/api';
import { usePayWithTestCardMutation } from '../api/payments-api';
import { renewalText } from '../transaction-text';
import { formatViewerMoney } from '../viewer-money';
import { CardForm } from './card-form';
import { CheckoutPanel } from './checkout-panel';

/** Paying at the built-in test checkout: the test cards, a decline if any, and the card form. */
export function TestCardPayment({ transaction }: { transaction: Transaction }) {
  const [pay, payment] = usePayWithTestCardMutation();
  const declined = payment.error && 'status' in payment.error && payment.error.status === 402;
  return (
    <CheckoutPanel id="card-title" title="Pay by card" gap="md">
      <Alert
        role="note"
        variant="light"
        color="brand"
        icon={<IconInfoCircle size={18} aria-hidden />}
      >
        <Text size="sm">
          Test checkout: use 4242 4242 4242 4242; 4000 0000 0000 0002 is declined. Any future expiry
          date and any 3-digit code work.
        </Text>
      </Alert>
      {payment.error && (
        <Alert
          role="alert"
          color="red"
          variant="light"
          title={declined ? 'Payment declined' : 'Not paid'}
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          {messageFor(payment.error)}
        </Alert>
      )}
      <CardForm
        payLabel={`Pay ${formatViewerMoney(transaction.amountCents, transaction.currency)}`}
        renewal={renewalText(transaction)}
        paying={payment.isLoading}
        onPay={(card) => void pay({ id: transaction.id, card })}
      />
    </CheckoutPanel>
  );
}
