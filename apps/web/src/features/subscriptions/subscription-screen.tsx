import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { CurrentSubscriptions } from './components/current-subscriptions';
import { SubscribeProperties } from './components/subscribe-properties';
import { subscribableProperties } from './subscription-selection';
import { useSubscriptionChoices } from './use-subscription-choices';
import { useSubscriptionCheckout } from './use-subscription-checkout';
import { QueryState } from '@/components/feedback/query-state';
import { usePageTitle } from '@/lib/page-title';
import { useGetCurrentUserQuery } from '@/lib/session-api';

export function SubscriptionScreen() {
  usePageTitle('Your maintenance plans');
  const [params] = useSearchParams();
  const { data: user } = useGetCurrentUserQuery();
  const choices = useSubscriptionChoices();
  const checkout = useSubscriptionCheckout();

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Your maintenance plans</Title>
          <Text c="dimmed" size="lg" maw={680}>
            Property by property: subscribe, change plans or cancel.
          </Text>
          <Anchor component={Link} to={paths.payments} w="fit-content">
            Payment history and receipts
          </Anchor>
        </Stack>

        <CurrentSubscriptions
          plans={choices.data?.plans ?? []}
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
          <QueryState
            query={choices}
            loadingLabel="Loading your properties and plans..."
            errorTitle="Your properties or the plans could not be loaded"
          >
            {({ plans, properties, live }) => (
              <SubscribeProperties
                properties={subscribableProperties(properties, live)}
                hasAnyProperty={properties.length > 0}
                plans={plans}
                preselectedPlanId={params.get('planId') ?? user?.maintenancePlanId}
                onContinue={(rows) => void checkout.subscribe(rows)}
                busy={checkout.busy}
              />
            )}
          </QueryState>
        </Stack>
      </Stack>
    </Container>
  );
}
