import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/feedback/empty-state';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { TransactionCheckout } from './components/transaction-checkout';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function CheckoutBody() {
  const [params] = useSearchParams();
  const { token } = useSession();
  const transactionId = params.get('transaction')?.trim() ?? '';

  if (!transactionId) {
    return (
      <EmptyState
        title="Nothing to pay for yet"
        message="A checkout opens here when you pay for a maintenance plan or a maintenance request."
        action={
          <Button component={Link} to={paths.root} variant="light" mt="xs">
            Back to the start page
          </Button>
        }
      />
    );
  }
  if (!UUID.test(transactionId)) {
    return (
      <EmptyState
        title="This checkout link is incomplete"
        message="Open the link from the page where you started paying, or start the payment again."
      />
    );
  }
  if (!token) {
    return (
      <EmptyState
        title="Sign in to continue"
        message="This checkout belongs to a resident account. Sign in with that account, then open the checkout link again."
        action={
          <Group justify="center" mt="xs">
            <Button component={Link} to={paths.signIn}>
              Sign in
            </Button>
            <Button component={Link} to={paths.signUpResident} variant="default">
              Create an account
            </Button>
          </Group>
        }
      />
    );
  }
  return (
    <TransactionCheckout transactionId={transactionId} canceled={params.get('canceled') === '1'} />
  );
}

export function CheckoutScreen() {
  usePageTitle('Checkout');
  return (
    <Container size={640} px="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Checkout</Title>
          <Text c="dimmed">Review your order and pay securely.</Text>
        </Stack>
        <CheckoutBody />
      </Stack>
    </Container>
  );
}
