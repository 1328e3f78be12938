import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { requestService, residentWithProperty, twoServices, vendorCovering } from '../../test/jobs';
import { selectResidentJobsWithTotal } from '../modules/jobs/job-views.repository';
import { totalColumn } from './capped-count';
import { preparedRows } from './positional-rows';
import { maintenanceRequests } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('preparedRows', () => {
  it("answers the rows drizzle's own prepared select answers, value for value", async () => {
    const [service] = await twoServices(t.app);
    const resident = await residentWithProperty(t.app, '90210');
    const vendor = await vendorCovering(t.app, [service.id], ['90210'], 'Positional Plumbing');
    const job = await requestService(t.app, resident, service.id, {
      preferredDate: '2031-05-04',
      preferredTimeWindow: 'morning',
    });
    // Held and started: a vendor's name, timestamps, a date and a history of three steps.
    const call = apiCaller(t.app);
    expect(
      (await call('POST', '/vendor-orders/accept', vendor.token, { orderId: job.order.id })).status,
    ).toBe(200);
    expect(
      (
        await call('PUT', `/vendor-orders/update-status/${job.order.id}`, vendor.token, {
          status: 'en_route',
        })
      ).status,
    ).toBe(200);

    const select = () =>
      selectResidentJobsWithTotal(t.db, totalColumn(sql`select 41 + 1`)).where(
        eq(maintenanceRequests.id, sql.placeholder('id')),
      );
    const fromDrizzle = await select().prepare('positional_rows_drizzle').execute({ id: job.id });
    const positional = await preparedRows(t.db, 'positional_rows_driver', select()).execute({
      id: job.id,
    });

    expect(positional).toHaveLength(1);
    expect(positional).toEqual(fromDrizzle);
    const [row] = positional;
    expect(row!.total).toBe(42);
    expect(row!.preferredDate).toBe('2031-05-04');
    expect(row!.orderUpdatedAt).toBeInstanceOf(Date);
    expect(row!.vendorCompanyName).toBe('Positional Plumbing');
    expect(row!.history.map((step) => step.status)).toEqual(['pending', 'accepted', 'en_route']);
  });

  it('refuses to run in a transaction, where the driver it was opened with is not the one in use', async () => {
    await t.db.transaction(async (tx) => {
      expect(() =>
        preparedRows(
          tx,
          'positional_rows_in_tx',
          selectResidentJobsWithTotal(tx, totalColumn(sql`select 1`)),
        ),
      ).toThrow(/not in a transaction/);
    });
  });
});
