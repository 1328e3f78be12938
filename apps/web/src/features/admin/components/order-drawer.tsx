import { ORDER_STATUS_LABELS } from '@homekeep/contracts/jobs';
import type { AdminOrder } from '@homekeep/contracts/admin';
import {
  Alert,
  Badge,
  Checkbox,
  Drawer,
  Group,
  Select,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { EmergencyBadge } from '@/components/jobs/emergency-badge';
import { useState } from 'react';
import { QueryState } from '@/components/feedback/query-state';
import { NoMatches } from '@/components/forms/no-matches';
import { showSuccessToast } from '@/lib/toast';
import {
  useCancelOrderMutation,
  useGetOrderQuery,
  useListVendorsQuery,
  useReassignOrderMutation,
} from '../api/admin-operations-api';
import { formatDateTime, ORDER_COLORS } from '../admin-format';
import { ConfirmAction, outcomeOf } from './confirm-action';

const INTERNAL_NOTE = 'Internal note for operators (audit log only; never shown to them)';
const MESSAGE_TO_PEOPLE = 'Message to the resident and vendor';

const CANCELLABLE = ['pending', 'accepted', 'en_route', 'in_progress'];
const REASSIGNABLE = ['pending', 'accepted', 'en_route'];

/**
 * Picks a vendor who may take jobs now and gives them the job, after asking. The list starts
 * with the vendors who offer the job's service in its zip code; the operator may widen it to
 * every active vendor (a job nobody near took).
 */
function Reassign({ order }: { order: AdminOrder }) {
  const [search, setSearch] = useState('');
  const [vendorId, setVendorId] = useState<string | null>(null);
  const [covering, setCovering] = useState(true);
  const where = `${order.service.name} in ${order.location.zipCode}`;
  const vendors = useListVendorsQuery({
    status: 'active',
    global: search,
    limit: 20,
    ...(covering ? { serviceId: order.service.id, zipCode: order.location.zipCode } : {}),
  });
  const [reassign, { isLoading }] = useReassignOrderMutation();
  const options = (vendors.data?.data ?? [])
    .filter((vendor) => vendor.id !== order.vendor?.id)
    .map((vendor) => ({ value: vendor.id, label: vendor.companyName ?? vendor.email }));
  const chosen = options.find((option) => option.value === vendorId);
  const nothingFound =
    vendors.isSuccess && !vendors.isFetching && options.length === 0
      ? covering
        ? `No other active vendor offers ${where}${search ? ' by that name' : ''}. Clear "Only vendors who offer" to see every active vendor.`
        : `No other active vendor${search ? ' by that name' : ''}.`
      : null;
  return (
    <Stack gap="xs">
      <Checkbox
        label={`Only vendors who offer ${where}`}
        checked={covering}
        onChange={(event) => {
          setCovering(event.currentTarget.checked);
          setVendorId(null);
        }}
      />
      <Select
        label="Give this job to"
        placeholder={covering ? `Search vendors who offer ${where}` : 'Search active vendors'}
        searchable
        data={options}
        value={vendorId}
        onChange={setVendorId}
        onSearchChange={setSearch}
      />
      <NoMatches message={nothingFound} />
      {chosen && (
        <ConfirmAction
          label={`Reassign to ${chosen.label}`}
          title="Reassign this job?"
          message={`${chosen.label} gets the job as accepted; ${order.vendor ? 'the vendor who holds it now is told it was given to someone else.' : 'nobody holds it yet.'}`}
          confirmLabel="Reassign"
          reason={{ label: INTERNAL_NOTE }}
          note={{
            label: MESSAGE_TO_PEOPLE,
            description:
              'Optional. Shown in their timeline and sent by mail; without it they read that operations gave the job to another pro.',
          }}
          danger={false}
          busy={isLoading}
          buttonProps={{ size: 'sm' }}
          onConfirm={async (reason, message) => {
            const result = await reassign({
              id: order.id,
              body: { vendorId: chosen.value, reason, ...(message ? { message } : {}) },
            });
            if ('data' in result) showSuccessToast(`The job went to ${chosen.label}.`);
            return outcomeOf(result);
          }}
        />
      )}
    </Stack>
  );
}

function OrderDetail({ order }: { order: AdminOrder }) {
  const [cancel, { isLoading }] = useCancelOrderMutation();
  return (
    <Stack gap="md">
      <Group gap="xs">
        <EmergencyBadge urgency={order.urgency} />
        <Badge color={ORDER_COLORS[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
        <Text size="sm" c="dimmed">
          {order.service.name} · {order.location.city}, {order.location.state}{' '}
          {order.location.zipCode}
        </Text>
      </Group>
      {order.needsAttention && (
        <Alert color="orange" variant="light" title="This job needs a vendor">
          {order.source === 'plan' ? 'A plan visit: nobody' : 'Nobody'} in its state offers the
          service, or nobody took it after every round of offers. Give it to a vendor below; the
          resident and the vendor are told at once.
        </Alert>
      )}
      <Text style={{ whiteSpace: 'pre-wrap' }}>{order.description}</Text>
      <Text size="sm">
        Resident: {order.resident.name} ({order.resident.email})
        <br />
        Vendor: {order.vendor ? (order.vendor.companyName ?? 'Unnamed company') : 'nobody yet'}
      </Text>
      <Title order={3} size="h5">
        Timeline
      </Title>
      <Timeline active={order.history.length - 1} bulletSize={18} lineWidth={2}>
        {order.history.map((step, index) => (
          <Timeline.Item key={index} title={ORDER_STATUS_LABELS[step.status]}>
            <Text size="xs" c="dimmed">
              {formatDateTime(step.at)}
            </Text>
            {step.note && <Text size="sm">{step.note}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
      {REASSIGNABLE.includes(order.status) && <Reassign order={order} />}
      {CANCELLABLE.includes(order.status) && (
        <Group>
          <ConfirmAction
            label="Cancel this job"
            title="Cancel this job?"
            message="The job and its request are canceled for good. The resident and the vendor who holds it are told, in the app and by mail, that operations canceled it."
            confirmLabel="Cancel the job"
            reason={{ label: INTERNAL_NOTE }}
            note={{
              label: MESSAGE_TO_PEOPLE,
              description:
                'Optional. Shown in their timeline and sent by mail; without it they read that operations canceled the job and nothing is charged.',
            }}
            busy={isLoading}
            buttonProps={{ size: 'sm' }}
            onConfirm={async (reason, message) => {
              const result = await cancel({
                id: order.id,
                reason,
                ...(message ? { message } : {}),
              });
              if ('data' in result) showSuccessToast('The job was canceled.');
              return outcomeOf(result);
            }}
          />
        </Group>
      )}
    </Stack>
  );
}

/** One job in full: its timeline, and the operator's cancel and reassign. */
export function OrderDrawer({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const query = useGetOrderQuery(orderId ?? '', { skip: orderId === null });
  return (
    <Drawer
      opened={orderId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={query.data?.title ?? 'Job'}
      closeButtonProps={{ 'aria-label': 'Close the job' }}
    >
      {orderId && (
        <QueryState
          query={query}
          loadingLabel="Loading the job"
          errorTitle="We couldn't load this job"
        >
          {(order) => <OrderDetail order={order} />}
        </QueryState>
      )}
    </Drawer>
  );
}
