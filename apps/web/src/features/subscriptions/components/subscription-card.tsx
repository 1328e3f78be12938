import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import type { Subscription } from '@homekeep/contracts/subscriptions';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  useCancelSubscriptionMutation,
  useUpdateSubscriptionMutation,
} from '../api/subscriptions-api';
import { formatDay, periodLine, planLabel } from '../subscription-dates';
import { ChangePlanButton } from './change-plan-button';
import { ConfirmButton } from './confirm-button';
import { SubscriptionStatusBadge } from './subscription-status-badge';
import { showSuccessToast } from '@/lib/toast';
import { useFocusOnceDone } from '@/lib/use-focus-after';

type Props = {
  subscription: Subscription;
  plans: MaintenancePlan[];
  onPay: (subscription: Subscription) => void;
  paying: boolean;
};

export function SubscriptionCard({ subscription, plans, onPay, paying }: Props) {
  const [update, updating] = useUpdateSubscriptionMutation();
  const [cancel] = useCancelSubscriptionMutation();
  const { status, property, plan, pendingPlan } = subscription;
  const paid = status === 'active' || status === 'past_due';

  // Its buttons go once it is canceled: the focus goes to the card's name.
  const focus = useFocusOnceDone(status === 'canceled');
  const cancelNow = async () => {
    const result = await cancel(subscription.id);
    if (!result.data) return false;
    showSuccessToast(`The subscription of ${property.name} is canceled.`);
    focus.arm();
    return true;
  };
  const setCancelAtPeriodEnd = async (value: boolean) => {
    const result = await update({ id: subscription.id, body: { cancelAtPeriodEnd: value } });
    const end = result.data?.currentPeriodEnd;
    if (!end) return;
    showSuccessToast(
      value
        ? `The subscription of ${property.name} ends on ${formatDay(end)}; its maintenance goes on until then.`
        : `The subscription of ${property.name} renews on ${formatDay(end)}.`,
    );
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={property.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h4" lineClamp={2} ref={focus.target} tabIndex={-1}>
            {property.name}
          </Title>
          <SubscriptionStatusBadge status={status} />
        </Group>
        <Text fw={600}>{planLabel(plan)}</Text>
        <Text size="sm" c="dimmed">
          {periodLine(subscription)}
        </Text>
        {pendingPlan && subscription.currentPeriodEnd && (
          <Text size="sm">
            Moves to {pendingPlan.name} on {formatDay(subscription.currentPeriodEnd)}.
          </Text>
        )}
        {status === 'past_due' && subscription.currentPeriodEnd && (
          <Text size="sm" role="status">
            The renewal on {formatDay(subscription.currentPeriodEnd)} was declined. We try the card
            again on days 1, 3 and 5; unpaid after 7 days, the subscription ends. Pay now with
            another card to keep it.
          </Text>
        )}
        {status !== 'canceled' && (
          <Group gap="sm" mt="xs">
            {status === 'pending' && (
              <Button onClick={() => onPay(subscription)} loading={paying}>
                Complete payment
              </Button>
            )}
            {status === 'past_due' && (
              <Button onClick={() => onPay(subscription)} loading={paying}>
                Pay now
              </Button>
            )}
            <ChangePlanButton subscription={subscription} plans={plans} />
            {paid &&
              (subscription.cancelAtPeriodEnd ? (
                <Button
                  variant="light"
                  onClick={() => void setCancelAtPeriodEnd(false)}
                  loading={updating.isLoading}
                >
                  Keep subscription
                </Button>
              ) : (
                <Button
                  variant="default"
                  onClick={() => void setCancelAtPeriodEnd(true)}
                  loading={updating.isLoading}
                >
                  Cancel at period end
                </Button>
              ))}
            <ConfirmButton
              label={paid ? 'Cancel now' : 'Cancel'}
              title={`Cancel the subscription of ${property.name}?`}
              message={
                paid
                  ? 'Its maintenance stops today, before the end of the period you paid for. This cannot be undone; you can subscribe the property again later.'
                  : 'The subscription is removed before any payment. You can subscribe the property again later.'
              }
              confirmLabel="Cancel subscription"
              keepLabel="Keep it"
              onConfirm={cancelNow}
            />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
