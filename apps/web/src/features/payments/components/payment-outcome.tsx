import { Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconClockX, IconCreditCardOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Transaction } from '@homekeep/contracts/payments';
import { paths } from '@/config/paths';
import { formatViewerMoney } from '../viewer-money';

type OutcomeProps = {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
};

function Outcome({ icon, color, title, children }: OutcomeProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} role="status">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon color={color} variant="light" size={56} radius="xl" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

const dashboardLink = (
  <Button component={Link} to={paths.root} mt="xs">
    Go to your dashboard
  </Button>
);

export function PaymentReceived({ transaction }: { transaction: Transaction }) {
  const paidOn = transaction.paidAt
    ? new Date(transaction.paidAt).toLocaleString(undefined, {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : null;
  return (
    <Outcome icon={<IconCircleCheck size={32} />} color="green" title="Payment received">
      <Text>
        Thank you. We received {formatViewerMoney(transaction.amountCents, transaction.currency)}
        {paidOn ? ` on ${paidOn}` : ''}.
      </Text>
      {transaction.maintenanceRequestId ? (
        <>
          <Text size="sm" c="dimmed" maw={460}>
            The job&apos;s bill is settled. Its receipt is in your payment history.
          </Text>
          <Button
            component={Link}
            to={`${paths.maintenanceRequest}?id=${encodeURIComponent(transaction.maintenanceRequestId)}`}
            mt="xs"
          >
            Back to the job
          </Button>
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed" maw={460}>
            What happens next: your plans start covering your properties at once, with their visits
            and their discount on on-demand services. You can follow everything from your dashboard.
          </Text>
          {dashboardLink}
        </>
      )}
    </Outcome>
  );
}

export function CheckoutExpired() {
  return (
    <Outcome icon={<IconClockX size={32} />} color="gray" title="This checkout has expired">
      <Text size="sm" c="dimmed" maw={460}>
        Nothing was charged. Start again from the plan or request you wanted to pay for to get a new
        checkout.
      </Text>
      {dashboardLink}
    </Outcome>
  );
}

export function PaymentFailed() {
  return (
    <Outcome
      icon={<IconCreditCardOff size={32} />}
      color="red"
      title="The payment did not go through"
    >
      <Text size="sm" c="dimmed" maw={460}>
        Your bank did not complete the payment, so nothing was charged. Start a new checkout to try
        again with another payment method.
      </Text>
      {dashboardLink}
    </Outcome>
  );
}

export function ConfirmingPayment({ gaveUp }: { gaveUp: boolean }) {
  if (gaveUp) {
    return (
      <Outcome
        icon={<IconClockX size={32} />}
        color="yellow"
        title="Still waiting for confirmation"
      >
        <Text size="sm" c="dimmed" maw={460}>
          The card processor has not confirmed your payment yet. This can take a few minutes; you do
          not need to pay again. Reload this page later to see its status.
        </Text>
        {dashboardLink}
      </Outcome>
    );
  }
  return (
    <Outcome icon={<Loader size="sm" />} color="brand" title="Confirming your payment...">
      <Text size="sm" c="dimmed" maw={460}>
        We are waiting for the card processor to confirm the payment. This page updates by itself.
      </Text>
    </Outcome>
  );
}

export function CheckoutCanceled() {
  return (
    <Group justify="center">
      <Text size="sm" c="dimmed" ta="center" maw={460}>
        You left the payment page before paying, so nothing was charged. The checkout stays open
        until it expires.
      </Text>
    </Group>
  );
}
