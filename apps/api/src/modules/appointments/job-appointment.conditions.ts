import { sql } from 'drizzle-orm';
import { appointments, orders, requestAvailability, maintenanceRequests } from '../../db/schema';

/** An order's appointment as a job's statement brings it (instants as PostgreSQL writes them). */
export interface AppointmentRow {
  start: string;
  end: string;
  status: 'proposed' | 'confirmed';
  proposedBy: 'resident' | 'vendor';
  reschedules: number;
  reason: string | null;
  etaAt: string | null;
  updatedAt: string;
}

/** A window of the resident's availability as a job's statement brings it. */
export interface WindowRow {
  start: string;
  end: string;
}

// A job's answers read both by the order's and the request's keys, in the job's one statement.
export const appointmentOfOrder = sql<AppointmentRow | null>`(
  select json_build_object(
    'start', ${appointments.startsAt}, 'end', ${appointments.endsAt},
    'status', ${appointments.status}, 'proposedBy', ${appointments.proposedBy},
    'reschedules', ${appointments.reschedules}, 'reason', ${appointments.reason},
    'etaAt', ${appointments.etaAt}, 'updatedAt', ${appointments.updatedAt})
  from ${appointments}
  where ${appointments.orderId} = ${orders.id})`;

export const availabilityOfRequest = sql<WindowRow[]>`coalesce((
  select json_agg(json_build_object(
    'start', ${requestAvailability.startsAt}, 'end', ${requestAvailability.endsAt}
  ) order by ${requestAvailability.position})
  from ${requestAvailability}
  where ${requestAvailability.requestId} = ${maintenanceRequests.id}), '[]'::json)`;
