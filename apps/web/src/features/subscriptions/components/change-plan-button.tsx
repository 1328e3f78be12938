import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import type { Subscription } from '@homekeep/contracts/subscriptions';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useUpdateSubscriptionMutation } from '../api/subscriptions-api';
import { planLabel } from '../subscription-dates';
import { showSuccessToast } from '@/lib/toast';

type Props = { subscription: Subscription; plans: MaintenancePlan[] };

export function ChangePlanButton({ subscription, plans }: Props) {
  const [open, setOpen] = useState(false);
  const next = subscription.pendingPlanId ?? subscription.maintenancePlanId;
  const [planId, setPlanId] = useState(next);
  const [update, { isLoading }] = useUpdateSubscriptionMutation();
  const paid = subscription.status !== 'pending';

  const save = async () => {
    const result = await update({ id: subscription.id, body: { maintenancePlanId: planId } });
    if (!result.data) return;
    setOpen(false);
    const plan = plans.find((candidate) => candidate.id === planId);
    showSuccessToast(
      paid && planId !== subscription.maintenancePlanId
        ? `${subscription.property.name} moves to ${plan?.name ?? 'the new plan'} when this period ends.`
        : `${subscription.property.name} is on ${plan?.name ?? 'its plan'}.`,
    );
  };

  return (
    <>
      <Button
        variant="default"
        onClick={() => {
          setPlanId(next);
          setOpen(true);
        }}
      >
        Change plan
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={`Change the plan of ${subscription.property.name}`}
        centered
        radius="lg"
      >
        <Stack gap="md">
          <NativeSelect
            label="New plan"
            value={planId}
            onChange={(event) => setPlanId(event.currentTarget.value)}
            data={plans.map((plan) => ({ value: plan.id, label: planLabel(plan) }))}
          />
          <Text size="sm" c="dimmed">
            {paid
              ? 'You keep your current plan until the end of the period you paid for; the new one starts with the next period.'
              : 'The subscription is not paid yet, so the new plan applies at once.'}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)} disabled={isLoading}>
              Keep current plan
            </Button>
            <Button onClick={() => void save()} loading={isLoading} disabled={planId === next}>
              Save plan
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
