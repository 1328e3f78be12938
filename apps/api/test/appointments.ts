import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { List } from '@homekeep/contracts/common';
import type { MaintenanceRequest, VendorOrder } from '@homekeep/contracts/jobs';
import type { Notification } from '@homekeep/contracts/notifications';
import { outbox } from '../src/db/schema';
import { SCHEDULES } from '../src/queue/schedules';
import { apiCaller, type ApiCaller } from './api';
import { createTestApp, type TestApp } from './app';
import { manualClock } from './clock';
import { requestService, residentWithProperty, twoServices, vendorCovering } from './jobs';

export type RequestItem = { data: MaintenanceRequest };
export type OrderItem = { data: VendorOrder };

export const HOUR = 3_600_000;

/**
 * A file's app for the appointments' tests, on a product clock of its own that stands at `start`
 * (by default Thursday 6 March 2031, 9:00 in Chicago; the clocks there go forward on Sunday 9
 * March), with the appointment reminders scheduled; and the helpers its journeys share.
 */
export function appointmentsApp(start = '2031-03-06T15:00:00.000Z') {
  const clock = manualClock(start);
  let t: TestApp;
  let caller: ApiCaller;
  let serviceId: string;
  beforeAll(async () => {
    t = await createTestApp({
      deps: { clock },
      schedules: SCHEDULES.filter((job) => job.name === 'appointment-reminders'),
    });
    caller = apiCaller(t.app);
    [{ id: serviceId }] = await twoServices(t.app);
  });
  afterAll(() => t.close());

  const call = ((...args: Parameters<ApiCaller>) => caller(...args)) as ApiCaller;
  const hoursFromNow = (hours: number) =>
    new Date(clock.now().getTime() + hours * HOUR).toISOString();
  const span = (startHours: number, hours: number) => ({
    start: hoursFromNow(startHours),
    end: hoursFromNow(startHours + hours),
  });

  /** A Chicago resident's request with `extra` (availability...), accepted by a new vendor. */
  async function acceptedJob(extra: Record<string, unknown> = {}, vendorName = 'Loop Plumbing') {
    const resident = await residentWithProperty(t.app, '60601');
    const vendor = await vendorCovering(t.app, [serviceId], ['60601'], vendorName);
    const request = await requestService(t.app, resident, serviceId, {
      title: `Tap ${Math.random().toString(36).slice(2, 7)}`,
      ...extra,
    });
    const accepted = await call('POST', '/vendor-orders/accept', vendor.token, {
      orderId: request.order.id,
    });
    expect(accepted.status).toBe(200);
    return { resident, vendor, request, orderId: request.order.id, requestId: request.id };
  }

  return {
    clock,
    call,
    hoursFromNow,
    span,
    acceptedJob,
    get t() {
      return t;
    },
    get serviceId() {
      return serviceId;
    },
    requestOf: async (token: string, id: string) =>
      (await call<RequestItem>('GET', `/maintenance-requests/${id}`, token)).body.data,
    orderOf: async (token: string, id: string) => {
      const mine = await call<List<VendorOrder>>('GET', '/vendor-orders?limit=100', token);
      return mine.body.data.find((order) => order.id === id)!;
    },
    noticesOf: async (token: string, orderId: string, type: Notification['type']) =>
      (await call<List<Notification>>('GET', '/notifications?limit=100', token)).body.data.filter(
        (notice) => notice.orderId === orderId && notice.type === type,
      ),
    mailsOf: (userId: string, event: string) =>
      t.db
        .select({ data: outbox.data })
        .from(outbox)
        .where(
          and(
            eq(outbox.userId, userId),
            eq(outbox.kind, 'appointment'),
            sql`${outbox.data}->>'event' = ${event}`,
          ),
        ),
  };
}
