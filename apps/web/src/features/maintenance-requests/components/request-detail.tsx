import { Anchor, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useGetMaintenanceRequestQuery } from '../api/maintenance-requests-api';
import { CancelRequestButton } from './cancel-request-button';
import { OrderTimeline } from './order-timeline';
import { RequestStatusBadge } from './request-status-badge';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';

const CANCELABLE = ['pending', 'accepted', 'en_route'];

/** One request: what was asked, who took it, and the order's timeline. */
export function RequestDetail({ id }: { id: string }) {
  const {
    data: request,
    isLoading,
    isError,
    refetch,
  } = useGetMaintenanceRequestQuery(id, {
    pollingInterval: 20_000,
  });
  if (isLoading) return <LoadingState label="Loading the request..." />;
  if (isError || !request)
    return (
      <ErrorState
        title="This request could not be loaded"
        message="It may have been removed, or the connection failed."
        onRetry={() => void refetch()}
      />
    );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Title order={2} size="h3">
          {request.title}
        </Title>
        <RequestStatusBadge status={request.order.status} />
      </Group>
      <Text size="sm" c="dimmed">
        {request.service.name} · {request.property.name}, {request.property.address}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{request.description}</Text>
      <Text size="sm">
        <strong>Vendor:</strong>{' '}
        {request.order.vendorCompanyName ?? 'Waiting for a vendor to accept'}
      </Text>
      {request.preferredDate && (
        <Text size="sm">
          <strong>Preferred date:</strong> {request.preferredDate} ({request.preferredTimeWindow})
        </Text>
      )}
      {request.photos.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
          {request.photos.map((photo, index) => (
            <Anchor key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
              <Image src={photo.url} alt={`Photo ${index + 1} of the request`} radius="sm" h={80} />
            </Anchor>
          ))}
        </SimpleGrid>
      )}
      <Title order={3} size="h5">
        Progress
      </Title>
      <OrderTimeline history={request.order.history} />
      {CANCELABLE.includes(request.order.status) && (
        <Group>
          <CancelRequestButton id={request.id} title={request.title} />
        </Group>
      )}
    </Stack>
  );
}
