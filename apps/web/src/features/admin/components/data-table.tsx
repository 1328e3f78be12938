import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/ScrollArea.css';
import type { List } from '@homekeep/contracts/common';
import {
  Group,
  Pagination,
  ScrollArea,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { QueryState, type QueryResult } from '@/components/feedback/query-state';
import { usePageWithinList } from '@/components/lists/paged-list';
import { formatPageOf, formatTotal } from '@/lib/list-total';
import type { TableState } from '../use-table-state';
import classes from './data-table.module.css';

export type Column<T> = {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** The API's sort field for this column, when it can sort. */
  sort?: string;
  /** The narrowest the column may get, so that badges and dates are never cut. */
  minWidth?: number;
  /** Keep the cell on one line (dates, amounts). */
  nowrap?: boolean;
};

type DataTableProps<T extends { id: string }> = {
  caption: string;
  columns: Column<T>[];
  query: QueryResult<List<T>>;
  table: Pick<TableState, 'page' | 'sort' | 'order' | 'setPage' | 'toggleSort'>;
  empty: { title: string; message: string; action?: ReactNode };
  /** Shown at the end of each row: the row's actions. */
  actions?: (row: T) => ReactNode;
};

function SortHeader({
  label,
  active,
  order,
  onClick,
}: {
  label: string;
  active: boolean;
  order: 'asc' | 'desc';
  onClick: () => void;
}) {
  const Icon = !active ? IconArrowsSort : order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton onClick={onClick} fw={600} fz="sm">
      <Group gap={4} wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
        {label}
        <Icon size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

/**
 * One page of an operator's table, sorted and paged by the API: headers that sort, the loading,
 * error and empty states, and the page numbers below. On a phone its rows stack as cards, so that
 * no column (a status, the actions) is left off screen.
 */
export function DataTable<T extends { id: string }>({
  caption,
  columns,
  query,
  table,
  empty,
  actions,
}: DataTableProps<T>) {
  usePageWithinList(query.isError ? undefined : query.data, table.page, table.setPage);
  return (
    <QueryState
      query={query}
      loadingLabel={`Loading ${caption.toLowerCase()}`}
      errorTitle={`We couldn't load ${caption.toLowerCase()}`}
      empty={empty}
    >
      {({ data, meta }) => (
        <>
          <ScrollArea type="auto">
            <Table
              striped
              highlightOnHover
              verticalSpacing="sm"
              miw={{ base: 0, sm: 720 }}
              className={classes.table}
            >
              <VisuallyHidden component="caption">{caption}</VisuallyHidden>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th
                      key={column.key}
                      miw={column.minWidth}
                      aria-sort={
                        column.sort && table.sort === column.sort
                          ? table.order === 'asc'
                            ? 'ascending'
                            : 'descending'
                          : undefined
                      }
                    >
                      {column.sort ? (
                        <SortHeader
                          label={column.label}
                          active={table.sort === column.sort}
                          order={table.order}
                          onClick={() => table.toggleSort(column.sort!)}
                        />
                      ) : (
                        column.label
                      )}
                    </Table.Th>
                  ))}
                  {actions && (
                    <Table.Th>
                      <Text component="span" fz="sm" fw={600}>
                        Actions
                      </Text>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((row) => (
                  <Table.Tr key={row.id}>
                    {columns.map((column) => (
                      <Table.Td
                        key={column.key}
                        data-label={column.label}
                        style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                      >
                        {column.render(row)}
                      </Table.Td>
                    ))}
                    {actions && <Table.Td data-label="Actions">{actions(row)}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <Text size="sm" c="dimmed" ta="center">
            {caption}: {formatTotal(meta)} in all, {formatPageOf(meta)}
          </Text>
          {meta.totalPages > 1 && (
            <Group justify="center">
              <Pagination
                total={meta.totalPages}
                value={table.page}
                onChange={table.setPage}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            </Group>
          )}
        </>
      )}
    </QueryState>
  );
}
