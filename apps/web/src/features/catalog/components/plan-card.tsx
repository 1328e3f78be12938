import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import { Badge, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/money';

// A page's first price loads the browser's currency data, tens of milliseconds on a phone: done
// in a task of its own while the plans are on their way, not in the middle of drawing them.
if (typeof window !== 'undefined') setTimeout(() => formatMoney(0), 0);

type PlanCardProps = { plan: MaintenancePlan; action?: ReactNode; current?: boolean };

export function PlanCard({ plan, action, current = false }: PlanCardProps) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      shadow={current ? 'md' : 'xs'}
      style={current ? { borderColor: 'var(--mantine-color-brand-6)', borderWidth: 2 } : undefined}
      component="article"
      aria-label={plan.name}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3}>{plan.name}</Title>
          {current && <Badge variant="light">Your plan</Badge>}
        </Group>
        <Group gap={6} align="baseline">
          <Text fz={34} fw={800} lh={1}>
            {formatMoney(plan.priceCents, plan.currency)}
          </Text>
          <Text c="dimmed">per {plan.interval}</Text>
        </Group>
        <Text c="dimmed" size="sm">
          {plan.description}
        </Text>
        {plan.features.length > 0 && (
          <List
            spacing={6}
            size="sm"
            icon={
              <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {plan.features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        )}
        {action && <div style={{ marginTop: 'auto' }}>{action}</div>}
      </Stack>
    </Card>
  );
}
