import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import type { Property } from '@homekeep/contracts/properties';
import { Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  chosenRows,
  initialChoices,
  selectionTotals,
  type IntervalTotal,
  type PlanChoices,
} from '../subscription-selection';
import { planLabel } from '../subscription-dates';
import { EmptyState } from '@/components/feedback/empty-state';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/money';

type Props = {
  /** Properties without a live subscription. */
  properties: Property[];
  hasAnyProperty: boolean;
  plans: MaintenancePlan[];
  preselectedPlanId: string | null | undefined;
  onContinue: (rows: ReturnType<typeof chosenRows>) => void;
  busy: boolean;
};

/** Pick a plan (or none) for each property, see the total, then go and pay. */
export function SubscribeProperties(props: Props) {
  const { properties, plans, busy } = props;
  const [changes, setChanges] = useState<PlanChoices>({});
  const choices = { ...initialChoices(properties, plans, props.preselectedPlanId), ...changes };
  const rows = chosenRows(choices);
  const totals = selectionTotals(choices, plans);

  if (!props.hasAnyProperty) {
    return (
      <EmptyState
        title="Add a property first"
        message="A plan covers one property. Add the homes you want cared for, then come back to subscribe them."
        action={
          <Button component={Link} to={paths.newProperty} mt="sm">
            Add a property
          </Button>
        }
      />
    );
  }
  if (properties.length === 0) {
    return (
      <EmptyState
        title="Every property has a subscription"
        message="Each of your properties is subscribed or waiting for payment. Add another property to subscribe it too."
        action={
          <Button component={Link} to={paths.newProperty} variant="light" mt="sm">
            Add a property
          </Button>
        }
      />
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        {properties.map((property) => (
          <NativeSelect
            key={property.id}
            label={`Plan for ${property.name}`}
            description={[property.addressLine1, property.city].join(', ')}
            value={choices[property.id] ?? ''}
            onChange={(event) => {
              const planId = event.currentTarget.value;
              setChanges((current) => ({ ...current, [property.id]: planId }));
            }}
            data={[
              { value: '', label: 'Not now' },
              ...plans.map((plan) => ({ value: plan.id, label: planLabel(plan) })),
            ]}
          />
        ))}
        <Group justify="space-between" align="flex-end" gap="md" mt="sm">
          <SelectionTotals count={rows.length} totals={totals} />
          <Button
            size="md"
            onClick={() => props.onContinue(rows)}
            disabled={rows.length === 0}
            loading={busy}
          >
            Continue to payment
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function SelectionTotals({ count, totals }: { count: number; totals: IntervalTotal[] }) {
  return (
    <Stack gap={2} aria-live="polite">
      <Text size="sm" c="dimmed">
        {count === 1 ? '1 property selected' : `${count} properties selected`}
      </Text>
      {totals.length === 0 ? (
        <Text fw={700}>Nothing to pay yet</Text>
      ) : (
        totals.map((total) => (
          <Text fw={700} size="lg" key={`${total.interval}-${total.currency}`}>
            Total {formatMoney(total.cents, total.currency)} per {total.interval}
          </Text>
        ))
      )}
    </Stack>
  );
}
