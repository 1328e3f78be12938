import type { ServiceKind } from '@homekeep/contracts/catalog';
import type { ListMeta } from '@homekeep/contracts/common';
import { CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRef } from 'react';
import { usePageCursors } from '@/components/lists/use-page-cursors';
import { formatTotal } from '@/lib/list-total';
import { useGetServicesQuery } from '@/lib/resources/services-api';
import { SERVICES_PER_PAGE, useCatalogSearch } from '../use-catalog-search';
import { ServiceResults } from './service-results';

type ServicesBrowserProps = {
  kind: ServiceKind;
  /** What the list holds, for the search box and the counts: "home services". */
  noun: string;
  /** Example words for the empty search box. */
  placeholder: string;
};

const countText = (meta: ListMeta, noun: string, search: string) => {
  const total = formatTotal(meta);
  const one = meta.total === 1 && !meta.totalIsEstimate;
  const things = one ? noun.replace(/s$/, '') : noun;
  const verb = one ? 'matches' : 'match';
  return search ? `${total} ${things} ${verb} “${search}”` : `${total} ${things}`;
};

/** Search box, result grid and pages of one kind of service, all kept in the URL. */
export function ServicesBrowser({ kind, noun, placeholder }: ServicesBrowserProps) {
  const { page, search, draft, changeSearch, clearSearch, changePage } = useCatalogSearch();
  const resultsTop = useRef<HTMLDivElement>(null);
  const cursors = usePageCursors(`${kind}:${search}`);
  const { currentData, isFetching, error, refetch } = useGetServicesQuery({
    kind,
    page,
    limit: SERVICES_PER_PAGE,
    global: search || undefined,
    cursor: cursors.cursorTo(page),
  });

  const goToPage = (next: number) => {
    cursors.remember(next, currentData?.meta);
    changePage(next);
    resultsTop.current?.scrollIntoView?.({ block: 'start' });
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
          {currentData ? countText(currentData.meta, noun, search) : ''}
        </Text>
      </Group>
      <ServiceResults
        results={currentData}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        search={search}
        page={page}
        onClearSearch={clearSearch}
        onPageChange={goToPage}
      />
    </Stack>
  );
}
