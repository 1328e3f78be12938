import '@mantine/core/styles/Pagination.css';
import type { Service } from '@homekeep/contracts/catalog';
import type { List } from '@homekeep/contracts/common';
import { Button, Group, Pagination, SimpleGrid, Stack } from '@mantine/core';
import { CardSkeletons } from '@/components/feedback/card-skeletons';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { messageFor } from '@/lib/api';
import { ServiceCard } from './service-card';

type ServiceResultsProps = {
  /** The answer for the current search and page; undefined while a new one is on its way. */
  results: List<Service> | undefined;
  loading: boolean;
  error: Parameters<typeof messageFor>[0];
  onRetry: () => void;
  search: string;
  page: number;
  onClearSearch: () => void;
  onPageChange: (page: number) => void;
};

const cols = { base: 1, xs: 2, md: 3, lg: 4 };

function LoadingGrid() {
  return <CardSkeletons label="Loading services" count={8} height={290} cols={cols} />;
}

/** The services browser's results: a grid of cards and its pages, or why there are none. */
export function ServiceResults(props: ServiceResultsProps) {
  const { results, search, page, onPageChange } = props;
  if (!results && props.loading) return <LoadingGrid />;
  if (!results) {
    return (
      <ErrorState
        title="The services could not be loaded"
        message={messageFor(props.error)}
        onRetry={props.onRetry}
      />
    );
  }
  const { data: services, meta } = results;
  if (meta.total === 0 && search) {
    return (
      <EmptyState
        title="No services match your search"
        message={`Nothing matches “${search}”. Try another word, or clear the search to see every service.`}
        action={
          <Button variant="light" onClick={props.onClearSearch} mt="xs">
            Clear the search
          </Button>
        }
      />
    );
  }
  if (meta.total === 0) {
    return (
      <EmptyState
        title="No services yet"
        message="Services will be listed here as soon as they are offered."
      />
    );
  }
  if (services.length === 0) {
    return (
      <EmptyState
        title="This page is past the end"
        message={`There are ${meta.totalPages} pages of results.`}
        action={
          <Button variant="light" onClick={() => onPageChange(1)} mt="xs">
            Go to the first page
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="xl">
      <SimpleGrid cols={cols} spacing="lg">
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </SimpleGrid>
      {meta.totalPages > 1 && (
        <Group justify="center" component="nav" aria-label="Pages">
          <Pagination
            total={meta.totalPages}
            value={Math.min(page, meta.totalPages)}
            onChange={onPageChange}
            siblings={1}
            boundaries={1}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
            })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </Group>
      )}
    </Stack>
  );
}
