import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { uploadPng } from '../../test/uploads';
import { createAdmin, signUp } from '../../test/users';
import { SCHEDULES } from './schedules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true, config: { tokenTtlSeconds: 30 * 86_400 } });
});
afterAll(() => t.close());

describe('the housekeeping schedules', () => {
  it('are on the queue with their cadence', () => {
    const cadence = Object.fromEntries(SCHEDULES.map((job) => [job.name, job.cron]));
    expect(cadence).toMatchObject({
      'subscription-renewals': '*/5 * * * *',
      'unattached-uploads': '17 3 * * *',
      'ended-rate-limit-counters': '7 * * * *',
      'kept-counts-settling': '* * * * *',
      'license-notices': '17 3 * * *',
      'embedded-database-upkeep': '*/5 * * * *',
      'embedded-database-daily-upkeep': '47 3 * * *',
    });
  });

  it('run when the test clock moves: an upload never attached is gone a day later', async () => {
    const { token } = await signUp(t.app, { role: 'resident' });
    const orphan = await uploadPng(t.app, token, 'forgotten.png');
    const exists = async () =>
      (await t.app.inject({ method: 'GET', url: orphan.url })).statusCode === 200;
    expect(await exists()).toBe(true);
    const admin = await createAdmin(t.app, t.db);
    const call = apiCaller(t.app);
    await call('POST', '/admin/clock/advance', admin.token, { seconds: 3600 });
    expect(await exists()).toBe(true);
    await call('POST', '/admin/clock/advance', admin.token, { seconds: 86_400 });
    expect(await exists()).toBe(false);
  });
});
