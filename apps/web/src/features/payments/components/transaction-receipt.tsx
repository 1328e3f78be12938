import { addressText, type Transaction } from '@homekeep/contracts/payments';
import { Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatViewerMoney } from '../viewer-money';
import {
  TRANSACTION_STATUS_LABELS,
  transactionDate,
  transactionSubject,
} from '../transaction-text';
import { APP_NAME } from '@/config/app';

/**
 * A printable receipt of one paid payment: its number, when, for which property (with its
 * address) and job, each line, the total and the card.
 */
export function TransactionReceipt({ transaction }: { transaction: Transaction }) {
  const money = (cents: number) => formatViewerMoney(cents, transaction.currency);
  return (
    <Stack gap="sm" component="article" aria-label="Receipt" data-printable-receipt>
      <Group justify="space-between" align="flex-start">
        <Title order={2} size="h3">
          {APP_NAME}
        </Title>
        <Text fw={600}>{TRANSACTION_STATUS_LABELS[transaction.status]}</Text>
      </Group>
      <Stack gap={2}>
        {transaction.receiptNumber && (
          <Text size="sm">Receipt number: {transaction.receiptNumber}</Text>
        )}
        <Text size="sm">Date: {transactionDate(transaction)}</Text>
        <Text size="sm">For: {transactionSubject(transaction)}</Text>
        {transaction.card && (
          <Text size="sm">
            Paid with: {transaction.card.brand} ending in {transaction.card.last4}
          </Text>
        )}
      </Stack>
      {transaction.properties.map((property) => (
        <Stack gap={0} key={property.id}>
          <Text size="sm" fw={600}>
            {property.name}
          </Text>
          <Text size="sm">{addressText(property)}</Text>
        </Stack>
      ))}
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transaction.items.map((item) => (
            <Table.Tr key={item.productId}>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td ta="right">{item.quantity}</Table.Td>
              <Table.Td ta="right">{money(item.unitPriceCents * item.quantity)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700}>{money(transaction.amountCents)}</Text>
      </Group>
    </Stack>
  );
}
