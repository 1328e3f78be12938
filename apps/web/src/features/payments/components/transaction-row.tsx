import type { Transaction } from '@homekeep/contracts/payments';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatViewerMoney } from '../viewer-money';
import {
  payAgainPath,
  TRANSACTION_STATUS_COLORS,
  TRANSACTION_STATUS_LABELS,
  transactionDate,
  transactionSubject,
  unpaidAdvice,
} from '../transaction-text';

type TransactionRowProps = { transaction: Transaction; onReceipt: (id: string) => void };

/**
 * One payment in the history: when, what (naming the property), how much and its status; a paid
 * one has its receipt, one that failed or expired says what to do instead.
 */
export function TransactionRow({ transaction, onReceipt }: TransactionRowProps) {
  const subject = transactionSubject(transaction);
  const paid = transaction.status === 'paid';
  const advice = paid ? null : unpaidAdvice(transaction);
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 220px' }}>
            <Text fw={600}>{subject}</Text>
            <Text size="sm" c="dimmed">
              {transactionDate(transaction)}
            </Text>
          </Stack>
          <Group gap="md" wrap="nowrap">
            <Stack gap={4} align="flex-end">
              <Text fw={700}>
                {formatViewerMoney(transaction.amountCents, transaction.currency)}
              </Text>
              <Badge variant="dot" color={TRANSACTION_STATUS_COLORS[transaction.status]}>
                {TRANSACTION_STATUS_LABELS[transaction.status]}
              </Badge>
            </Stack>
            {paid && (
              <Button
                variant="light"
                size="xs"
                onClick={() => onReceipt(transaction.id)}
                aria-label={`Receipt for ${subject}`}
              >
                Receipt
              </Button>
            )}
          </Group>
        </Group>
        {advice && transaction.status !== 'pending' && (
          <Text size="sm">
            {advice.text}{' '}
            <Anchor component={Link} to={payAgainPath(transaction)}>
              Pay again
            </Anchor>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
