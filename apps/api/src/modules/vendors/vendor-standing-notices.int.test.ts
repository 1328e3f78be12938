import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List } from '@homekeep/contracts/common';
import type { Notification } from '@homekeep/contracts/notifications';
import { operator } from '../../../test/admin';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { completeProfile, twoServices, vendorCovering } from '../../../test/jobs';
import { sendLicenseNotices } from './vendor-compliance.service';
import { sendExpiredLicenseNotices } from './vendor-standing-notices';

let t: TestApp;
let call: ApiCaller;
let ops: Awaited<ReturnType<typeof operator>>;
let serviceId: string;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  ops = await operator(t.app, t.db);
  serviceId = (await twoServices(t.app))[0].id;
});
afterAll(() => t.close());

const noticesOf = async (token: string) =>
  (await call<List<Notification>>('GET', '/vendors/notifications?limit=100', token)).body.data
    .filter((n) => n.type.startsWith('account.') || n.type.startsWith('license.'))
    .map((n) => ({ type: n.type, title: n.title, body: n.body }));

/** The standing mails written for a vendor, oldest first. */
async function standingMailsTo(userId: string) {
  const { rows } = (await t.db.execute(
    sql`select data from outbox where user_id = ${userId} and kind = 'vendor_standing'
        order by created_at, id`,
  )) as unknown as { rows: { data: Record<string, unknown> }[] };
  return rows.map(({ data }) => {
    const { firstName: _, ...standing } = data;
    return standing;
  });
}

async function vendorWithLicenceUntil(day: string) {
  const vendor = await vendorCovering(t.app, [serviceId], ['90210'], `Standing ${day}`);
  const body = await completeProfile(t.app, [serviceId], ['90210'], `Standing ${day}`);
  const saved = await call('PUT', `/vendors/profile/${vendor.profileId}`, vendor.token, {
    ...body,
    licenseExpiresAt: day,
  });
  expect(saved.status).toBe(200);
  return vendor;
}

describe("a vendor's standing, told in the app and by mail", () => {
  it('tells a suspended vendor why and what to do, and tells it again when reinstated', async () => {
    const vendor = await vendorCovering(t.app, [serviceId], ['90210'], 'Told Plumbing');
    const path = `/admin/vendors/${vendor.user.id}`;
    const suspended = await call('POST', `${path}/suspend`, ops.token, { reason: 'Unpaid fees' });
    expect(suspended.status).toBe(200);
    expect(await noticesOf(vendor.token)).toEqual([
      {
        type: 'account.suspended',
        title: 'Your account is suspended',
        body: 'You are not offered jobs and cannot accept any (reason: Unpaid fees). Jobs you already accepted stay yours. Contact support to be reinstated.',
      },
    ]);
    expect(await standingMailsTo(vendor.user.id)).toEqual([
      { event: 'suspended', reason: 'Unpaid fees' },
    ]);

    expect((await call('POST', `${path}/reinstate`, ops.token)).status).toBe(200);
    expect((await noticesOf(vendor.token))[0]).toMatchObject({
      type: 'account.reinstated',
      title: 'Your account is reinstated',
    });
    expect(await standingMailsTo(vendor.user.id)).toEqual([
      { event: 'suspended', reason: 'Unpaid fees' },
      { event: 'reinstated' },
    ]);
  });

  // Dates far ahead, so that no other test's vendor is due on them.
  it('mails the licence notices, and tells once the day after the licence ended', async () => {
    const vendor = await vendorWithLicenceUntil('2160-03-10');
    const long = await vendorWithLicenceUntil('2160-01-02');
    const mine = (told: { vendorId: string }[]) =>
      told.filter((n) => [vendor.user.id, long.user.id].includes(n.vendorId));

    await sendLicenseNotices(t.db, new Date('2160-03-05T09:00:00Z'));
    expect(await standingMailsTo(vendor.user.id)).toEqual([
      { event: 'license_expiring', lastDay: '2160-03-10' },
    ]);

    const lastDay = new Date('2160-03-10T20:00:00Z');
    expect(mine(await sendExpiredLicenseNotices(t.db, lastDay))).toEqual([]);
    const dayAfter = new Date('2160-03-11T06:00:00Z');
    expect(mine(await sendExpiredLicenseNotices(t.db, dayAfter))).toEqual([
      { vendorId: vendor.user.id, expiresOn: '2160-03-10' },
    ]);
    expect(mine(await sendExpiredLicenseNotices(t.db, dayAfter))).toEqual([]);
    expect((await noticesOf(vendor.token))[0]).toEqual({
      type: 'license.expired',
      title: 'Your licence has expired',
      body: 'Your licence was valid until March 10, 2160, so you are not offered jobs. Renew it and enter the new expiry date on your company profile.',
    });
    expect(await standingMailsTo(vendor.user.id)).toEqual([
      { event: 'license_expiring', lastDay: '2160-03-10' },
      { event: 'license_expired', lastDay: '2160-03-10' },
    ]);
    // A licence that ended over a month before is not told of as news.
    expect(await standingMailsTo(long.user.id)).toEqual([]);
  });
});
