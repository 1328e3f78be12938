import '@mantine/core/styles/Alert.css';
import type { PayoutAccount } from '@homekeep/contracts/payouts';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { QueryState } from '@/components/feedback/query-state';
import { messageFor } from '@/lib/api';
import { useGetPayoutAccountQuery } from '@/lib/resources/payout-account-api';
import { useStartPayoutOnboardingMutation } from '../api/payouts-api';
import { ACCOUNT_STATUS_TEXT, REQUIREMENT_TEXT } from '../payout-words';

/** The payout account's status, what is still missing, and the way to finish it. */
export function PayoutAccountCard() {
  const account = useGetPayoutAccountQuery();
  return (
    <section aria-label="Payout account">
      <QueryState
        query={account}
        loadingLabel="Loading your payout account..."
        errorTitle="Your payout account could not be loaded"
        isEmpty={() => false}
      >
        {(loaded) => <AccountStatus account={loaded} />}
      </QueryState>
    </section>
  );
}

function AccountStatus({ account }: { account: PayoutAccount }) {
  const [start, starting] = useStartPayoutOnboardingMutation();
  const navigate = useNavigate();
  const { title, color } = ACCOUNT_STATUS_TEXT[account.status];
  const open = async () => {
    const { url } = await start().unwrap();
    // The built-in test onboarding is one of our pages; the processor's is another site.
    if (url.startsWith('/')) void navigate(url);
    else window.location.assign(url);
  };
  return (
    <Alert color={color} title={title} role="note">
      <Stack gap="xs">
        {account.payoutsEnabled ? (
          <Text size="sm">
            We send each earning to your bank account
            {account.bankLast4 ? ` ending in ${account.bankLast4}` : ''} once it is available.
          </Text>
        ) : (
          <>
            <Text size="sm">
              Your earnings wait until your payout account is set up. Still needed:
            </Text>
            <List size="sm">
              {account.missing.map((item) => (
                <List.Item key={item}>{REQUIREMENT_TEXT[item]}</List.Item>
              ))}
            </List>
            <Button
              onClick={() => void open().catch(() => undefined)}
              loading={starting.isLoading}
              w="fit-content"
            >
              {account.status === 'none' ? 'Set up payouts' : 'Finish payout setup'}
            </Button>
            {starting.error && (
              <Text size="sm" c="red" role="alert">
                {messageFor(starting.error)}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Alert>
  );
}
