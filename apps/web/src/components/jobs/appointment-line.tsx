import type { Appointment, AppointmentParty } from '@homekeep/contracts/appointments';
import { Group, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { appointmentState } from '@/lib/appointment-time';

type AppointmentLineProps = {
  appointment: Appointment | null;
  /** The property's zone, which the time is shown in. */
  timezone: string;
  me: AppointmentParty;
};

/** A job's agreed or proposed time in one line, as its list shows it; nothing before one. */
export function AppointmentLine({ appointment, timezone, me }: AppointmentLineProps) {
  if (!appointment) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" fw={appointment.waitingFor === me ? 600 : undefined}>
        {appointmentState(appointment, me, timezone)}
      </Text>
    </Group>
  );
}
