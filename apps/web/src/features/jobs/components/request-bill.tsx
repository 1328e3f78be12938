import type { MaintenanceRequest, RequestPayment } from '@homekeep/contracts/jobs';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStartBillCheckoutMutation } from '../api/maintenance-requests-api';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/job-words';
import { formatMoney } from '@/lib/money';

const money = (payment: RequestPayment, cents = payment.priceCents) =>
  formatMoney(cents, payment.currency);

/** "10% off $149.00 with the property's plan", when the price has a discount. */
function Discount({ payment }: { payment: RequestPayment }) {
  if (payment.priceCents >= payment.listPriceCents) return null;
  return (
    <Text size="sm" c="dimmed">
      {payment.discountPercent}% off {money(payment, payment.listPriceCents)} with the
      property&apos;s plan.
    </Text>
  );
}

/** Leaves the app for the payment page: it may be the card processor's own site. */
const goTo = (url: string) => window.location.assign(url);

function PayBill({ request }: { request: MaintenanceRequest }) {
  const [start] = useStartBillCheckoutMutation();
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    const session = await start(request);
    // While the browser leaves for the payment page, the button stays busy.
    if (session.data) goTo(session.data.url);
    else setBusy(false);
  };
  return (
    <Button
      leftSection={<IconCreditCard size={18} aria-hidden />}
      loading={busy}
      onClick={() => void pay()}
      w="fit-content"
    >
      Pay {money(request.payment)}
    </Button>
  );
}

/** What the job costs and where its bill stands: to pay once done, due now, or paid. */
export function RequestBill({ request }: { request: MaintenanceRequest }) {
  const { payment } = request;
  if (payment.status === 'none') return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={`bill-${request.id}`}
      bg={payment.status === 'due' ? 'var(--mantine-color-orange-light)' : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700} id={`bill-${request.id}`}>
            {payment.status === 'due' ? 'Payment due' : 'Price'}
          </Text>
          {payment.status !== 'included' && <Text fw={700}>{money(payment)}</Text>}
        </Group>
        {payment.status === 'included' && (
          <Text size="sm">Included in the property&apos;s plan: nothing to pay.</Text>
        )}
        {payment.status === 'on_completion' && (
          <Text size="sm">
            Nothing is charged now. Once the job is completed, you pay it here by card.
          </Text>
        )}
        {payment.status === 'due' && (
          <>
            <Text size="sm">
              The job was completed{payment.dueAt ? ` on ${formatDay(payment.dueAt)}` : ''}. Pay it
              by card; the receipt goes to your payment history.
            </Text>
            <PayBill request={request} />
          </>
        )}
        {payment.status === 'paid' && (
          <Text size="sm">
            Paid{payment.paidAt ? ` on ${formatDay(payment.paidAt)}` : ''}.{' '}
            <Anchor component={Link} to={paths.payments} size="sm">
              See the receipt
            </Anchor>
          </Text>
        )}
        {payment.status !== 'included' && <Discount payment={payment} />}
      </Stack>
    </Paper>
  );
}
