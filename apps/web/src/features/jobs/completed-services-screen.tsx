import { Container, Stack, Text, Title } from '@mantine/core';
import { CompletedRequestCard } from './components/completed-request-card';
import { PagedList } from '@/components/lists/paged-list';
import { usePageParam } from '@/lib/page-param';
import { usePageTitle } from '@/lib/page-title';
import { useGetMaintenanceRequestsQuery } from '@/lib/resources/maintenance-requests-api';

const PAGE_SIZE = 20;

export function CompletedServicesScreen() {
  usePageTitle('Request history');
  const [page, setPage] = usePageParam();
  const query = useGetMaintenanceRequestsQuery({ page, limit: PAGE_SIZE, status: 'completed' });

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Request history</Title>
          <Text c="dimmed">The work finished at your properties, who did it and when.</Text>
        </Stack>
        <PagedList
          query={query}
          loadingLabel="Loading your request history..."
          errorTitle="Your request history could not be loaded"
          empty={{
            title: 'Nothing completed yet',
            message: 'Once a vendor finishes a request, it is listed here.',
          }}
          page={page}
          onPageChange={setPage}
          renderItem={(request) => <CompletedRequestCard request={request} />}
        />
      </Stack>
    </Container>
  );
}
