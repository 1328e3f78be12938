import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { VendorAppointment } from '@homekeep/contracts/appointments';
import type { List } from '@homekeep/contracts/common';
import {
  appointmentsApp,
  HOUR,
  type OrderItem,
  type RequestItem,
} from '../../../test/appointments';
import { requestService, residentWithProperty } from '../../../test/jobs';

// Rescheduling, setting off and reminders as the clock moves, and the vendor's appointments as
// a list and a calendar feed (booking and answering are in appointments.int.test.ts).
const fixture = appointmentsApp();
const { clock, call, hoursFromNow, span, acceptedJob, requestOf, noticesOf, mailsOf } = fixture;

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
    const resident = await residentWithProperty(fixture.t.app, '60601');
    const second = await requestService(fixture.t.app, resident, fixture.serviceId, {
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
      await fixture.t.app.jobQueue.runAllNow();
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
    const resident = await residentWithProperty(fixture.t.app, '60601');
    const second = await requestService(fixture.t.app, resident, fixture.serviceId, {
      availability: [span(200, 8)],
    });
    await call('POST', '/vendor-orders/accept', vendor.token, { orderId: second.order.id });
    await call('POST', `/vendor-orders/${second.order.id}/appointment`, vendor.token, span(200, 2));
    const third = await requestService(fixture.t.app, resident, fixture.serviceId, {
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
      orderStatus: 'accepted',
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
  const answer = await fixture.t.app.inject({ method: 'GET', url: new URL(url).pathname });
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
    for (const address of [
      'nobody-has-this-address-at-all.ics',
      'short.ics',
      `${feed.body.data.url.split('/').pop()!.replace('.ics', '')}.txt`,
      'not%20a%20feed',
    ]) {
      const unknown = await fixture.t.app.inject({
        method: 'GET',
        url: `/api/v1/calendar-feeds/${address}`,
      });
      expect(unknown.statusCode, address).toBe(404);
      expect(unknown.json()).toMatchObject({ message: 'This calendar address does not exist.' });
    }
    expect((await call('GET', '/auth/calendar-feed')).status).toBe(401);
  });
});
