import { preferredTime, URGENCY_LABELS } from '@/lib/job-words';
import { EMERGENCY_WINDOW_MINUTES, type MaintenanceRequest } from '@homekeep/contracts/jobs';
import { Anchor, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { useGetMaintenanceRequestQuery } from '../api/maintenance-requests-api';
import { AppointmentPanel } from './appointment-panel';
import { CancelRequestButton } from './cancel-request-button';
import { OrderTimeline } from './order-timeline';
import { RequestBill } from './request-bill';
import { RequestStatusBadge } from './request-status-badge';
import { JOBS_POLL_MS } from '../jobs-polling';
import { QueryState } from '@/components/feedback/query-state';
import { EmergencyBadge, findingVendorText } from '@/components/jobs/emergency-badge';
import { JobReviewsPanel } from '@/components/reviews/job-reviews-panel';
import { RatingSummary } from '@/components/reviews/star-rating';
import { useFocusOnceDone } from '@/lib/use-focus-after';

const CANCELABLE = ['pending', 'accepted', 'en_route'];

/** One request: what was asked, who took it, and the order's timeline. */
export function RequestDetail({ id }: { id: string }) {
  const query = useGetMaintenanceRequestQuery(id, { pollingInterval: JOBS_POLL_MS });
  return (
    <QueryState
      query={query}
      loadingLabel="Loading the request..."
      errorTitle="This request could not be loaded"
      errorMessage="It may have been removed, or the connection failed."
    >
      {(request) => <RequestFacts request={request} />}
    </QueryState>
  );
}

function RequestFacts({ request }: { request: MaintenanceRequest }) {
  // Canceling takes its button away: the focus goes to the request's title.
  const focus = useFocusOnceDone(request.order.status === 'canceled');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Title order={2} size="h3" ref={focus.target} tabIndex={-1}>
          {request.title}
        </Title>
        <Group gap={6}>
          <EmergencyBadge urgency={request.urgency} />
          <RequestStatusBadge status={request.order.status} />
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {request.service.name} · {request.property.name}, {request.property.address}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{request.description}</Text>
      <Stack gap={2}>
        <Text size="sm">
          <strong>Vendor:</strong>{' '}
          {request.order.vendorCompanyName ?? 'Waiting for a vendor to accept'}
        </Text>
        {request.order.status === 'pending' &&
          (request.order.operatorsAlertedAt ? (
            <Text size="sm" fw={600} role="status">
              {findingVendorText(request.source === 'plan')}
            </Text>
          ) : (
            request.urgency === 'emergency' && (
              <Text size="sm" fw={600}>
                Sent to every vendor across the state at once. If nobody takes it within{' '}
                {EMERGENCY_WINDOW_MINUTES} minutes, our team finds someone.
              </Text>
            )
          ))}
        {request.vendorRating && (
          <RatingSummary
            averageRating={request.vendorRating.averageRating}
            count={request.vendorRating.count}
          />
        )}
      </Stack>
      <Text size="sm">
        <strong>Urgency:</strong> {URGENCY_LABELS[request.urgency]}
      </Text>
      {request.preferredDate && (
        <Text size="sm">
          <strong>Preferred date:</strong>{' '}
          {preferredTime(request.preferredDate, request.preferredTimeWindow)}
        </Text>
      )}
      {request.order.status !== 'canceled' && (
        <AppointmentPanel
          side="resident"
          id={request.id}
          orderStatus={request.order.status}
          appointment={request.appointment}
          availability={request.availability}
          timezone={request.timezone}
        />
      )}
      <RequestBill request={request} />
      {request.photos.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
          {request.photos.map((photo, index) => (
            <Anchor key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
              <Image src={photo.url} alt={`Photo ${index + 1} of the request`} radius="sm" h={80} />
            </Anchor>
          ))}
        </SimpleGrid>
      )}
      {request.completionPhotos.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Photos of the work done
          </Title>
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
            {request.completionPhotos.map((photo, index) => (
              <Anchor key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
                <Image
                  src={photo.url}
                  alt={`Photo ${index + 1} of the work done`}
                  radius="sm"
                  h={80}
                />
              </Anchor>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <JobReviewsPanel side="resident" jobId={request.id} reviews={request.reviews} />
      <Title order={3} size="h5">
        Progress
      </Title>
      <OrderTimeline history={request.order.history} />
      {CANCELABLE.includes(request.order.status) && (
        <Group>
          <CancelRequestButton id={request.id} title={request.title} onCanceled={focus.arm} />
        </Group>
      )}
      {/* The conversation with the vendor (the messages area's route), once one accepted. */}
      {request.order.status !== 'pending' && (
        <Outlet context={{ vendorName: request.order.vendorCompanyName }} />
      )}
    </Stack>
  );
}
