import { describe, expect, it } from 'vitest';
import type { List } from '@homekeep/contracts/common';
import type { MaintenanceRequest } from '@homekeep/contracts/jobs';
import type { Property } from '@homekeep/contracts/properties';
import { appointmentsApp, type OrderItem, type RequestItem } from '../../../test/appointments';
import {
  placeOfZip,
  requestService,
  residentWithProperty,
  vendorCovering,
} from '../../../test/jobs';
import { signUp } from '../../../test/users';

// Time zones, the resident's availability, and a time booked and answered (the rescheduling,
// setting off, reminders and the vendor's calendar are in appointment-schedule.int.test.ts).
const fixture = appointmentsApp();
const { call, hoursFromNow, span, acceptedJob, requestOf, orderOf, noticesOf, mailsOf } = fixture;

const at = (iso: string) => new Date(iso).toISOString();

describe('property time zones', () => {
  it('fills the zone from the zip code and lets the owner change it', async () => {
    const resident = await residentWithProperty(fixture.t.app, '60601');
    const property = await call<{ data: Property }>(
      'GET',
      `/properties/${resident.propertyId}`,
      resident.token,
    );
    expect(property.body.data.timezone).toBe('America/Chicago');

    const elPaso = await residentWithProperty(fixture.t.app, '79901');
    const texas = await call<{ data: Property }>(
      'GET',
      `/properties/${elPaso.propertyId}`,
      elPaso.token,
    );
    expect(texas.body.data.timezone).toBe('America/Denver');

    const body = {
      name: 'Maple House',
      addressLine1: '12 Maple Street',
      ...(await placeOfZip(fixture.t.app, '60601')),
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
    const resident = await residentWithProperty(fixture.t.app, '60601');
    const answer = await call('POST', '/maintenance-requests', resident.token, {
      propertyId: resident.propertyId,
      serviceId: fixture.serviceId,
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
    const resident = await residentWithProperty(fixture.t.app, '60601');
    const saturday = await requestService(fixture.t.app, resident, fixture.serviceId, {
      preferredDate: '2031-03-08',
      preferredTimeWindow: 'morning',
    });
    // 8:00 to 12:00 Central Standard Time (UTC-6) ...
    expect(saturday.availability).toEqual([
      { start: at('2031-03-08T14:00:00Z'), end: at('2031-03-08T18:00:00Z') },
    ]);
    const sunday = await requestService(fixture.t.app, resident, fixture.serviceId, {
      preferredDate: '2031-03-09',
      preferredTimeWindow: 'morning',
    });
    // ... and the next day, Central Daylight Time (UTC-5): an hour earlier in UTC.
    expect(sunday.availability).toEqual([
      { start: at('2031-03-09T13:00:00Z'), end: at('2031-03-09T17:00:00Z') },
    ]);
    const night = await requestService(fixture.t.app, resident, fixture.serviceId, {
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
    const stranger = await vendorCovering(
      fixture.t.app,
      [fixture.serviceId],
      ['60601'],
      'Stranger Pipes',
    );
    const neighbour = await signUp(fixture.t.app, { role: 'resident' });
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

    const pending = await requestService(fixture.t.app, resident, fixture.serviceId);
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
