import type { Earning } from '@homekeep/contracts/payouts';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { CardAside } from '@/components/layout/card-aside';
import { formatMoney } from '@/lib/money';
import { EARNING_STATUS_COLORS, EARNING_STATUS_LABELS } from '../payout-words';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

function whenText(earning: Earning) {
  if (earning.status === 'paid' && earning.paidAt) return `Paid on ${day(earning.paidAt)}`;
  if (earning.heldBecause === 'dispute') return 'Held: the resident disputed the payment';
  if (earning.heldBecause === 'account') return 'Held until your payout account is set up';
  if (earning.status === 'reversed') return 'Refunded to the resident';
  if (earning.status === 'available') return 'Available: paid in the next payout run';
  return `Available on ${day(earning.availableAt)}`;
}

/** One job's line: what it paid, the platform's fee, what the vendor keeps and when. */
export function EarningRow({ earning }: { earning: Earning }) {
  const money = (cents: number) => formatMoney(cents, earning.currency);
  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-label={earning.title}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>{earning.title}</Text>
          <Text size="sm" c="dimmed">
            Completed {day(earning.completedAt)} · {whenText(earning)}
          </Text>
        </Stack>
        <CardAside>
          <Group gap="xs">
            <Text fw={700}>{money(earning.payoutCents - earning.reversedCents)}</Text>
            <Badge variant="light" color={EARNING_STATUS_COLORS[earning.status]}>
              {EARNING_STATUS_LABELS[earning.status]}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {money(earning.priceCents)} price − {money(earning.feeCents)} fee
            {earning.reversedCents > 0 ? ` − ${money(earning.reversedCents)} refunded` : ''}
          </Text>
        </CardAside>
      </Group>
    </Card>
  );
}
