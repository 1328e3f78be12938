import { offerRoundText, type MaintenanceRequest } from '@homekeep/contracts/jobs';
import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { RequestStatusBadge } from './request-status-badge';
import { AppointmentLine } from '@/components/jobs/appointment-line';
import { EmergencyBadge, findingVendorText } from '@/components/jobs/emergency-badge';
import { UnreadMessagesCount } from '@/components/layout/unread-messages-badge';
import { formatDay, URGENCY_LABELS } from '@/lib/job-words';
import { formatMoney } from '@/lib/money';

type RequestCardProps = { request: MaintenanceRequest; onOpen: (id: string) => void };

/** A request in the list; opening it shows its detail and timeline. */
export function RequestCard({ request, onOpen }: RequestCardProps) {
  return (
    <Card withBorder radius="md" padding="md">
      {/* Named by what it shows: the title leads, as on screen. */}
      <UnstyledButton onClick={() => onOpen(request.id)}>
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600}>{request.title}</Text>
            <Group gap={6} wrap="nowrap">
              <UnreadMessagesCount count={request.unreadMessages} />
              <RequestStatusBadge status={request.order.status} />
            </Group>
          </Group>
          <EmergencyBadge urgency={request.urgency} size="sm" />
          {request.source === 'plan' && (
            <Badge variant="light" color="teal" size="sm" w="fit-content">
              Plan visit
            </Badge>
          )}
          {request.payment.status === 'due' && (
            <Badge variant="light" color="orange" size="sm" w="fit-content">
              Payment due · {formatMoney(request.payment.priceCents, request.payment.currency)}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {request.service.name} · {request.property.name} · {URGENCY_LABELS[request.urgency]}
          </Text>
          <Text size="sm">
            {request.order.vendorCompanyName
              ? `Vendor: ${request.order.vendorCompanyName}`
              : 'No vendor yet'}
          </Text>
          <AppointmentLine
            appointment={request.appointment}
            timezone={request.timezone}
            me="resident"
          />
          {request.order.status === 'pending' &&
            (request.order.operatorsAlertedAt ? (
              <Text size="sm" fw={500}>
                {findingVendorText(request.source === 'plan')}
              </Text>
            ) : (
              <Text size="xs" c="dimmed">
                {offerRoundText(request.order.offerRound)}
              </Text>
            ))}
          <Text size="xs" c="dimmed">
            Asked on {formatDay(request.createdAt)}
          </Text>
        </Stack>
      </UnstyledButton>
    </Card>
  );
}
