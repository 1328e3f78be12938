import '@mantine/core/styles/Pagination.css';
import type { List } from '@homekeep/contracts/common';
import { Group, Pagination, SimpleGrid, Stack, Text, type SimpleGridProps } from '@mantine/core';
import { Fragment, useEffect, type ReactNode } from 'react';
import { QueryState, type QueryResult } from '@/components/feedback/query-state';
import { formatPageOf, formatTotal } from '@/lib/list-total';

type PagedListProps<T extends { id: string }> = {
  /** The read of the current page. */
  query: QueryResult<List<T>>;
  page: number;
  onPageChange: (page: number) => void;
  loadingLabel: string;
  errorTitle: string;
  empty: { title: string; message: string; action?: ReactNode };
  renderItem: (item: T) => ReactNode;
  /** A grid of cards, or (without it) a plain list whose items render as `<li>`. */
  grid?: Pick<SimpleGridProps, 'cols' | 'spacing'>;
};

/**
 * A paged list with its loading, error and empty states: one page of items, and the page
 * numbers below them when there is more than one page (with "1,000+ in all" when the server
 * stopped counting). A page emptied since it was opened goes back to the last one with rows.
 */
export function PagedList<T extends { id: string }>({
  query,
  page,
  onPageChange,
  loadingLabel,
  errorTitle,
  empty,
  renderItem,
  grid,
}: PagedListProps<T>) {
  usePageWithinList(query.isError ? undefined : query.data, page, onPageChange);
  return (
    <QueryState query={query} loadingLabel={loadingLabel} errorTitle={errorTitle} empty={empty}>
      {({ data: items, meta }) => {
        const rendered = items.map((item) => <Fragment key={item.id}>{renderItem(item)}</Fragment>);
        return (
          <>
            {grid ? (
              <SimpleGrid cols={grid.cols} spacing={grid.spacing}>
                {rendered}
              </SimpleGrid>
            ) : (
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {rendered}
              </Stack>
            )}
            {meta.totalPages > 1 && (
              <Group justify="center">
                <Pagination
                  total={meta.totalPages}
                  value={page}
                  onChange={onPageChange}
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                />
                {meta.totalIsEstimate && (
                  <Text size="sm" c="dimmed">
                    {formatTotal(meta)} in all, {formatPageOf(meta)}
                  </Text>
                )}
              </Group>
            )}
          </>
        );
      }}
    </QueryState>
  );
}

/**
 * A page that comes back empty past the first (its last rows taken, hidden or removed since it
 * was opened) goes back to the last page that still has rows, rather than showing an empty list
 * without the page numbers that lead to the others.
 */
export function usePageWithinList(
  list: List<unknown> | undefined,
  page: number,
  onPageChange: (page: number) => void,
) {
  const emptyPast = list !== undefined && list.data.length === 0 && page > 1;
  const lastPage = list?.meta.totalPages ?? 1;
  useEffect(() => {
    if (emptyPast) onPageChange(Math.max(1, Math.min(page - 1, lastPage)));
  }, [emptyPast, lastPage, page, onPageChange]);
}
