import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List } from '@homekeep/contracts/common';
import type { Notification } from '@homekeep/contracts/notifications';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { manualClock } from '../../../test/clock';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';
import { outbox } from '../../db/schema';

// Monday 2 June 2031, 9:00 in Chicago.
const clock = manualClock('2031-06-02T14:00:00.000Z');
const HOUR = 3_600_000;

let t: TestApp;
let call: ApiCaller;
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  call = apiCaller(t.app);
  [{ id: serviceId }] = await twoServices(t.app);
});
afterAll(() => t.close());

const window = (startHours: number, hours: number) => ({
  start: new Date(clock.now().getTime() + startHours * HOUR).toISOString(),
  end: new Date(clock.now().getTime() + (startHours + hours) * HOUR).toISOString(),
});

const availabilityNotices = async (token: string, orderId: string) =>
  (await call<List<Notification>>('GET', '/notifications?limit=100', token)).body.data.filter(
    (notice) => notice.orderId === orderId && notice.type === 'appointment.availability',
  );

const availabilityMails = (userId: string) =>
  t.db
    .select({ data: outbox.data })
    .from(outbox)
    .where(
      and(
        eq(outbox.userId, userId),
        eq(outbox.kind, 'appointment'),
        sql`${outbox.data}->>'event' = 'availability'`,
      ),
    );

describe('a resident changing when they are home', () => {
  it('tells the vendor holding the job, in the app and by mail, with the new windows', async () => {
    const resident = await residentWithProperty(t.app, '60601');
    const vendor = await vendorCovering(t.app, [serviceId], ['60601'], 'Lakeside Plumbing');
    const request = await requestService(t.app, resident, serviceId, {
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
