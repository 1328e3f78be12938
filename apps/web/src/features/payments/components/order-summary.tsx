import { Divider, Group, Stack, Text } from '@mantine/core';
import type { Transaction } from '@homekeep/contracts/payments';
import { renewalText, transactionSubject } from '../transaction-text';
import { formatViewerMoney } from '../viewer-money';
import { CheckoutPanel } from './checkout-panel';

export function OrderSummary({ transaction }: { transaction: Transaction }) {
  const money = (cents: number) => formatViewerMoney(cents, transaction.currency);
  const renewal = renewalText(transaction);
  return (
    <CheckoutPanel id="order-summary-title" title="Order summary" gap="sm">
      {transaction.properties.length > 0 && <Text fw={600}>{transactionSubject(transaction)}</Text>}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {transaction.items.map((item) => (
          <Group
            key={item.productId}
            component="li"
            justify="space-between"
            wrap="nowrap"
            align="flex-start"
          >
            <Stack gap={0}>
              <Text fw={500}>{item.name}</Text>
              <Text size="sm" c="dimmed">
                {item.quantity} × {money(item.unitPriceCents)}
              </Text>
            </Stack>
            <Text fw={500}>{money(item.unitPriceCents * item.quantity)}</Text>
          </Group>
        ))}
      </Stack>
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700} size="lg" data-testid="order-total">
          {money(transaction.amountCents)}
        </Text>
      </Group>
      {renewal && (
        <Text size="sm" c="dimmed">
          {renewal}
        </Text>
      )}
    </CheckoutPanel>
  );
}
