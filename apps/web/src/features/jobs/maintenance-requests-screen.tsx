import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { RequestCard } from './components/request-card';
import { RequestDrawers } from './components/request-drawers';
import { JOBS_POLL_MS } from './jobs-polling';
import { PagedList } from '@/components/lists/paged-list';
import { usePageParam } from '@/lib/page-param';
import { usePageTitle } from '@/lib/page-title';
import { useGetMaintenanceRequestsQuery } from '@/lib/resources/maintenance-requests-api';

const PAGE_SIZE = 12;

export function MaintenanceRequestsScreen() {
  usePageTitle('Your requests');
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const serviceId = params.get('serviceId');
  const query = useGetMaintenanceRequestsQuery(
    { page, limit: PAGE_SIZE },
    { pollingInterval: JOBS_POLL_MS },
  );
  const open = (id: string) => setParams({ id });
  const close = () => setParams(page > 1 ? { page: String(page) } : {});

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>Your requests</Title>
            <Text c="dimmed">Ask for a service at one of your properties and follow it here.</Text>
          </Stack>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setParams({ new: '1' })}
          >
            New request
          </Button>
        </Group>
        <PagedList
          query={query}
          loadingLabel="Loading your requests..."
          errorTitle="Your requests could not be loaded"
          empty={{
            title: 'No requests yet',
            message: 'When something needs fixing, send a request and a vendor near you takes it.',
          }}
          page={page}
          onPageChange={setPage}
          grid={{ cols: { base: 1, sm: 2, lg: 3 }, spacing: 'md' }}
          renderItem={(request) => <RequestCard request={request} onOpen={open} />}
        />
      </Stack>
      <RequestDrawers
        creating={params.get('new') === '1' || serviceId !== null}
        serviceId={serviceId}
        openId={params.get('id')}
        onCreated={open}
        onClose={close}
      />
    </Container>
  );
}
