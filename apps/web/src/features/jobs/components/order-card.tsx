import { offerRoundText, ORDER_STATUS_LABELS, type VendorOrder } from '@homekeep/contracts/jobs';
import { Anchor, Badge, Box, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PhoneLink } from '@/components/contact/phone-link';
import { EmergencyBadge } from '@/components/jobs/emergency-badge';
import { UnreadMessagesCount } from '@/components/layout/unread-messages-badge';
import { preferredTime, URGENCY_LABELS } from '@/lib/job-words';
import { OrderEarningsLine } from './order-earnings';

/** Beside the title, the badges keep their width, up to nearly half the card's. */
const BADGES = { flexShrink: 0, maxWidth: '45%' } as const;

const URGENCY_COLORS = { low: 'gray', normal: 'blue', high: 'orange', emergency: 'red.9' } as const;

type OrderCardProps = { order: VendorOrder; actions?: ReactNode; highlighted?: boolean };

/** A job as a vendor sees it; `actions` holds what the vendor can do with it now. */
export function OrderCard({ order, actions, highlighted = false }: OrderCardProps) {
  const { location } = order;
  const card = useRef<HTMLElement>(null);
  // The job just accepted or completed, or opened from a notification, is shown and takes the
  // focus: the button pressed is gone with the list it was in.
  useEffect(() => {
    if (!highlighted) return;
    card.current?.scrollIntoView?.({ block: 'center' });
    card.current?.focus({ preventScroll: true });
  }, [highlighted]);
  const street = [location.addressLine1, location.addressLine2].filter(Boolean).join(', ');
  return (
    <Card
      ref={card}
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={order.title}
      aria-current={highlighted ? 'true' : undefined}
      tabIndex={highlighted ? -1 : undefined}
      style={
        highlighted ? { borderColor: 'var(--mantine-color-brand-6)', borderWidth: 2 } : undefined
      }
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {order.title}
            </Text>
            <Text size="sm" c="dimmed">
              {order.service.name}
            </Text>
          </Stack>
          {/* On a phone the badges go one under the other rather than past the card's edge,
              each whole: the title wraps instead. */}
          <Group gap={6} justify="flex-end" style={BADGES}>
            {order.urgency === 'emergency' ? (
              <EmergencyBadge urgency={order.urgency} />
            ) : (
              <Badge color={URGENCY_COLORS[order.urgency]} variant="light">
                {URGENCY_LABELS[order.urgency]}
              </Badge>
            )}
            {order.status !== 'pending' && (
              <Badge variant="outline">{ORDER_STATUS_LABELS[order.status]}</Badge>
            )}
          </Group>
        </Group>
        <OrderEarningsLine earnings={order.earnings} />
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
          {order.description}
        </Text>
        <Text size="sm">
          {street ? `${street}, ` : ''}
          {location.city}, {location.state} {location.zipCode}
          {location.mapUrl && (
            <>
              {' · '}
              <Anchor href={location.mapUrl} target="_blank" rel="noreferrer" size="sm">
                Open in maps
              </Anchor>
            </>
          )}
        </Text>
        {order.status === 'pending' && (
          <Text size="xs" c="dimmed">
            {offerRoundText(order.offerRound)}
          </Text>
        )}
        <AcceptedDetails order={order} />
        {order.preferredDate && (
          <Text size="sm" c="dimmed">
            Preferred: {preferredTime(order.preferredDate, order.preferredTimeWindow)}
          </Text>
        )}
        {order.photos.length > 0 && (
          <Group gap="xs">
            {order.photos.map((photo, index) => (
              <Anchor key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
                <Image
                  src={photo.url}
                  alt={`Photo ${index + 1} of ${order.title}`}
                  w={64}
                  h={64}
                  radius="sm"
                />
              </Anchor>
            ))}
          </Group>
        )}
        {order.resident && <MessagesButton order={order} />}
        {actions}
      </Stack>
    </Card>
  );
}

/** Opens the conversation with the resident of an order the vendor holds, with its unread count. */
function MessagesButton({ order }: { order: VendorOrder }) {
  const [params, setParams] = useSearchParams();
  const open = () => {
    const next = new URLSearchParams(params);
    next.set('order', order.id);
    next.set('messages', '1');
    setParams(next);
  };
  return (
    <Group gap="xs">
      <Button
        variant="light"
        size="xs"
        leftSection={<IconMessage size={16} aria-hidden />}
        onClick={open}
        aria-label={
          order.unreadMessages > 0
            ? `Messages, ${order.unreadMessages} unread, with the resident`
            : 'Messages with the resident'
        }
      >
        {/* The count follows a space, so that the name starts with the words shown, "Messages 1". */}
        Messages
        {order.unreadMessages > 0 && (
          <>
            {' '}
            <Box component="span" ml={6} display="inline-flex">
              <UnreadMessagesCount count={order.unreadMessages} />
            </Box>
          </>
        )}
      </Button>
    </Group>
  );
}

/** What a vendor learns once the job is theirs: who to ask for, how to call, what to know. */
function AcceptedDetails({ order }: { order: VendorOrder }) {
  const { resident, location } = order;
  if (!resident && !location.notes) return null;
  return (
    <Stack gap={2}>
      {resident && (
        <Text size="sm">
          Resident: {resident.firstName}
          {resident.phone && (
            <>
              {' · '}
              <PhoneLink phone={resident.phone} />
            </>
          )}
        </Text>
      )}
      {location.notes && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          Property notes: {location.notes}
        </Text>
      )}
    </Stack>
  );
}
