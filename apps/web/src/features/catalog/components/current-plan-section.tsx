import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PlanCard } from './plan-card';
import { paths } from '@/config/paths';

type CurrentPlanSectionProps = { plan: MaintenancePlan; onChange: () => void };

/** The resident's chosen plan and what to do next with it. */
export function CurrentPlanSection({ plan, onChange }: CurrentPlanSectionProps) {
  return (
    <Stack gap="md" component="section" aria-labelledby="current-plan-title">
      <Title order={2} id="current-plan-title">
        Your maintenance plan
      </Title>
      <Group align="stretch" gap="lg">
        <div style={{ flex: '1 1 320px', maxWidth: 440 }}>
          <PlanCard plan={plan} current />
        </div>
        <Paper withBorder radius="lg" p="xl" style={{ flex: '1 1 280px' }}>
          <Stack gap="sm" align="flex-start">
            <Title order={3} size="h4">
              Next steps
            </Title>
            <Text size="sm" c="dimmed">
              Your plan covers each property you subscribe. Subscriptions and payment are handled on
              the subscription screen.
            </Text>
            <Anchor
              component={Link}
              to={`${paths.subscription}?planId=${encodeURIComponent(plan.id)}`}
            >
              Subscribe your properties
            </Anchor>
            <Anchor component={Link} to={paths.maintenanceRequest}>
              Maintenance requests
            </Anchor>
            <Button variant="default" onClick={onChange} mt="sm">
              Change plan
            </Button>
          </Stack>
        </Paper>
      </Group>
    </Stack>
  );
}
