import '@mantine/core/styles/Pagination.css';
import { Card, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useGetMaintenanceRequestsQuery } from './api/maintenance-requests-api';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { usePageTitle } from '@/lib/page-title';

const PAGE_SIZE = 20;
const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '';

export function CompletedServicesScreen() {
  usePageTitle('Completed services');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, isLoading, isError, refetch } = useGetMaintenanceRequestsQuery({
    page,
    limit: PAGE_SIZE,
    status: 'completed',
  });

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Completed services</Title>
          <Text c="dimmed">The work finished at your properties, who did it and when.</Text>
        </Stack>
        {isLoading ? (
          <LoadingState label="Loading completed services..." />
        ) : isError || !data ? (
          <ErrorState
            title="Completed services could not be loaded"
            message="Check your connection and try again."
            onRetry={() => void refetch()}
          />
        ) : data.data.length === 0 ? (
          <EmptyState
            title="Nothing completed yet"
            message="Once a vendor finishes a request, it is listed here."
          />
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.data.map((request) => (
              <Card component="li" key={request.id} withBorder radius="md" padding="md">
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Stack gap={2}>
                    <Text fw={600}>{request.title}</Text>
                    <Text size="sm" c="dimmed">
                      {request.service.name} · {request.property.name}
                    </Text>
                  </Stack>
                  <Stack gap={2} align="flex-end">
                    <Text size="sm">By {request.order.vendorCompanyName ?? 'a vendor'}</Text>
                    <Text size="xs" c="dimmed">
                      Completed {day(request.completedAt)}
                    </Text>
                  </Stack>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
        {data && data.meta.totalPages > 1 && (
          <Group justify="center">
            <Pagination
              total={data.meta.totalPages}
              value={page}
              onChange={(next) => setParams({ page: String(next) })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
