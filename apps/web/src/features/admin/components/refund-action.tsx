import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import type { AdminPayment } from '@homekeep/contracts/payment-refunds';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { messageFor } from '@/lib/api';
import { useRefundPaymentMutation } from '../api/admin-payments-api';
import { money } from '../admin-format';

/** "12.50" → 1250; null when it is not an amount of money. */
const centsOf = (text: string) => {
  const match = /^\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
};

/** Refunds part or all of what is left of a payment, with a reason, after a confirmation. */
export function RefundAction({ payment }: { payment: AdminPayment }) {
  const left = payment.amountCents - payment.refundedCents;
  const [opened, setOpened] = useState(false);
  const [amount, setAmount] = useState((left / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refund, refunding] = useRefundPaymentMutation();
  const cents = centsOf(amount);
  const amountError =
    cents === null || cents < 1
      ? 'Enter an amount such as 12.50'
      : cents > left
        ? `At most ${money(left, payment.currency)} is left to refund`
        : undefined;
  const reasonError =
    reason.trim() === '' ? 'Give a reason: it is recorded in the audit log' : undefined;
  const close = () => {
    setOpened(false);
    setConfirming(false);
    setTried(false);
    setReason('');
    refunding.reset();
  };
  // The amount starts at what is left when the dialog opens: after a partial refund the
  // payment's answer has changed since the last close.
  const open = () => {
    setAmount((left / 100).toFixed(2));
    setOpened(true);
  };
  const review = () => {
    setTried(true);
    if (!amountError && !reasonError) setConfirming(true);
  };
  const send = async () => {
    const result = await refund({
      id: payment.id,
      body: { amountCents: cents!, reason: reason.trim() },
    });
    if ('data' in result) close();
    else setConfirming(false);
  };
  if (left <= 0) return null;
  return (
    <>
      <Button size="xs" variant="light" color="red" onClick={open}>
        Refund
      </Button>
      <Modal opened={opened} onClose={close} title="Refund this payment" centered>
        <Stack gap="md">
          <Text size="sm">
            {payment.title || 'Payment'} by {payment.residentEmail}: paid{' '}
            {money(payment.amountCents, payment.currency)}
            {payment.refundedCents > 0
              ? `, ${money(payment.refundedCents, payment.currency)} refunded already`
              : ''}
            .
          </Text>
          {refunding.error && (
            <Alert color="red" role="alert" title="Not refunded">
              {messageFor(refunding.error)}
            </Alert>
          )}
          {confirming ? (
            <Text>
              Refund {money(cents!, payment.currency)} to {payment.residentEmail}? The vendor’s
              earning for this job is reversed in the same proportion, and both are told.
            </Text>
          ) : (
            <>
              <TextInput
                label={`Amount to refund (${payment.currency.toUpperCase()})`}
                description={`Up to ${money(left, payment.currency)}`}
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.currentTarget.value)}
                error={tried ? amountError : undefined}
              />
              <Textarea
                label="Reason"
                withAsterisk
                minRows={2}
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                error={tried ? reasonError : undefined}
              />
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={confirming ? () => setConfirming(false) : close}>
              {confirming ? 'Back' : 'Cancel'}
            </Button>
            {confirming ? (
              <Button color="red" onClick={() => void send()} loading={refunding.isLoading}>
                Refund {money(cents!, payment.currency)}
              </Button>
            ) : (
              <Button color="red" onClick={review}>
                Review refund
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
