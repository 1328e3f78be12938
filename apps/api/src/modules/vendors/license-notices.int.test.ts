import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List } from '@homekeep/contracts/common';
import type { Notification } from '@homekeep/contracts/notifications';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { completeProfile, twoServices, vendorCovering } from '../../../test/jobs';
import { licenseNoticesDue, sendLicenseNotices } from './vendor-compliance.service';

let t: TestApp;
let call: ApiCaller;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
});
afterAll(() => t.close());

async function vendorWithLicenceUntil(day: string) {
  const [service] = await twoServices(t.app);
  const vendor = await vendorCovering(t.app, [service.id], ['90210'], `Licence ${day}`);
  const body = await completeProfile(t.app, [service.id], ['90210'], `Licence ${day}`);
  const saved = await call('PUT', `/vendors/profile/${vendor.profileId}`, vendor.token, {
    ...body,
    licenseExpiresAt: day,
  });
  expect(saved.status).toBe(200);
  return vendor;
}

const noticesOf = async (token: string) =>
  (await call<List<Notification>>('GET', '/vendors/notifications', token)).body.data
    .filter((n) => n.type === 'license.expiring')
    .map((n) => n.title);

// Dates far ahead, so that no other test's vendor is due on them.
describe('licence expiry notices', () => {
  it('tells each vendor 30 and 7 days ahead, each notice once', async () => {
    const soon = await vendorWithLicenceUntil('2150-01-05');
    const later = await vendorWithLicenceUntil('2150-01-20');
    const far = await vendorWithLicenceUntil('2150-03-01');
    const mine = (notices: { vendorId: string }[]) =>
      notices.filter((n) => [soon, later, far].some((v) => v.user.id === n.vendorId));

    const newYear = new Date('2150-01-01T09:00:00Z');
    expect(mine(await licenseNoticesDue(t.db, newYear))).toEqual([
      { vendorId: soon.user.id, expiresOn: '2150-01-05', daysBefore: 7 },
      { vendorId: later.user.id, expiresOn: '2150-01-20', daysBefore: 30 },
    ]);
    expect(mine(await sendLicenseNotices(t.db, newYear))).toHaveLength(2);
    expect(mine(await sendLicenseNotices(t.db, newYear))).toEqual([]);
    expect(await noticesOf(soon.token)).toEqual(['Your licence expires in 4 days']);
    expect(await noticesOf(later.token)).toEqual(['Your licence expires in 19 days']);
    expect(await noticesOf(far.token)).toEqual([]);

    const weekBefore = new Date('2150-01-14T09:00:00Z');
    expect(mine(await sendLicenseNotices(t.db, weekBefore))).toEqual([
      { vendorId: later.user.id, expiresOn: '2150-01-20', daysBefore: 7 },
    ]);
    expect(await noticesOf(later.token)).toEqual([
      'Your licence expires in 6 days',
      'Your licence expires in 19 days',
    ]);
    // A new expiry date is a new licence: its notices go out again.
    await vendorWithLicenceUntil('2150-01-20');
    const afterExpiry = new Date('2150-01-21T09:00:00Z');
    expect(mine(await licenseNoticesDue(t.db, afterExpiry))).toEqual([]);
  });
});
