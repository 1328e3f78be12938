import { Container, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import {
  useGetSubscribablePropertiesQuery,
  useGetSubscriptionPlansQuery,
  useGetSubscriptionsQuery,
} from './api/subscriptions-api';
import { CurrentSubscriptions } from './components/current-subscriptions';
import { SubscribeProperties } from './components/subscribe-properties';
import { subscribableProperties } from './subscription-selection';
import { useSubscriptionCheckout } from './use-subscription-checkout';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { usePageTitle } from '@/lib/page-title';
import { useGetCurrentUserQuery } from '@/lib/session-api';

export function SubscriptionScreen() {
  usePageTitle('Subscription');
  const [params] = useSearchParams();
  const { data: user } = useGetCurrentUserQuery();
  const plans = useGetSubscriptionPlansQuery();
  const properties = useGetSubscribablePropertiesQuery();
  // A property has one live subscription at most, so 100 covers the 100 properties listed.
  const live = useGetSubscriptionsQuery({ page: 1, limit: 100, live: true });
  const checkout = useSubscriptionCheckout();

  const loading = plans.isLoading || properties.isLoading || live.isLoading;
  const failed = !plans.data || !properties.data || !live.data;

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Subscription</Title>
          <Text c="dimmed" size="lg" maw={680}>
            Your maintenance plans, property by property: subscribe, change plans or cancel.
          </Text>
        </Stack>

        <CurrentSubscriptions
          plans={plans.data ?? []}
          onPay={(subscriptions) => void checkout.payFor(subscriptions)}
          paying={checkout.busy}
        />

        <Stack gap="md" component="section" aria-labelledby="subscribe-title">
          <Stack gap={4}>
            <Title order={2} id="subscribe-title">
              Subscribe properties
            </Title>
            <Text c="dimmed">
              Choose a plan for each property you want covered. You pay once for all of them.
            </Text>
          </Stack>
          {loading ? (
            <LoadingState label="Loading your properties and plans..." />
          ) : failed ? (
            <ErrorState
              title="Your properties or the plans could not be loaded"
              message="Check your connection and try again."
              onRetry={() => {
                void plans.refetch();
                void properties.refetch();
                void live.refetch();
              }}
            />
          ) : (
            <SubscribeProperties
              properties={subscribableProperties(properties.data!, live.data!.data)}
              hasAnyProperty={properties.data!.length > 0}
              plans={plans.data!}
              preselectedPlanId={params.get('planId') ?? user?.maintenancePlanId}
              onContinue={(rows) => void checkout.subscribe(rows)}
              busy={checkout.busy}
            />
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
