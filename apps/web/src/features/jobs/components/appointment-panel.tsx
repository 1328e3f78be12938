import {
  bookAppointmentBodySchema,
  RESCHEDULE_REASON_HOURS,
  type Appointment,
  type AppointmentParty,
  type AvailabilityWindow,
} from '@homekeep/contracts/appointments';
import type { OrderStatus } from '@homekeep/contracts/jobs';
import {
  Alert,
  Box,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  useBookAppointmentMutation,
  useConfirmOrderAppointmentMutation,
  useConfirmRequestAppointmentMutation,
  useMoveOrderAppointmentMutation,
  useMoveRequestAppointmentMutation,
} from '../api/appointments-api';
import {
  appointmentState,
  defaultWindow,
  spanOfValues,
  spanText,
  timeText,
  valuesOfSpan,
  viewerZone,
  type SpanValues,
} from '@/lib/appointment-time';
import { FieldGrid } from '@/components/forms/field-grid';
import { messageFor } from '@/lib/api';
import { useInlineForm } from '@/components/forms/inline-form';
import { AvailabilityForm } from './availability-form';

/** A time is booked, or windows given, until the vendor sets off. */
const BOOKABLE: readonly OrderStatus[] = ['pending', 'accepted'];

type AppointmentPanelProps = {
  side: AppointmentParty;
  /** The request's id for the resident, the order's for the vendor. */
  id: string;
  orderStatus: OrderStatus;
  appointment: Appointment | null;
  availability: AvailabilityWindow[];
  timezone: string;
};

/** The job's time: where it stands, who must answer, and the forms to answer or move it. */
export function AppointmentPanel(props: AppointmentPanelProps) {
  const { side, appointment, availability, timezone, orderStatus } = props;
  const timeForm = useInlineForm();
  const open = orderStatus === 'accepted';
  const setOff = !BOOKABLE.includes(orderStatus);
  const ownTurn = appointment?.waitingFor === side;
  return (
    <Paper
      ref={timeForm.refs.fallback}
      tabIndex={-1}
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label="Appointment"
    >
      <Stack gap="xs">
        <Title order={3} size="h5">
          Appointment
        </Title>
        {/* Announced when it changes: a time booked, moved or confirmed, by either side. */}
        <Box aria-live="polite">
          {appointment ? (
            <Text fw={600} c={ownTurn ? 'orange.9' : undefined}>
              {appointmentState(appointment, side, timezone)}
            </Text>
          ) : (
            <Text size="sm">{unbookedText(side, orderStatus)}</Text>
          )}
        </Box>
        {appointment?.etaAt && (
          <Text size="sm">Arriving about {timeText(appointment.etaAt, timezone)}</Text>
        )}
        {appointment?.reason && (
          <Text size="sm" c="dimmed">
            Reason given: {appointment.reason}
          </Text>
        )}
        {availability.length > 0 && !setOff && (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {side === 'vendor' ? 'The resident is available' : 'Your availability'}
            </Text>
            <List size="sm">
              {availability.map((window) => (
                <List.Item key={window.start}>{spanText(window, timezone)}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        {open && !timeForm.open && (
          <Group gap="sm">
            {ownTurn && <ConfirmButton side={side} id={props.id} />}
            {(appointment || side === 'vendor') && (
              <Button
                ref={timeForm.refs.opener}
                variant={ownTurn ? 'default' : 'filled'}
                onClick={timeForm.show}
              >
                {!appointment
                  ? 'Book a time'
                  : appointment.status === 'confirmed'
                    ? 'Reschedule'
                    : 'Propose another time'}
              </Button>
            )}
          </Group>
        )}
        {open && timeForm.open && (
          <Box ref={timeForm.refs.form}>
            <TimeForm {...props} onDone={timeForm.close} />
          </Box>
        )}
        {side === 'resident' && !appointment && !setOff && <ResidentAvailability {...props} />}
      </Stack>
    </Paper>
  );
}

/** Where a job without an appointment stands. */
function unbookedText(side: AppointmentParty, orderStatus: OrderStatus) {
  if (!BOOKABLE.includes(orderStatus)) return 'No time was booked for this job.';
  if (side === 'vendor') {
    return 'No time booked yet: book one inside a window below to confirm it at once, or propose another.';
  }
  return orderStatus === 'pending'
    ? 'Once a vendor accepts, they book a time from your availability.'
    : 'Waiting for the vendor to book a time.';
}

/** Until a time is booked, the resident gives or changes the windows when they are home. */
function ResidentAvailability({ id, availability, timezone }: AppointmentPanelProps) {
  const form = useInlineForm();
  if (form.open) {
    return (
      <Box ref={form.refs.form}>
        <AvailabilityForm
          requestId={id}
          availability={availability}
          timezone={timezone}
          onDone={form.close}
        />
      </Box>
    );
  }
  return (
    <Stack gap="xs">
      {availability.length === 0 && (
        <Text size="sm" fw={600}>
          Tell us when you are home: the vendor books a time inside one of your windows.
        </Text>
      )}
      <Button
        ref={form.refs.opener}
        variant={availability.length === 0 ? 'filled' : 'default'}
        w="fit-content"
        onClick={form.show}
      >
        {availability.length === 0 ? 'Give your availability' : 'Change your availability'}
      </Button>
    </Stack>
  );
}

/** Confirms the time proposed; a refusal (the other side just moved it) is said under it. */
function ConfirmButton({ side, id }: { side: AppointmentParty; id: string }) {
  const [confirmOrder, order] = useConfirmOrderAppointmentMutation();
  const [confirmRequest, request] = useConfirmRequestAppointmentMutation();
  const confirm = side === 'vendor' ? confirmOrder : confirmRequest;
  const error = side === 'vendor' ? order.error : request.error;
  return (
    <Stack gap={4} align="flex-start">
      <Button loading={order.isLoading || request.isLoading} onClick={() => void confirm(id)}>
        Confirm this time
      </Button>
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {messageFor(error)}
        </Text>
      )}
    </Stack>
  );
}

function TimeForm({
  side,
  id,
  appointment,
  availability,
  timezone,
  onDone,
}: AppointmentPanelProps & { onDone: () => void }) {
  const first = appointment ?? availability[0];
  const [values, setValues] = useState<SpanValues>(() =>
    first ? valuesOfSpan(first, timezone) : defaultWindow('', 'morning'),
  );
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [book, booking] = useBookAppointmentMutation();
  const [moveOrder, movingOrder] = useMoveOrderAppointmentMutation();
  const [moveRequest, movingRequest] = useMoveRequestAppointmentMutation();
  const soon =
    appointment?.status === 'confirmed' &&
    Date.parse(appointment.start) - Date.now() < RESCHEDULE_REASON_HOURS * 3_600_000;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.date || !values.from || !values.to) return setError('Choose a day and both times.');
    const span = spanOfValues(values, timezone);
    const parsed = bookAppointmentBodySchema.safeParse(span);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    if (soon && !reason.trim())
      return setError('Say why: the appointment is less than a day away.');
    setError(null);
    const body = { id, ...span, ...(reason.trim() ? { reason: reason.trim() } : {}) };
    const result = !appointment
      ? await book(body)
      : side === 'vendor'
        ? await moveOrder(body)
        : await moveRequest(body);
    if ('error' in result) setError(messageFor(result.error));
    else onDone();
  };

  const zoneNote =
    timezone === viewerZone()
      ? null
      : `Times are in the property's zone, ${timezone.replaceAll('_', ' ')}.`;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Appointment time">
      <Stack gap="sm">
        <FieldGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Day"
            type="date"
            value={values.date}
            onChange={(event) => setValues({ ...values, date: event.currentTarget.value })}
          />
          <TextInput
            label="From"
            type="time"
            value={values.from}
            onChange={(event) => setValues({ ...values, from: event.currentTarget.value })}
          />
          <TextInput
            label="To"
            type="time"
            value={values.to}
            onChange={(event) => setValues({ ...values, to: event.currentTarget.value })}
          />
        </FieldGrid>
        {appointment && (
          <TextInput
            label={soon ? 'Reason' : 'Reason (optional)'}
            withAsterisk={soon}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        )}
        {zoneNote && (
          <Text size="xs" c="dimmed">
            {zoneNote}
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert" p="xs">
            {error}
          </Alert>
        )}
        <Group gap="sm">
          <Button
            type="submit"
            loading={booking.isLoading || movingOrder.isLoading || movingRequest.isLoading}
          >
            {appointment ? 'Send this time' : 'Book this time'}
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
