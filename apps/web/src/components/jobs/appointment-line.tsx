import type { Appointment, AppointmentParty } from '@homekeep/contracts/appointments';
import { Text } from '@mantine/core';
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
    <Text size="sm" fw={appointment.waitingFor === me ? 600 : undefined}>
      {appointmentState(appointment, me, timezone)}
    </Text>
  );
}
