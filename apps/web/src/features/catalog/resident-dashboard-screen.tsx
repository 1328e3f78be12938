import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '@/components/feedback/query-state';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import {
  useGetMaintenanceRequestsQuery,
  type MaintenanceRequestsArgs,
} from '@/lib/resources/maintenance-requests-api';
import { PROPERTY_CHOICES, useGetPropertiesQuery } from '@/lib/resources/properties-api';
import { LIVE_SUBSCRIPTIONS, useGetSubscriptionsQuery } from '@/lib/resources/subscriptions-api';
import { useGetCurrentUserQuery } from '@/lib/session-api';
import { HomeOverview } from './components/home-overview';
import { PlansSection } from './components/plans-section';

/** The jobs still open and the bills of completed ones still to pay, five of each. */
const OPEN_JOBS: MaintenanceRequestsArgs = { page: 1, limit: 5, status: 'open' };
const BILLS_DUE: MaintenanceRequestsArgs = { page: 1, limit: 5, payment: 'due' };

/** The four reads of the overview as one: ready when all four are. */
function useOverview() {
  const properties = useGetPropertiesQuery(PROPERTY_CHOICES);
  const plans = useGetSubscriptionsQuery(LIVE_SUBSCRIPTIONS);
  const jobs = useGetMaintenanceRequestsQuery(OPEN_JOBS);
  const bills = useGetMaintenanceRequestsQuery(BILLS_DUE);
  const reads = [properties, plans, jobs, bills];
  const ready = properties.data && plans.data && jobs.data && bills.data;
  return {
    data: ready && {
      properties: properties.data!.data,
      plans: plans.data!.data,
      jobs: jobs.data!.data,
      bills: bills.data!.data,
    },
    isLoading: reads.some((read) => read.isLoading),
    isError: !ready,
    refetch: () => reads.forEach((read) => void read.refetch()),
  };
}

/**
 * Plans are bought per property on the subscription screen: choosing one here leads there with
 * the plan preselected, and nothing on this screen claims a plan is owned until it is paid.
 */
const choosePlanLink = (plan: MaintenancePlan) => (
  <Button
    fullWidth
    component={Link}
    to={`${paths.subscription}?planId=${encodeURIComponent(plan.id)}`}
  >
    Choose {plan.name}
  </Button>
);

export function ResidentDashboardScreen() {
  usePageTitle('Your dashboard');
  const { data: user } = useGetCurrentUserQuery();
  const overview = useOverview();

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Your dashboard</Title>
          <Text size="lg" c="dimmed">
            {user ? `Good to see you, ${user.firstName}.` : 'Good to see you.'}
          </Text>
          <Anchor component={Link} to={paths.payments} w="fit-content">
            Payment history and receipts
          </Anchor>
        </Stack>
        <QueryState
          query={overview}
          loadingLabel="Loading your homes..."
          errorTitle="Your homes could not be loaded"
          isEmpty={() => false}
        >
          {(data) => <HomeOverview {...data} />}
        </QueryState>
        <Stack gap="md" component="section" aria-labelledby="choose-plan-title">
          <Stack gap={4}>
            <Title order={2} id="choose-plan-title">
              Maintenance plans
            </Title>
            <Text c="dimmed">
              Each property gets its own plan. Choose one, then pick the properties it covers and
              pay on the next screen.
            </Text>
          </Stack>
          <PlansSection actionFor={choosePlanLink} />
        </Stack>
      </Stack>
    </Container>
  );
}
