import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useGetMaintenancePlansQuery } from '@/lib/resources/maintenance-plans-api';
import { CurrentPlanSection } from './components/current-plan-section';
import { PlansSection } from './components/plans-section';
import { PropertiesCallout } from './components/properties-callout';
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
          <Anchor component={Link} to={paths.payments} w="fit-content">
            Payment history and receipts
          </Anchor>
        </Stack>

        <PropertiesCallout />

        {currentPlan && !changing ? (
          <CurrentPlanSection plan={currentPlan} onChange={() => setChanging(true)} />
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
