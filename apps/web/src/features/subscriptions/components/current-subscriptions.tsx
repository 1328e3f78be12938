import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import type { Subscription } from '@homekeep/contracts/subscriptions';
import { Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { SubscriptionCard } from './subscription-card';
import { PagedList } from '@/components/lists/paged-list';
import { selectSubscriptionBegan, setSubscriptionBegan, type AppState } from '@/lib/app-slice';
import { useGetSubscriptionsQuery } from '@/lib/resources/subscriptions-api';
import { useAppDispatch } from '@/lib/store-hooks';

const PAGE_SIZE = 10;

type Props = {
  plans: MaintenancePlan[];
  onPay: (subscriptions: Subscription[]) => void;
  paying: boolean;
};

/** Every subscription of the resident, canceled ones included, newest first. */
export function CurrentSubscriptions({ plans, onPay, paying }: Props) {
  const [page, setPage] = useState(1);
  const query = useGetSubscriptionsQuery({ page, limit: PAGE_SIZE });
  const { data } = query;
  const dispatch = useAppDispatch();
  const began = useSelector((state: { app: AppState }) => selectSubscriptionBegan(state));
  // The checkout that began has been paid once nothing waits for payment and something is active.
  const settled =
    !!data &&
    data.data.some((subscription) => subscription.status === 'active') &&
    !data.data.some((subscription) => subscription.status === 'pending');
  useEffect(() => {
    if (began && settled) dispatch(setSubscriptionBegan(false));
  }, [began, settled, dispatch]);

  return (
    <Stack gap="md" component="section" aria-labelledby="current-subscriptions-title">
      <Title order={2} id="current-subscriptions-title">
        Your subscriptions
      </Title>
      <PagedList
        query={query}
        loadingLabel="Loading your subscriptions..."
        errorTitle="Your subscriptions could not be loaded"
        empty={{
          title: 'No subscriptions yet',
          message:
            'Pick a plan for your properties below; the subscription starts once it is paid.',
        }}
        page={page}
        onPageChange={setPage}
        grid={{ cols: { base: 1, sm: 2 }, spacing: 'lg' }}
        renderItem={(subscription) => (
          <SubscriptionCard
            subscription={subscription}
            plans={plans}
            onPay={(one) => onPay([one])}
            paying={paying}
          />
        )}
      />
    </Stack>
  );
}
