import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useGetMaintenancePlansQuery } from './api/catalog-api';
import { PlanCard } from './components/plan-card';
import { PlansSection } from './components/plans-section';
import { usePageTitle } from '@/lib/page-title';
import { showSuccessToast } from '@/lib/toast';
import { useChooseMaintenancePlanMutation, useGetCurrentUserQuery } from '@/lib/session-api';

export function ResidentDashboardScreen() {
  usePageTitle('Your dashboard');
  const { data: user } = useGetCurrentUserQuery();
  const { data: plans } = useGetMaintenancePlansQuery();
  const [choosePlan, { isLoading: saving, originalArgs }] = useChooseMaintenancePlanMutation();
  const [changing, setChanging] = useState(false);
  const navigate = useNavigate();
  const currentPlan = plans?.find((plan) => plan.id === user?.maintenancePlanId);

  const choose = async (plan: MaintenancePlan) => {
    const result = await choosePlan({ maintenancePlanId: plan.id });
    if (result.data) {
      setChanging(false);
      showSuccessToast(`Your plan is now ${plan.name}.`);
      // Choosing a plan leads on to subscribing properties to it.
      void navigate(`${paths.subscription}?planId=${encodeURIComponent(plan.id)}`);
    }
  };

  const chooseButton = (plan: MaintenancePlan) =>
    plan.id === user?.maintenancePlanId ? (
      <Button fullWidth variant="light" disabled>
        Current plan
      </Button>
    ) : (
      <Button
        fullWidth
        onClick={() => void choose(plan)}
        loading={saving && originalArgs?.maintenancePlanId === plan.id}
        disabled={saving && originalArgs?.maintenancePlanId !== plan.id}
      >
        Choose {plan.name}
      </Button>
    );

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Your dashboard</Title>
          <Text size="lg" c="dimmed">
            {user ? `Good to see you, ${user.firstName}.` : 'Good to see you.'}
          </Text>
        </Stack>

        <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="properties-title">
          <Group justify="space-between" gap="sm">
            <Stack gap={2}>
              <Title order={2} size="h4" id="properties-title">
                Your properties
              </Title>
              <Text size="sm" c="dimmed">
                Keep the address, details and photos of each home you want cared for.
              </Text>
            </Stack>
            <Button component={Link} to={paths.properties} variant="light">
              Manage properties
            </Button>
          </Group>
        </Paper>

        {currentPlan && !changing ? (
          <Stack gap="md" component="section" aria-labelledby="current-plan-title">
            <Title order={2} id="current-plan-title">
              Your maintenance plan
            </Title>
            <Group align="stretch" gap="lg">
              <div style={{ flex: '1 1 320px', maxWidth: 440 }}>
                <PlanCard plan={currentPlan} current />
              </div>
              <Paper withBorder radius="lg" p="xl" style={{ flex: '1 1 280px' }}>
                <Stack gap="sm" align="flex-start">
                  <Title order={3} size="h4">
                    Next steps
                  </Title>
                  <Text size="sm" c="dimmed">
                    Your plan covers each property you subscribe. Subscriptions and payment are
                    handled on the subscription screen.
                  </Text>
                  <Anchor
                    component={Link}
                    to={`${paths.subscription}?planId=${encodeURIComponent(currentPlan.id)}`}
                  >
                    Subscribe your properties
                  </Anchor>
                  <Anchor component={Link} to={paths.maintenanceRequest}>
                    Maintenance requests
                  </Anchor>
                  <Button variant="default" onClick={() => setChanging(true)} mt="sm">
                    Change plan
                  </Button>
                </Stack>
              </Paper>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md" component="section" aria-labelledby="choose-plan-title">
            <Group justify="space-between" align="flex-end">
              <Stack gap={4}>
                <Title order={2} id="choose-plan-title">
                  {currentPlan ? 'Change your plan' : 'Pick your maintenance plan'}
                </Title>
                <Text c="dimmed">
                  Choose the level of care you want for your homes. You can change it later.
                </Text>
              </Stack>
              {currentPlan && (
                <Button variant="default" onClick={() => setChanging(false)}>
                  Keep {currentPlan.name}
                </Button>
              )}
            </Group>
            <PlansSection actionFor={chooseButton} currentPlanId={user?.maintenancePlanId} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
