import '@mantine/core/styles/Pagination.css';
import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import type { Subscription } from '@homekeep/contracts/subscriptions';
import { Group, Pagination, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useGetSubscriptionsQuery } from '../api/subscriptions-api';
import { SubscriptionCard } from './subscription-card';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { selectSubscriptionBegan, setSubscriptionBegan, type AppState } from '@/lib/app-slice';
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
  const { data, isLoading, isError, refetch } = useGetSubscriptionsQuery({
    page,
    limit: PAGE_SIZE,
  });
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
      {isLoading ? (
        <LoadingState label="Loading your subscriptions..." />
      ) : isError || !data ? (
        <ErrorState
          title="Your subscriptions could not be loaded"
          message="Check your connection and try again."
          onRetry={() => void refetch()}
        />
      ) : data.data.length === 0 ? (
        <EmptyState
          title="No subscriptions yet"
          message="Pick a plan for your properties below; the subscription starts once it is paid."
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {data.data.map((subscription) => (
              <SubscriptionCard
                key={subscription.id}
                subscription={subscription}
                plans={plans}
                onPay={(one) => onPay([one])}
                paying={paying}
              />
            ))}
          </SimpleGrid>
          {data.meta.totalPages > 1 && (
            <Group justify="center">
              <Pagination
                total={data.meta.totalPages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
