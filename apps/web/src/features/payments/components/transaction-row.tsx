import type { Transaction } from '@homekeep/contracts/payments';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatViewerMoney } from '../viewer-money';
import {
  TRANSACTION_STATUS_COLORS,
  TRANSACTION_STATUS_LABELS,
  transactionDate,
  transactionSubject,
} from '../transaction-text';

type TransactionRowProps = { transaction: Transaction; onReceipt: (id: string) => void };

/** One payment in the history: when, what, how much, its status, and its receipt. */
export function TransactionRow({ transaction, onReceipt }: TransactionRowProps) {
  const subject = transactionSubject(transaction);
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 220px' }}>
          <Text fw={600}>{subject}</Text>
          <Text size="sm" c="dimmed">
            {transactionDate(transaction)}
          </Text>
        </Stack>
        <Group gap="md" wrap="nowrap">
          <Stack gap={4} align="flex-end">
            <Text fw={700}>{formatViewerMoney(transaction.amountCents, transaction.currency)}</Text>
            <Badge variant="dot" color={TRANSACTION_STATUS_COLORS[transaction.status]}>
              {TRANSACTION_STATUS_LABELS[transaction.status]}
            </Badge>
          </Stack>
          <Button
            variant="light"
            size="xs"
            onClick={() => onReceipt(transaction.id)}
            aria-label={`Receipt for ${subject}`}
          >
            Receipt
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
