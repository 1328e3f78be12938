import { describe, expect, it } from 'vitest';
import { appointmentsApp } from '../../../test/appointments';
import { requestService, residentWithProperty, vendorCovering } from '../../../test/jobs';

// Monday 2 June 2031, 9:00 in Chicago.
const fixture = appointmentsApp('2031-06-02T14:00:00.000Z');
const { call, span: window, noticesOf, mailsOf } = fixture;

const availabilityNotices = (token: string, orderId: string) =>
  noticesOf(token, orderId, 'appointment.availability');
const availabilityMails = (userId: string) => mailsOf(userId, 'availability');

describe('a resident changing when they are home', () => {
  it('tells the vendor holding the job, in the app and by mail, with the new windows', async () => {
    const resident = await residentWithProperty(fixture.t.app, '60601');
    const vendor = await vendorCovering(
      fixture.t.app,
      [fixture.serviceId],
      ['60601'],
      'Lakeside Plumbing',
    );
    const request = await requestService(fixture.t.app, resident, fixture.serviceId, {
      title: 'Dripping shower',
      availability: [window(24, 3)],
    });
    const url = `/maintenance-requests/${request.id}/availability`;

    // Nobody holds the job yet: nobody is told.
    const early = await call('PUT', url, resident.token, { availability: [window(26, 2)] });
    expect(early.status).toBe(200);
    expect(await availabilityMails(vendor.user.id)).toHaveLength(0);

    const orderId = request.order.id;
    expect((await call('POST', '/vendor-orders/accept', vendor.token, { orderId })).status).toBe(
      200,
    );
    const changed = await call('PUT', url, resident.token, {
      availability: [window(48, 3), window(72, 2)],
    });
    expect(changed.status).toBe(200);

    const [notice, ...more] = await availabilityNotices(vendor.token, orderId);
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({ title: 'New times the resident is home' });
    // Wednesday 4 June, 9:00 to 12:00 and Thursday 5 June, 9:00 to 11:00 in Chicago.
    expect(notice!.body).toBe(
      'The resident of "Dripping shower" is home Wed 4 Jun, 9:00 to 12:00; Thu 5 Jun, 9:00 to 11:00: a time inside one is confirmed at once.',
    );
    const mails = await availabilityMails(vendor.user.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data).toMatchObject({
      party: 'vendor',
      title: 'Dripping shower',
      when: 'Wed 4 Jun, 9:00 to 12:00; Thu 5 Jun, 9:00 to 11:00',
    });
    expect(await availabilityMails(resident.user.id)).toHaveLength(0);
  });
});
