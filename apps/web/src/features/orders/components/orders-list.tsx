import '@mantine/core/styles/Pagination.css';
import type { VendorOrder } from '@homekeep/contracts/orders';
import { Group, Pagination, SimpleGrid, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useGetVendorOrdersQuery } from '../api/orders-api';
import { OrderCard } from './order-card';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';

const PAGE_SIZE = 10;

type OrdersListProps = {
  status: string;
  empty: { title: string; message: string };
  actionsFor?: (order: VendorOrder) => ReactNode;
};

/** One tab of the orders screen: a paged list of jobs of the given statuses. */
export function OrdersList({ status, empty, actionsFor }: OrdersListProps) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useGetVendorOrdersQuery(
    { status, page, limit: PAGE_SIZE },
    { pollingInterval: 20_000 },
  );
  if (isLoading) return <LoadingState label="Loading jobs..." />;
  if (isError || !data)
    return (
      <ErrorState
        title="Jobs could not be loaded"
        message="Check your connection and try again."
        onRetry={() => void refetch()}
      />
    );
  if (data.data.length === 0) return <EmptyState {...empty} />;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {data.data.map((order) => (
          <OrderCard key={order.id} order={order} actions={actionsFor?.(order)} />
        ))}
      </SimpleGrid>
      {data.meta.totalPages > 1 && (
        <Group justify="center">
          <Pagination
            total={data.meta.totalPages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Group>
      )}
    </Stack>
  );
}
