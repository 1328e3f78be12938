import '@mantine/charts/styles.css';
import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

type ChartCardProps = {
  title: string;
  /** What the chart shows, in one sentence. */
  summary: string;
  /** The chart's numbers as rows, for screen readers (the chart itself is hidden from them). */
  table: { headers: [string, string]; rows: [string, string][] };
  empty: boolean;
  children: ReactNode;
};

/** A chart with its title, and its numbers as a table only screen readers get. */
export function ChartCard({ title, summary, table, empty, children }: ChartCardProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
        {empty ? (
          <Text py="xl" ta="center" c="dimmed">
            Nothing in this period yet.
          </Text>
        ) : (
          <>
            <div aria-hidden>{children}</div>
            <VisuallyHidden>
              <Table>
                <Table.Caption>{title}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{table.headers[0]}</Table.Th>
                    <Table.Th>{table.headers[1]}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {table.rows.map(([label, value]) => (
                    <Table.Tr key={label}>
                      <Table.Td>{label}</Table.Td>
                      <Table.Td>{value}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Paper>
  );
}
