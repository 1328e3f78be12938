import type { VendorOrder } from '@homekeep/contracts/jobs';
import { Alert, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useGetVendorOrdersQuery } from '../api/vendor-orders-api';
import { JOBS_POLL_MS } from '../jobs-polling';
import { OrderCard } from './order-card';
import { PagedList } from '@/components/lists/paged-list';
import { usePageCursors } from '@/components/lists/use-page-cursors';

const PAGE_SIZE = 10;

type OrdersListProps = {
  status: string;
  empty: { title: string; message: string };
  actionsFor?: (order: VendorOrder) => ReactNode;
  /** The job a notification or an accept pointed at: marked and scrolled to. */
  highlightId?: string | null;
  /** What is said when that job is not on the page shown. */
  notHere: string;
};

/** One tab of the orders screen: a paged list of jobs of the given statuses. */
export function OrdersList({ status, empty, actionsFor, highlightId, notHere }: OrdersListProps) {
  const [page, setPage] = useState(1);
  const cursors = usePageCursors(status);
  const query = useGetVendorOrdersQuery(
    { status, page, limit: PAGE_SIZE, cursor: cursors.cursorTo(page) },
    { pollingInterval: JOBS_POLL_MS },
  );
  // Judged on an answer fetched since this tab opened (not a cached one from before an accept),
  // and kept through the polls that follow.
  const [openedAt] = useState(Date.now);
  const shown = (query.fulfilledTimeStamp ?? 0) >= openedAt ? query.currentData?.data : undefined;
  const pointedElsewhere =
    Boolean(highlightId) && shown !== undefined && !shown.some((order) => order.id === highlightId);
  return (
    <Stack gap="md">
      {pointedElsewhere && (
        <Alert color="blue" variant="light" title="The job you opened is not here">
          {notHere}
        </Alert>
      )}
      <PagedList
        query={query}
        loadingLabel="Loading jobs..."
        errorTitle="Jobs could not be loaded"
        empty={empty}
        page={page}
        onPageChange={(next) => {
          cursors.remember(next, query.data?.meta);
          setPage(next);
        }}
        grid={{ cols: { base: 1, md: 2 }, spacing: 'md' }}
        renderItem={(order) => (
          <OrderCard
            order={order}
            actions={actionsFor?.(order)}
            highlighted={order.id === highlightId}
          />
        )}
      />
    </Stack>
  );
}
