import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, someServices } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  completeProfile,
  requestService,
  residentWithProperty,
  vendorCovering,
} from '../../../test/jobs';

// A vendor's open jobs are read from rows the database keeps (open_job_matches, migrations 0032
// and 0040): these tests change what the rows follow (orders, a vendor's services and zip codes,
// the offers of widened rounds) and check the list a vendor sees, and that the rows are the
// pending orders in the pairs and those offered.
let t: TestApp;
let serviceIds: [string, string];
beforeAll(async () => {
  // Its own database on a server: other files' pending orders would join the lists.
  t = await createTestApp({ ownDatabase: true });
  const [first, second] = await someServices(t.app, 2);
  serviceIds = [first!.id, second!.id];
});
afterAll(() => t.close());

type Vendor = Awaited<ReturnType<typeof vendorCovering>>;

const openJobIds = async (vendor: Vendor) => {
  const { body } = await apiCaller(t.app)<{ data: { id: string }[] }>(
    'GET',
    '/vendor-orders?status=pending&limit=50',
    vendor.token,
  );
  return body.data.map((job) => job.id).sort();
};

const cover = (vendor: Vendor, services: string[], zipCodes: string[]) =>
  completeProfile(t.app, services, zipCodes, 'Northside Plumbing').then((body) =>
    apiCaller(t.app)('PUT', `/vendors/profile/${vendor.profileId}`, vendor.token, body),
  );

/**
 * The rows the database keeps, and the pending orders in each vendor's pairs or offered to it, as
 * (vendor, order, request): the request is what the page reads the job's card by.
 */
async function keptAndMatching() {
  const read = async (text: string) =>
    ((await t.db.execute(sql.raw(text))) as unknown as { rows: { pair: string }[] }).rows
      .map((row) => row.pair)
      .sort();
  const kept = await read(
    `select vendor_id || ' ' || order_id || ' ' || request_id as pair from open_job_matches`,
  );
  const matching = await read(`
    select vs.vendor_id || ' ' || o.id || ' ' || o.request_id as pair from orders o
    join vendor_services vs on vs.service_id = o.service_id
    join vendor_zip_codes vz on vz.vendor_id = vs.vendor_id and vz.zip_code = o.zip_code
    where o.status = 'pending'
    union
    select oo.vendor_id || ' ' || o.id || ' ' || o.request_id from order_offers oo
    join orders o on o.id = oo.order_id
    where o.status = 'pending'`);
  return { kept, matching };
}

describe("a vendor's open jobs follow its area and the orders (kept by the database)", () => {
  it('shows the pending jobs of a zip code taken up at once, and none once given up', async () => {
    const [a, b] = serviceIds;
    const inMission = await residentWithProperty(t.app, '94110');
    const inSoma = await residentWithProperty(t.app, '94107');
    const missionJobs = [
      (await requestService(t.app, inMission, a)).order.id,
      (await requestService(t.app, inMission, b)).order.id,
    ];
    const somaJob = (await requestService(t.app, inSoma, a)).order.id;

    const vendor = await vendorCovering(t.app, [a], ['94107']);
    expect(await openJobIds(vendor)).toEqual([somaJob]);

    expect((await cover(vendor, [a, b], ['94107', '94110'])).status).toBe(200);
    expect(await openJobIds(vendor)).toEqual([...missionJobs, somaJob].sort());

    expect((await cover(vendor, [b], ['94110'])).status).toBe(200);
    expect(await openJobIds(vendor)).toEqual([missionJobs[1]]);

    const later = (await requestService(t.app, inMission, b)).order.id;
    expect(await openJobIds(vendor)).toEqual([missionJobs[1]!, later].sort());
  });

  it('drops a job from every other vendor once one accepts it', async () => {
    const [a] = serviceIds;
    const resident = await residentWithProperty(t.app, '94133');
    const job = (await requestService(t.app, resident, a)).order.id;
    const first = await vendorCovering(t.app, [a], ['94133'], 'First Plumbing');
    const second = await vendorCovering(t.app, [a], ['94133'], 'Second Plumbing');
    expect(await openJobIds(first)).toContain(job);
    expect(await openJobIds(second)).toContain(job);

    const accepted = await apiCaller(t.app)('POST', '/vendor-orders/accept', first.token, {
      orderId: job,
    });
    expect(accepted.status).toBe(200);
    expect(await openJobIds(first)).not.toContain(job);
    expect(await openJobIds(second)).not.toContain(job);
  });

  it('keeps an order a widened round offered through changes of the area, until its offer goes', async () => {
    const [a, b] = serviceIds;
    const resident = await residentWithProperty(t.app, '94121');
    const job = (await requestService(t.app, resident, a)).order.id;
    const vendor = await vendorCovering(t.app, [a], ['94107'], 'Far Plumbing');
    expect(await openJobIds(vendor)).not.toContain(job);

    // As the widening job offers it (job-reoffers.repository.ts): one row per vendor reached.
    await t.db.execute(
      sql`insert into order_offers (order_id, vendor_id, round) values (${job}, ${vendor.user.id}, 2)`,
    );
    expect(await openJobIds(vendor)).toContain(job);

    expect((await cover(vendor, [b], ['94110'])).status).toBe(200);
    expect(await openJobIds(vendor)).toContain(job);
    const { kept, matching } = await keptAndMatching();
    expect(kept).toEqual(matching);

    await t.db.execute(sql`delete from order_offers where order_id = ${job}`);
    expect(await openJobIds(vendor)).not.toContain(job);
  });

  it('gives an order pending again the vendors of its pairs and those a round offered it', async () => {
    const [a] = serviceIds;
    const resident = await residentWithProperty(t.app, '94122');
    const job = (await requestService(t.app, resident, a)).order.id;
    const near = await vendorCovering(t.app, [a], ['94122'], 'Near Plumbing');
    const far = await vendorCovering(t.app, [a], ['94107'], 'Distant Plumbing');
    await t.db.execute(
      sql`insert into order_offers (order_id, vendor_id, round) values (${job}, ${far.user.id}, 2)`,
    );

    // No route puts a job back to pending; the rows must follow if one ever does.
    await t.db.execute(sql`update orders set status = 'canceled' where id = ${job}`);
    expect(await openJobIds(near)).not.toContain(job);
    expect(await openJobIds(far)).not.toContain(job);

    await t.db.execute(sql`update orders set status = 'pending' where id = ${job}`);
    expect(await openJobIds(near)).toContain(job);
    expect(await openJobIds(far)).toContain(job);
  });

  it('keeps exactly the pending orders in each pair or offered, after all of the above', async () => {
    const { kept, matching } = await keptAndMatching();
    expect(matching.length).toBeGreaterThan(0);
    expect(kept).toEqual(matching);
  });

  // Last: it empties what the tests above built.
  it('refills the rows from what is left when any table they follow is truncated', async () => {
    const expectRefilled = async (statement: string, left: 'some' | 'none') => {
      await t.db.execute(sql.raw(statement));
      const { kept, matching } = await keptAndMatching();
      expect(matching.length > 0, statement).toBe(left === 'some');
      expect(kept, statement).toEqual(matching);
    };
    await t.db.execute(sql`create table saved_services as select * from vendor_services`);
    await t.db.execute(sql`create table saved_zip_codes as select * from vendor_zip_codes`);

    // The offers are left when either half of the pairs goes, the pairs when the offers go.
    await expectRefilled('truncate vendor_services', 'some');
    await expectRefilled('insert into vendor_services select * from saved_services', 'some');
    await expectRefilled('truncate vendor_zip_codes', 'some');
    await expectRefilled('truncate order_offers', 'none');
    await expectRefilled('insert into vendor_zip_codes select * from saved_zip_codes', 'some');
    await expectRefilled('truncate orders cascade', 'none');
    await t.db.execute(sql`drop table saved_services, saved_zip_codes`);
  });
});
