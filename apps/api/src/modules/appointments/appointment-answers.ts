import type { Appointment, AvailabilityWindow } from '@homekeep/contracts/appointments';
import type { AppointmentRow, WindowRow } from './job-appointment.conditions';

const iso = (at: string) => new Date(at).toISOString();

/** The appointment of a job's answer: who proposed it, and who must answer while it is proposed. */
export function toAppointment(row: AppointmentRow | null): Appointment | null {
  if (!row) return null;
  return {
    start: iso(row.start),
    end: iso(row.end),
    status: row.status,
    proposedBy: row.proposedBy,
    waitingFor:
      row.status === 'confirmed' ? null : row.proposedBy === 'vendor' ? 'resident' : 'vendor',
    reschedules: row.reschedules,
    reason: row.reason,
    etaAt: row.etaAt ? iso(row.etaAt) : null,
    updatedAt: iso(row.updatedAt),
  };
}

export const toAvailability = (rows: WindowRow[]): AvailabilityWindow[] =>
  rows.map((row) => ({ start: iso(row.start), end: iso(row.end) }));
