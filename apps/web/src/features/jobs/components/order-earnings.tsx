import type { OrderEarnings } from '@homekeep/contracts/payouts';
import { Group, Text } from '@mantine/core';
import { formatMoney } from '@/lib/money';

/** What the job pays the vendor: the payout first, then how it follows from the price. */
export function OrderEarningsLine({ earnings }: { earnings: OrderEarnings }) {
  const money = (cents: number) => formatMoney(cents, earnings.currency);
  return (
    <Group gap="xs" wrap="wrap" aria-label="What this job pays you">
      <Text size="sm" fw={700}>
        Pays you {money(earnings.payoutCents)}
      </Text>
      <Text size="sm" c="dimmed">
        {money(earnings.priceCents)} price − {money(earnings.feeCents)} platform fee
      </Text>
    </Group>
  );
}
