import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { SCHEDULES } from '../src/queue/schedules';
import { apiCaller } from './api';
import { createTestApp, ROOMY_LIMITS } from './app';
import type { manualClock } from './clock';
import { requestService, residentWithProperty, vendorCovering } from './jobs';

/** How many messages one person may send an hour in the messages tests. */
export const SENDS_PER_HOUR = 6;

/** The app of the messages tests, on `clock`; of the queue's work only the unread-message mail. */
export function messagesApp(clock: ReturnType<typeof manualClock>) {
  return createTestApp({
    config: { limits: { ...ROOMY_LIMITS, messagesPerUserPerHour: SENDS_PER_HOUR } },
    deps: { clock },
    // Only the unread-message mail runs when the test asks the queue for its due work.
    schedules: SCHEDULES.filter((job) => job.name === 'unread-messages-mail'),
  });
}

/** A request of a new resident, accepted by a new vendor covering its zip code. */
export async function acceptedJob(app: FastifyInstance, serviceId: string, zipCode = '53703') {
  const resident = await residentWithProperty(app, zipCode);
  const vendor = await vendorCovering(app, [serviceId], [zipCode]);
  const request = await requestService(app, resident, serviceId, { title: 'Leaking tap' });
  const accepted = await apiCaller(app)('POST', '/vendor-orders/accept', vendor.token, {
    orderId: request.order.id,
  });
  expect(accepted.status).toBe(200);
  const residentThread = `/maintenance-requests/${request.id}/messages`;
  const vendorThread = `/vendor-orders/${request.order.id}/messages`;
  return { resident, vendor, request, orderId: request.order.id, residentThread, vendorThread };
}
