import { and, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorAppointment } from '@homekeep/contracts/appointments';
import type { List } from '@homekeep/contracts/common';
import type { MaintenanceRequest, VendorOrder } from '@homekeep/contracts/jobs';
import type { Notification } from '@homekeep/contracts/notifications';
import type { Property } from '@homekeep/contracts/properties';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { manualClock } from '../../../test/clock';
import {
  placeOfZip,
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';
import { signUp } from '../../../test/users';
import { outbox } from '../../db/schema';
import { SCHEDULES } from '../../queue/schedules';

// Thursday 6 March 2031, 9:00 in Chicago; the clocks there go forward on Sunday 9 March.
const clock = manualClock('2031-03-06T15:00:00.000Z');
const HOUR = 3_600_000;

let t: TestApp;
let call: ApiCaller;
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp({
    deps: { clock },
    schedules: SCHEDULES.filter((job) => job.name === 'appointment-reminders'),
  });
  call = apiCaller(t.app);
  [{ id: serviceId }] = await twoServices(t.app);
});
afterAll(() => t.close());

type RequestItem = { data: MaintenanceRequest };
type OrderItem = { data: VendorOrder };

const at = (iso: string) => new Date(iso).toISOString();
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

const requestOf = async (token: string, id: string) =>
  (await call<RequestItem>('GET', `/maintenance-requests/${id}`, token)).body.data;
const orderOf = async (token: string, id: string) => {
  const mine = await call<List<VendorOrder>>('GET', '/vendor-orders?limit=100', token);
  return mine.body.data.find((order) => order.id === id)!;
};

const noticesOf = async (token: string, orderId: string, type: Notification['type']) =>
  (await call<List<Notification>>('GET', '/notifications?limit=100', token)).body.data.filter(
    (notice) => notice.orderId === orderId && notice.type === type,
  );

const mailsOf = (userId: string, event: string) =>
  t.db
    .select({ data: outbox.data })
    .from(outbox)
    .where(
      and(
        eq(outbox.userId, userId),
        eq(outbox.kind, 'appointment'),
        sql`${outbox.data}->>'event' = ${event}`,
      ),
    );

describe('property time zones', () => {
  it('fills the zone from the zip code and lets the owner change it', async () => {
    const resident = await residentWithProperty(t.app, '60601');
    const property = await call<{ data: Property }>(
      'GET',
      `/properties/${resident.propertyId}`,
      resident.token,
    );
    expect(property.body.data.timezone).toBe('America/Chicago');

    const elPaso = await residentWithProperty(t.app, '79901');
    const texas = await call<{ data: Property }>(
      'GET',
      `/properties/${elPaso.propertyId}`,
      elPaso.token,
    );
    expect(texas.body.data.timezone).toBe('America/Denver');

    const body = {
      name: 'Maple House',
      addressLine1: '12 Maple Street',
      ...(await placeOfZip(t.app, '60601')),
      zipCode: '60601',
    };
    const edited = await call<{ data: Property }>(
      'PUT',
      `/properties/${resident.propertyId}`,
      resident.token,
      { ...body, timezone: 'America/Indiana/Indianapolis' },
    );
    expect(edited.body.data.timezone).toBe('America/Indiana/Indianapolis');
    const wrong = await call('PUT', `/properties/${resident.propertyId}`, resident.token, {
      ...body,
      timezone: 'Mars/Olympus',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/IANA time zone/);
  });
});

describe('availability on a new request', () => {
  it('keeps up to five windows and shows them to both sides', async () => {
    const windows = [span(24, 3), span(48, 4)];
    const { resident, vendor, request, orderId } = await acceptedJob({ availability: windows });
    expect(request.availability).toEqual(windows);
    expect(request.timezone).toBe('America/Chicago');
    expect(request.appointment).toBeNull();
    expect((await requestOf(resident.token, request.id)).availability).toEqual(windows);
    expect((await orderOf(vendor.token, orderId)).availability).toEqual(windows);
  });

  it.each([
    ['no window', [], /at least one window/],
    ['six windows', [1, 2, 3, 4, 5, 6].map((day) => span(day * 24, 2)), /at most 5 windows/],
    ['a window under an hour', [span(24, 0.5)], /at least 1 hour/],
    ['a window over twelve hours', [span(24, 13)], /at most 12 hours/],
    [
      'a window ending before it starts',
      [{ start: hoursFromNow(30), end: hoursFromNow(28) }],
      /end after/,
    ],
    ['a window within two hours', [span(1, 3)], /at least 2 hours from now/],
    ['a window beyond sixty days', [span(61 * 24, 3)], /within 60 days/],
    ['a window that is no date', [{ start: 'tomorrow', end: hoursFromNow(30) }], /date and time/],
  ])('refuses %s with 400 and creates nothing', async (_case, availability, message) => {
    const resident = await residentWithProperty(t.app, '60601');
    const answer = await call('POST', '/maintenance-requests', resident.token, {
      propertyId: resident.propertyId,
      serviceId,
      description: 'The tap drips.',
      availability,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    const list = await call<List<MaintenanceRequest>>(
      'GET',
      '/maintenance-requests',
      resident.token,
    );
    expect(list.body.data).toHaveLength(0);
  });

  it('makes a window of the preferred date and time in the zone, across the change to summer time', async () => {
    const resident = await residentWithProperty(t.app, '60601');
    const saturday = await requestService(t.app, resident, serviceId, {
      preferredDate: '2031-03-08',
      preferredTimeWindow: 'morning',
    });
    // 8:00 to 12:00 Central Standard Time (UTC-6) ...
    expect(saturday.availability).toEqual([
      { start: at('2031-03-08T14:00:00Z'), end: at('2031-03-08T18:00:00Z') },
    ]);
    const sunday = await requestService(t.app, resident, serviceId, {
      preferredDate: '2031-03-09',
      preferredTimeWindow: 'morning',
    });
    // ... and the next day, Central Daylight Time (UTC-5): an hour earlier in UTC.
    expect(sunday.availability).toEqual([
      { start: at('2031-03-09T13:00:00Z'), end: at('2031-03-09T17:00:00Z') },
    ]);
    const night = await requestService(t.app, resident, serviceId, {
      availability: [{ start: at('2031-03-09T07:00:00Z'), end: at('2031-03-09T10:00:00Z') }],
    });
    // 1:00 to 5:00 on the wall clock is three hours: 2:00 to 3:00 never happens that night.
    expect(night.availability[0]).toEqual({
      start: at('2031-03-09T07:00:00Z'),
      end: at('2031-03-09T10:00:00Z'),
    });
  });
});

describe('booking and answering', () => {
  it("confirms at once a time inside the resident's window, and tells the resident", async () => {
    const window = span(24, 4);
    const { resident, vendor, orderId, requestId } = await acceptedJob({ availability: [window] });
    const booked = await call<OrderItem>(
      'POST',
      `/vendor-orders/${orderId}/appointment`,
      vendor.token,
      {
        start: hoursFromNow(25),
        end: hoursFromNow(27),
      },
    );
    expect(booked.status).toBe(200);
    expect(booked.body.data.appointment).toMatchObject({
      start: hoursFromNow(25),
      end: hoursFromNow(27),
      status: 'confirmed',
      proposedBy: 'vendor',
      waitingFor: null,
      reschedules: 0,
    });
    expect((await requestOf(resident.token, requestId)).appointment?.status).toBe('confirmed');
    expect(await noticesOf(resident.token, orderId, 'appointment.confirmed')).toHaveLength(1);
    expect(await noticesOf(vendor.token, orderId, 'appointment.confirmed')).toHaveLength(0);
    const [mail] = await mailsOf(resident.user.id, 'confirmed');
    expect(mail?.data).toMatchObject({
      party: 'resident',
      when: expect.stringMatching(/^Fri 7 Mar, 1[01]:00 to/),
    });

    const again = await call(
      'POST',
      `/vendor-orders/${orderId}/appointment`,
      vendor.token,
      span(30, 2),
    );
    expect(again.status).toBe(409);
  });

  it('walks a proposal, a counter and a confirmation, each side told', async () => {
    const { resident, vendor, orderId, requestId } = await acceptedJob({
      availability: [span(24, 3), span(48, 3)],
    });
    const proposal = span(72, 2);
    const proposed = await call<OrderItem>(
      'POST',
      `/vendor-orders/${orderId}/appointment`,
      vendor.token,
      proposal,
    );
    expect(proposed.body.data.appointment).toMatchObject({
      ...proposal,
      status: 'proposed',
      proposedBy: 'vendor',
      waitingFor: 'resident',
    });
    expect(await noticesOf(resident.token, orderId, 'appointment.proposed')).toHaveLength(1);
    const own = await call('POST', `/vendor-orders/${orderId}/appointment/confirm`, vendor.token);
    expect(own.status).toBe(409);
    expect(own.body.message).toMatch(/other side confirms/);

    const counter = span(96, 2);
    const countered = await call<RequestItem>(
      'PUT',
      `/maintenance-requests/${requestId}/appointment`,
      resident.token,
      counter,
    );
    expect(countered.status).toBe(200);
    expect(countered.body.data.appointment).toMatchObject({
      ...counter,
      status: 'proposed',
      proposedBy: 'resident',
      waitingFor: 'vendor',
      reschedules: 0,
    });
    expect(await noticesOf(vendor.token, orderId, 'appointment.proposed')).toHaveLength(1);
    const ownAgain = await call(
      'POST',
      `/maintenance-requests/${requestId}/appointment/confirm`,
      resident.token,
    );
    expect(ownAgain.status).toBe(409);

    const confirmed = await call<OrderItem>(
      'POST',
      `/vendor-orders/${orderId}/appointment/confirm`,
      vendor.token,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.appointment).toMatchObject({ ...counter, status: 'confirmed' });
    expect((await requestOf(resident.token, requestId)).appointment).toMatchObject({
      ...counter,
      status: 'confirmed',
      waitingFor: null,
    });
    expect(await noticesOf(resident.token, orderId, 'appointment.confirmed')).toHaveLength(1);
    expect(await mailsOf(vendor.user.id, 'proposed')).toHaveLength(1);
    const twice = await call('POST', `/vendor-orders/${orderId}/appointment/confirm`, vendor.token);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already confirmed/);
  });

  it('lets the resident confirm the vendor proposal', async () => {
    const { resident, orderId, requestId, vendor } = await acceptedJob();
    await call('POST', `/vendor-orders/${orderId}/appointment`, vendor.token, span(30, 2));
    const confirmed = await call<RequestItem>(
      'POST',
      `/maintenance-requests/${requestId}/appointment/confirm`,
      resident.token,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.appointment?.status).toBe('confirmed');
    expect(await noticesOf(vendor.token, orderId, 'appointment.confirmed')).toHaveLength(1);
  });

  it('answers 404 to others, 403 to the other role, 401 anonymous, 409 out of turn', async () => {
    const { resident, vendor, orderId, requestId } = await acceptedJob();
    const stranger = await vendorCovering(t.app, [serviceId], ['60601'], 'Stranger Pipes');
    const neighbour = await signUp(t.app, { role: 'resident' });
    const time = span(30, 2);
    expect(
      (await call('POST', `/vendor-orders/${orderId}/appointment`, stranger.token, time)).status,
    ).toBe(404);
    expect(
      (await call('POST', `/vendor-orders/${orderId}/appointment`, resident.token, time)).status,
    ).toBe(403);
    expect(
      (await call('POST', `/vendor-orders/${orderId}/appointment`, undefined, time)).status,
    ).toBe(401);
    expect(
      (await call('PUT', `/maintenance-requests/${requestId}/appointment`, vendor.token, time))
        .status,
    ).toBe(403);
    const nothing = await call(
      'PUT',
      `/maintenance-requests/${requestId}/appointment`,
      resident.token,
      time,
    );
    expect(nothing.status).toBe(409);
    expect(
      (await call('POST', `/vendor-orders/${orderId}/appointment`, vendor.token, time)).status,
    ).toBe(200);
    expect(
      (
        await call(
          'POST',
          `/maintenance-requests/${requestId}/appointment/confirm`,
          neighbour.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (await call('PUT', `/vendor-orders/${orderId}/appointment`, stranger.token, time)).status,
    ).toBe(404);

    const pending = await requestService(t.app, resident, serviceId);
    expect(
      (await call('POST', `/vendor-orders/${pending.order.id}/appointment`, vendor.token, time))
        .status,
    ).toBe(404);
    const canceled = await acceptedJob({}, 'Canceled Pipes');
    await call(
      'POST',
      `/maintenance-requests/${canceled.requestId}/cancel`,
      canceled.resident.token,
    );
    const late = await call(
      'POST',
      `/vendor-orders/${canceled.orderId}/appointment`,
      canceled.vendor.token,
      time,
    );
    expect(late.status).toBe(409);
  });

  it.each([
    ['an appointment over eight hours', span(30, 9), 400, /at most 8 hours/],
    ['an appointment under an hour', span(30, 0.5), 400, /at least 1 hour/],
    ['an appointment in the past', span(-3, 2), 400, /later than now/],
    ['no end', { start: hoursFromNow(30) }, 400, /end/],
  ])('refuses %s', async (_case, body, status, message) => {
    const { vendor, orderId } = await acceptedJob();
    const answer = await call('POST', `/vendor-orders/${orderId}/appointment`, vendor.token, body);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toMatch(message);
    expect((await orderOf(vendor.token, orderId)).appointment).toBeNull();
  });
});

describe('rescheduling', () => {
  it('needs a reason within 24 hours and stops after three reschedules', async () => {
    const window = span(10, 12);
    const { resident, vendor, orderId, requestId } = await acceptedJob({ availability: [window] });
    await call('POST', `/vendor-orders/${orderId}/appointment`, vendor.token, span(12, 2));
    const noReason = await call(
      'PUT',
      `/maintenance-requests/${requestId}/appointment`,
      resident.token,
      span(40, 2),
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/reason/);

    for (const [index, hours] of [40, 60, 80].entries()) {
      const moved = await call<RequestItem>(
        'PUT',
        `/maintenance-requests/${requestId}/appointment`,
        resident.token,
        { ...span(hours, 2), reason: 'A delivery comes that day' },
      );
      expect(moved.status).toBe(200);
      expect(moved.body.data.appointment).toMatchObject({
        status: 'proposed',
        reschedules: index + 1,
      });
      expect(await noticesOf(vendor.token, orderId, 'appointment.proposed')).toHaveLength(
        index + 1,
      );
      // A counter to a proposal is not a reschedule.
      await call('PUT', `/vendor-orders/${orderId}/appointment`, vendor.token, span(hours + 1, 2));
      const confirmed = await call<RequestItem>(
        'POST',
        `/maintenance-requests/${requestId}/appointment/confirm`,
        resident.token,
      );
      expect(confirmed.body.data.appointment).toMatchObject({
        status: 'confirmed',
        reschedules: index + 1,
      });
    }
    const fourth = await call(
      'PUT',
      `/vendor-orders/${orderId}/appointment`,
      vendor.token,
      span(120, 2),
    );
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toMatch(/contact support/);
    expect((await requestOf(resident.token, requestId)).appointment?.reschedules).toBe(3);
  });

  it('refuses a vendor two confirmed appointments that overlap, naming the other job', async () => {
    const first = await acceptedJob({ availability: [span(100, 6)] }, 'Busy Pipes');
    await call(
      'POST',
      `/vendor-orders/${first.orderId}/appointment`,
      first.vendor.token,
      span(101, 2),
    );
    const resident = await residentWithProperty(t.app, '60601');
    const second = await requestService(t.app, resident, serviceId, {
      title: 'Blocked drain',
      availability: [span(100, 6)],
    });
    await call('POST', '/vendor-orders/accept', first.vendor.token, { orderId: second.order.id });
    const clash = await call(
      'POST',
      `/vendor-orders/${second.order.id}/appointment`,
      first.vendor.token,
      span(102, 2),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain(`"${first.request.title}"`);

    // Proposed outside the windows, the resident's confirmation is refused as well.
    const proposed = await call(
      'POST',
      `/vendor-orders/${second.order.id}/appointment`,
      first.vendor.token,
      span(110, 2),
    );
    expect(proposed.status).toBe(200);
    const moved = await call(
      'PUT',
      `/vendor-orders/${second.order.id}/appointment`,
      first.vendor.token,
      span(100.5, 2),
    );
    expect(moved.status).toBe(409);
    const free = await call<OrderItem>(
      'PUT',
      `/vendor-orders/${second.order.id}/appointment`,
      first.vendor.token,
      span(103, 2),
    );
    expect(free.body.data.appointment?.status).toBe('confirmed');
  });
});

describe('setting off and reminders', () => {
  it('sets off only on the day, with an ETA the resident sees', async () => {
    const { resident, vendor, orderId, requestId } = await acceptedJob({
      availability: [span(30, 6)],
    });
    const withoutTime = await acceptedJob({}, 'Rush Pipes');
    const eta = await call(
      'PUT',
      `/vendor-orders/update-status/${withoutTime.orderId}`,
      withoutTime.vendor.token,
      {
        status: 'en_route',
        etaMinutes: 20,
      },
    );
    expect(eta.status).toBe(400);

    await call('POST', `/vendor-orders/${orderId}/appointment`, vendor.token, span(31, 2));
    const early = await call('PUT', `/vendor-orders/update-status/${orderId}`, vendor.token, {
      status: 'en_route',
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/day of the confirmed appointment/);
    const notOnTheWay = await call('PUT', `/vendor-orders/update-status/${orderId}`, vendor.token, {
      status: 'in_progress',
      etaMinutes: 5,
    });
    expect(notOnTheWay.status).toBe(400);

    clock.advance(29 * 3600);
    try {
      const onTheWay = await call<OrderItem>(
        'PUT',
        `/vendor-orders/update-status/${orderId}`,
        vendor.token,
        {
          status: 'en_route',
          etaMinutes: 25,
        },
      );
      expect(onTheWay.status).toBe(200);
      const seen = await requestOf(resident.token, requestId);
      expect(seen.order.status).toBe('en_route');
      expect(seen.appointment?.etaAt).toBe(
        new Date(clock.now().getTime() + 25 * 60_000).toISOString(),
      );
    } finally {
      clock.set(new Date(clock.now().getTime() - 29 * 3600 * 1000));
    }
  });

  it('reminds both sides 24 hours and 1 hour before, once each, as the clock moves', async () => {
    const start = clock.now().getTime();
    const { resident, vendor, orderId } = await acceptedJob({ availability: [span(48, 4)] });
    await call('POST', `/vendor-orders/${orderId}/appointment`, vendor.token, span(49, 2));
    const reminders = async () => ({
      resident: await noticesOf(resident.token, orderId, 'appointment.reminder'),
      vendor: await noticesOf(vendor.token, orderId, 'appointment.reminder'),
    });
    const runAt = async (hours: number) => {
      clock.set(new Date(start + hours * HOUR));
      await t.app.jobQueue.runAllNow();
    };
    try {
      await runAt(24.5);
      expect((await reminders()).resident).toHaveLength(0);
      await runAt(25.5);
      let seen = await reminders();
      expect(seen.resident.map((n) => n.title)).toEqual(['Appointment tomorrow']);
      expect(seen.vendor.map((n) => n.title)).toEqual(['Appointment tomorrow']);
      await runAt(30);
      expect((await reminders()).resident).toHaveLength(1);
      await runAt(48.2);
      seen = await reminders();
      expect(seen.resident.map((n) => n.title).sort()).toEqual([
        'Appointment in an hour',
        'Appointment tomorrow',
      ]);
      expect(seen.vendor).toHaveLength(2);
      await runAt(48.5);
      expect((await reminders()).vendor).toHaveLength(2);
      expect(await mailsOf(resident.user.id, 'hour_before')).toHaveLength(1);
      expect(await mailsOf(vendor.user.id, 'day_before')).toHaveLength(1);
    } finally {
      clock.set(new Date(start));
    }
  });
});

describe('GET /vendor-appointments', () => {
  it("lists the vendor's confirmed appointments of a range in order, with addresses and map links", async () => {
    const first = await acceptedJob({ availability: [span(200, 8)] }, 'Week Pipes');
    const { vendor } = first;
    await call('POST', `/vendor-orders/${first.orderId}/appointment`, vendor.token, span(204, 2));
    const resident = await residentWithProperty(t.app, '60601');
    const second = await requestService(t.app, resident, serviceId, {
      availability: [span(200, 8)],
    });
    await call('POST', '/vendor-orders/accept', vendor.token, { orderId: second.order.id });
    await call('POST', `/vendor-orders/${second.order.id}/appointment`, vendor.token, span(200, 2));
    const third = await requestService(t.app, resident, serviceId, {
      availability: [span(200, 8)],
    });
    await call('POST', '/vendor-orders/accept', vendor.token, { orderId: third.order.id });
    await call('POST', `/vendor-orders/${third.order.id}/appointment`, vendor.token, span(300, 2));

    const from = hoursFromNow(190);
    const to = hoursFromNow(230);
    const list = await call<List<VendorAppointment>>(
      'GET',
      `/vendor-appointments?from=${from}&to=${to}`,
      vendor.token,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.map((item) => item.orderId)).toEqual([second.order.id, first.orderId]);
    expect(list.body.data[0]).toMatchObject({
      start: hoursFromNow(200),
      timezone: 'America/Chicago',
      address: expect.stringContaining('12 Maple Street'),
      mapUrl: expect.stringContaining('https://www.google.com/maps/search/'),
    });
    expect(list.body.meta.total).toBe(2);
    expect(
      (await call('GET', `/vendor-appointments?from=${to}&to=${from}`, vendor.token)).status,
    ).toBe(400);
    expect(
      (await call('GET', `/vendor-appointments?from=${from}&to=${to}`, resident.token)).status,
    ).toBe(403);
  });
});

/** The events of a feed as an independent parser reads them. */
async function feedEvents(url: string) {
  const answer = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  if (answer.statusCode !== 200) return { status: answer.statusCode, events: [] };
  expect(answer.headers['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(answer.body));
  const events = calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: String(event.getFirstPropertyValue('status')),
    location: String(event.getFirstPropertyValue('location')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
  }));
  return { status: 200, events };
}

describe('calendar feed', () => {
  it('carries each confirmed appointment with a stable UID, a growing SEQUENCE, and its cancellation', async () => {
    const { resident, vendor, orderId, requestId } = await acceptedJob({
      availability: [span(150, 6)],
    });
    const feed = await call<{ data: { url: string } }>(
      'GET',
      '/auth/calendar-feed',
      resident.token,
    );
    expect(feed.status).toBe(200);
    const again = await call<{ data: { url: string } }>(
      'GET',
      '/auth/calendar-feed',
      resident.token,
    );
    expect(again.body.data.url).toBe(feed.body.data.url);
    expect((await feedEvents(feed.body.data.url)).events).toEqual([]);

    await call('POST', `/vendor-orders/${orderId}/appointment`, vendor.token, span(151, 2));
    const [first] = (await feedEvents(feed.body.data.url)).events;
    expect(first).toMatchObject({
      start: hoursFromNow(151),
      end: hoursFromNow(153),
      status: 'CONFIRMED',
      location: expect.stringContaining('12 Maple Street'),
    });
    const vendorFeed = await call<{ data: { url: string } }>(
      'GET',
      '/auth/calendar-feed',
      vendor.token,
    );
    expect((await feedEvents(vendorFeed.body.data.url)).events.map((e) => e.uid)).toEqual([
      first!.uid,
    ]);

    await call('PUT', `/vendor-orders/${orderId}/appointment`, vendor.token, span(152, 2));
    await call('POST', `/maintenance-requests/${requestId}/appointment/confirm`, resident.token);
    const [moved] = (await feedEvents(feed.body.data.url)).events;
    expect(moved).toMatchObject({ uid: first!.uid, start: hoursFromNow(152) });
    expect(moved!.sequence).toBeGreaterThan(first!.sequence);

    await call('POST', `/maintenance-requests/${requestId}/cancel`, resident.token);
    const [canceled] = (await feedEvents(feed.body.data.url)).events;
    expect(canceled).toMatchObject({ uid: first!.uid, status: 'CANCELLED' });
    expect(canceled!.sequence).toBeGreaterThan(moved!.sequence);

    const rotated = await call<{ data: { url: string } }>(
      'POST',
      '/auth/calendar-feed/rotate',
      resident.token,
    );
    expect(rotated.body.data.url).not.toBe(feed.body.data.url);
    expect((await feedEvents(feed.body.data.url)).status).toBe(404);
    expect((await feedEvents(rotated.body.data.url)).events).toHaveLength(1);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/calendar-feeds/nobody-has-this-address-at-all.ics',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', '/auth/calendar-feed')).status).toBe(401);
  });
});
