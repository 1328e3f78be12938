import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenanceRequest, VendorOrder } from '@homekeep/contracts/jobs';
import { REQUEST_STATUSES } from '@homekeep/contracts/jobs';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  placeOfZip,
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';
import { uploadPng } from '../../../test/uploads';

// Each job's answers are kept in `job_cards` by triggers on every table they show (decision 033):
// whoever changes a job, its place, its service or the people on it, by the API or by hand, the
// card a list reads must be the one the tables give now.
let t: TestApp;
let call: ApiCaller;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
});
afterAll(() => t.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The requests among `ids` whose kept cards differ from what the tables give now, or are missing. */
const staleCards = (ids: string[]) =>
  rowsOf<{ id: string }>(sql`
    select v.request_id as id from job_card_view v
    left join job_cards c on c.request_id = v.request_id
    where v.request_id in ${ids}
      and (c.request_id is null
        or c.resident_card::text <> v.resident_card::text
        or c.vendor_card::text <> v.vendor_card::text)`);

const residentCardOf = async (token: string, requestId: string) =>
  (await call<{ data: MaintenanceRequest }>('GET', `/maintenance-requests/${requestId}`, token))
    .body.data;

const vendorCardsOf = async (token: string) =>
  (await call<{ data: VendorOrder[] }>('GET', '/vendor-orders', token)).body.data;

describe('job cards, kept by the database', () => {
  it('are built again by every change a card shows, by the API or by hand (finding)', async () => {
    const [service] = await twoServices(t.app);
    const resident = await residentWithProperty(t.app, '53703');
    const vendor = await vendorCovering(t.app, [service.id], ['53703'], 'Lakeside Repairs');
    const photo = (await uploadPng(t.app, resident.token)).id;
    const job = await requestService(t.app, resident, service.id, { photoFileIds: [photo] });
    const other = await requestService(t.app, resident, service.id);
    const ids = [job.id, other.id];
    const fresh = async (step: string) => expect(await staleCards(ids), step).toEqual([]);
    await fresh('requested');
    expect(job.photos.map((p) => p.id)).toEqual([photo]);

    const orderId = job.order.id;
    await call('POST', '/vendor-orders/accept', vendor.token, { orderId });
    for (const status of ['en_route', 'in_progress']) {
      await call('PUT', `/vendor-orders/update-status/${orderId}`, vendor.token, { status });
    }
    const done = (await uploadPng(t.app, vendor.token)).id;
    await call('PUT', `/vendor-orders/update-status/${orderId}`, vendor.token, {
      status: 'completed',
      photoFileIds: [done],
    });
    await fresh('completed');
    let seen = await residentCardOf(resident.token, job.id);
    expect(seen.order.vendorCompanyName).toBe('Lakeside Repairs');
    expect(seen.order.history.map((step) => step.status)).toEqual([
      'pending',
      'accepted',
      'en_route',
      'in_progress',
      'completed',
    ]);
    expect(seen.completionPhotos.map((p) => p.id)).toEqual([done]);
    expect(seen.payment.status).toBe('due');

    const place = await placeOfZip(t.app, '53703');
    const moved = await call('PUT', `/properties/${resident.propertyId}`, resident.token, {
      name: 'Lake Cottage',
      addressLine1: '7 Shore Road',
      addressLine2: 'Unit #2 & loft',
      ...place,
      zipCode: '53703',
      notes: 'Key under the mat',
    });
    expect(moved.status).toBe(200);
    await call('PATCH', '/auth', resident.token, { firstName: 'Rosa', phone: '+15550001234' });
    await fresh('property and resident changed');
    seen = await residentCardOf(resident.token, job.id);
    expect(seen.property).toEqual({
      id: resident.propertyId,
      name: 'Lake Cottage',
      address: `7 Shore Road, Unit #2 & loft, ${place.city}, ${place.state} 53703`,
    });
    const [held] = await vendorCardsOf(vendor.token);
    expect(held!.location.notes).toBe('Key under the mat');
    expect(held!.resident).toEqual({ firstName: 'Rosa', phone: '+15550001234' });
    expect(held!.location.mapUrl).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
        `7 Shore Road, Unit #2 & loft, ${place.city}, ${place.state}, 53703`,
      )}`,
    );

    // By hand: an operator renames the service, moves its bill's product, renames the company,
    // and marks the bill paid.
    await t.db.execute(sql`update services set name = 'Leak repair' where id = ${service.id}`);
    const [product] = await rowsOf<{ id: string }>(
      sql`update products set service_id = null where service_id = ${service.id} returning id`,
    );
    await fresh('service renamed, its product moved');
    seen = await residentCardOf(resident.token, job.id);
    expect(seen.service.name).toBe('Leak repair');
    expect(seen.payment.productId).toBeNull();
    await t.db.execute(
      sql`update products set service_id = ${service.id} where id = ${product!.id}`,
    );
    await t.db.execute(
      sql`update vendor_profiles set company_name = 'Shore & Sons' where id = ${vendor.profileId}`,
    );
    await t.db.execute(sql`update maintenance_requests set paid_at = now() where id = ${job.id}`);
    await fresh('product back, company renamed, bill paid');
    seen = await residentCardOf(resident.token, job.id);
    expect(seen.payment.productId).toBe(product!.id);
    expect(seen.order.vendorCompanyName).toBe('Shore & Sons');
    expect(seen.payment.status).toBe('paid');

    await call('POST', `/maintenance-requests/${other.id}/cancel`, resident.token);
    await t.db.execute(
      sql`delete from maintenance_request_photos where request_id = ${job.id} and stage = 'request'`,
    );
    await fresh('canceled, a photo removed');
    expect((await residentCardOf(resident.token, job.id)).photos).toEqual([]);
    expect((await residentCardOf(resident.token, other.id)).status).toBe('canceled');
  });

  it('come back whole from the tables after a load made with their triggers off', async () => {
    const [service] = await twoServices(t.app);
    const resident = await residentWithProperty(t.app, '53703');
    const job = await requestService(t.app, resident, service.id);
    const before = await residentCardOf(resident.token, job.id);
    await t.db.execute(sql`delete from job_cards where request_id = ${job.id}`);
    expect((await call('GET', `/maintenance-requests/${job.id}`, resident.token)).status).toBe(404);
    await t.db.execute(sql`select job_cards_rebuild()`);
    expect(await residentCardOf(resident.token, job.id)).toEqual(before);
  });

  it("write each bill's status as the request's columns give it", async () => {
    const [service] = await twoServices(t.app);
    const resident = await residentWithProperty(t.app, '53703');
    const job = await requestService(t.app, resident, service.id);
    const statusWith = async (columns: {
      source: 'resident' | 'plan';
      status: (typeof REQUEST_STATUSES)[number];
      priceCents: number;
      due: boolean;
      paid: boolean;
    }) => {
      await t.db.execute(sql`
        update maintenance_requests set source = ${columns.source}, status = ${columns.status},
          list_price_cents = greatest(list_price_cents, ${columns.priceCents}),
          price_cents = ${columns.priceCents},
          due_at = case when ${columns.due} then now() end,
          paid_at = case when ${columns.paid} then now() end
        where id = ${job.id}`);
      return (await residentCardOf(resident.token, job.id)).payment.status;
    };
    const priced = { source: 'resident', priceCents: 13410, due: false, paid: false } as const;
    expect(await statusWith({ ...priced, status: 'open' })).toBe('on_completion');
    expect(await statusWith({ ...priced, status: 'completed', due: true })).toBe('due');
    expect(await statusWith({ ...priced, status: 'completed', due: true, paid: true })).toBe(
      'paid',
    );
    expect(await statusWith({ ...priced, status: 'canceled' })).toBe('none');
    // Completed before requests were billed: nothing is claimed afterwards.
    expect(await statusWith({ ...priced, status: 'completed' })).toBe('none');
    // Never a bill for a plan visit or a free service, whatever its status.
    for (const status of REQUEST_STATUSES) {
      for (const source of ['plan', 'resident'] as const) {
        expect(await statusWith({ ...priced, source, status, priceCents: 0 })).toBe('included');
      }
    }
  });

  it('write a map link as encodeURIComponent does, for any address', async () => {
    const text = fc
      .string({ unit: 'grapheme', maxLength: 40 })
      .filter((value) => !value.includes('\0'));
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 30 }), async (texts) => {
        const rows = await rowsOf<{ text: string; encoded: string }>(sql`
          select value as text, uri_component(value) as encoded
          from unnest(${sql.param(texts)}::text[]) as value`);
        for (const row of rows) expect(row.encoded).toBe(encodeURIComponent(row.text));
      }),
      { numRuns: 25 },
    );
  });

  it('never let a card built from an older view of the job overwrite a newer one', async () => {
    const [service] = await twoServices(t.app);
    const resident = await residentWithProperty(t.app, '53703');
    const job = await requestService(t.app, resident, service.id);
    // One transaction moves the order's round and holds it; meanwhile another renames the
    // property. The second card waits for the first, then is built from both changes.
    let moved!: () => void;
    const roundMoved = new Promise<void>((resolve) => (moved = resolve));
    const first = t.db.transaction(async (tx) => {
      await tx.execute(sql`update orders set offer_round = 2 where id = ${job.order.id}`);
      moved();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await roundMoved;
    const second = t.db.execute(
      sql`update properties set name = 'Harbour View' where id = ${resident.propertyId}`,
    );
    await Promise.all([first, second]);
    const seen = await residentCardOf(resident.token, job.id);
    expect(seen.order.offerRound).toBe(2);
    expect(seen.property.name).toBe('Harbour View');
    expect(await staleCards([job.id])).toEqual([]);
  });
});
