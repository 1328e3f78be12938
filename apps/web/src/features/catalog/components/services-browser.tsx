import '@mantine/core/styles/Pagination.css';
import type { ServiceKind } from '@homekeep/contracts/catalog';
import {
  Button,
  CloseButton,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRef } from 'react';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { messageFor } from '@/lib/api';
import { useGetServicesQuery } from '../api/catalog-api';
import { SERVICES_PER_PAGE, useCatalogSearch } from '../use-catalog-search';
import { ServiceCard } from './service-card';

type ServicesBrowserProps = {
  kind: ServiceKind;
  /** What the list holds, for the search box and the counts: "home services". */
  noun: string;
  /** Example words for the empty search box. */
  placeholder: string;
};

const countText = (total: number, noun: string, search: string) => {
  const things = total === 1 ? noun.replace(/s$/, '') : noun;
  const verb = total === 1 ? 'matches' : 'match';
  return search ? `${total} ${things} ${verb} “${search}”` : `${total} ${things}`;
};

function LoadingGrid() {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
      spacing="lg"
      aria-busy="true"
      aria-label="Loading services"
    >
      {Array.from({ length: 8 }, (_, key) => (
        <Skeleton key={key} height={290} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** Search box, result grid and pages of one kind of service, all kept in the URL. */
export function ServicesBrowser({ kind, noun, placeholder }: ServicesBrowserProps) {
  const { page, search, draft, changeSearch, clearSearch, changePage } = useCatalogSearch();
  const resultsTop = useRef<HTMLDivElement>(null);
  const { currentData, isFetching, error, refetch } = useGetServicesQuery({
    kind,
    page,
    limit: SERVICES_PER_PAGE,
    global: search || undefined,
  });

  const goToPage = (next: number) => {
    changePage(next);
    resultsTop.current?.scrollIntoView?.({ block: 'start' });
  };

  const results = () => {
    if (!currentData && isFetching) return <LoadingGrid />;
    if (!currentData) {
      return (
        <ErrorState
          title="The services could not be loaded"
          message={messageFor(error)}
          onRetry={() => void refetch()}
        />
      );
    }
    const { data: services, meta } = currentData;
    if (meta.total === 0 && search) {
      return (
        <EmptyState
          title="No services match your search"
          message={`Nothing matches “${search}”. Try another word, or clear the search to see every service.`}
          action={
            <Button variant="light" onClick={clearSearch} mt="xs">
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
            <Button variant="light" onClick={() => goToPage(1)} mt="xs">
              Go to the first page
            </Button>
          }
        />
      );
    }
    return (
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </SimpleGrid>
        {meta.totalPages > 1 && (
          <Group justify="center" component="nav" aria-label="Pages">
            <Pagination
              total={meta.totalPages}
              value={Math.min(page, meta.totalPages)}
              onChange={goToPage}
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
  };

  return (
    <Stack gap="lg" ref={resultsTop} style={{ scrollMarginTop: 80 }}>
      <Group justify="space-between" align="flex-end" gap="md">
        <TextInput
          label={`Search ${noun}`}
          placeholder={placeholder}
          type="search"
          value={draft}
          maxLength={200}
          onChange={(event) => changeSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            draft ? <CloseButton aria-label="Clear search" onClick={clearSearch} /> : undefined
          }
          w={{ base: '100%', sm: 380 }}
        />
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {currentData ? countText(currentData.meta.total, noun, search) : ''}
        </Text>
      </Group>
      {results()}
    </Stack>
  );
}
