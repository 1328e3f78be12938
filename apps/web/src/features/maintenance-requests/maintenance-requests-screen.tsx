import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Pagination.css';
import {
  Button,
  Container,
  Drawer,
  Group,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useGetMaintenanceRequestsQuery } from './api/maintenance-requests-api';
import { NewRequestForm } from './components/new-request-form';
import { RequestCard } from './components/request-card';
import { RequestDetail } from './components/request-detail';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { usePageTitle } from '@/lib/page-title';

const PAGE_SIZE = 12;

export function MaintenanceRequestsScreen() {
  usePageTitle('Maintenance requests');
  const [params, setParams] = useSearchParams();
  const phone = useMediaQuery('(max-width: 600px)');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const openId = params.get('id');
  const serviceId = params.get('serviceId');
  const creating = params.get('new') === '1' || serviceId !== null;
  const { data, isLoading, isError, refetch } = useGetMaintenanceRequestsQuery(
    { page, limit: PAGE_SIZE },
    { pollingInterval: 20_000 },
  );
  const show = (next: Record<string, string>) => setParams(next);
  const close = () => show(page > 1 ? { page: String(page) } : {});
  const newButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => show({ new: '1' })}>
      New request
    </Button>
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>Maintenance requests</Title>
            <Text c="dimmed">Ask for a service at one of your properties and follow it here.</Text>
          </Stack>
          {newButton}
        </Group>
        {isLoading ? (
          <LoadingState label="Loading your requests..." />
        ) : isError || !data ? (
          <ErrorState
            title="Your requests could not be loaded"
            message="Check your connection and try again."
            onRetry={() => void refetch()}
          />
        ) : data.data.length === 0 ? (
          <EmptyState
            title="No requests yet"
            message="When something needs fixing, send a request and a vendor near you takes it."
          />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {data.data.map((request) => (
                <RequestCard key={request.id} request={request} onOpen={(id) => show({ id })} />
              ))}
            </SimpleGrid>
            {data.meta.totalPages > 1 && (
              <Group justify="center">
                <Pagination
                  total={data.meta.totalPages}
                  value={page}
                  onChange={(next) => show({ page: String(next) })}
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                />
              </Group>
            )}
          </>
        )}
      </Stack>
      <Drawer
        opened={creating}
        onClose={close}
        title="New maintenance request"
        position="right"
        size={phone ? '100%' : 'lg'}
      >
        {creating && (
          <NewRequestForm serviceId={serviceId} onCreated={(id) => show({ id })} onCancel={close} />
        )}
      </Drawer>
      <Drawer
        opened={openId !== null}
        onClose={close}
        title="Request details"
        position="right"
        size={phone ? '100%' : 'md'}
      >
        {openId && <RequestDetail id={openId} />}
      </Drawer>
    </Container>
  );
}
