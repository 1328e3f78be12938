import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminService } from '@homekeep/contracts/catalog';
import type { RequestStatus } from '@homekeep/contracts/jobs';
import { operator } from '../../../test/admin';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  completeProfile,
  placeOfZip,
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';
import { jobSights } from '../../../test/job-sights';
import { uploadPng } from '../../../test/uploads';
import { rowsOf } from '../../../test/sql-rows';

// A job's answers are built from its rows when they are read (decision 040): whatever changes the
// rows they show, by the API or by hand, with the triggers on or off, the next read shows it.
let t: TestApp;
let call: ApiCaller;
let ops: Awaited<ReturnType<typeof operator>>;
let sights: ReturnType<typeof jobSights>;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  ops = await operator(t.app, t.db);
  sights = jobSights(t.app);
});
afterAll(() => t.close());

/** A service of this test's own: renaming it changes no other test's jobs. */
async function ownService() {
  const created = await call<{ data: AdminService }>('POST', '/admin/services', ops.token, {
    name: `Gutter clearing ${randomUUID().slice(0, 8)}`,
    kind: 'home',
    description: 'Clears the gutters and checks the downpipes.',
    priceCents: 12000,
    imageUrl: '/api/v1/files/00000000-0000-4000-8000-000000000000/content',
  });
  expect(created.status).toBe(201);
  return created.body.data;
}

describe("a job's answers, built from its rows when read", () => {
  it('name a renamed service at once in every list and detail, by the API or by hand (finding)', async () => {
    const service = await ownService();
    const { resident, vendor, held, open } = await sights.twoJobsOf(service.id);

    const renamed = await call('PUT', `/admin/services/${service.id}`, ops.token, {
      name: `${service.name} and downpipes`,
      kind: 'home',
      description: service.description,
      priceCents: service.priceCents,
      imageUrl: service.imageUrl,
    });
    expect(renamed.status).toBe(200);
    const everywhere = async (name: string, step: string) => {
      for (const job of [held, open]) {
        expect((await sights.residentSees(resident.token, job.id)).service.name).toBe(name);
      }
      expect((await sights.vendorSees(vendor.token, held.order.id, 'own')).service.name).toBe(name);
      expect((await sights.vendorSees(vendor.token, open.order.id, 'open')).service.name).toBe(
        name,
      );
      expect((await sights.vendorStep(vendor.token, held.order.id, step)).service.name).toBe(name);
    };
    await everywhere(`${service.name} and downpipes`, 'en_route');

    await t.db.execute(sql`update services set name = 'Roof drains' where id = ${service.id}`);
    await everywhere('Roof drains', 'in_progress');
  });

  it('show a renamed or moved property and a renamed company at once (finding)', async () => {
    const [service] = await twoServices(t.app);
    const { resident, vendor, held, open } = await sights.twoJobsOf(service.id);
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
    const address = `7 Shore Road, Unit #2 & loft, ${place.city}, ${place.state} 53703`;
    for (const job of [held, open]) {
      expect((await sights.residentSees(resident.token, job.id)).property).toEqual({
        id: resident.propertyId,
        name: 'Lake Cottage',
        address,
      });
    }
    const location = {
      addressLine1: '7 Shore Road',
      addressLine2: 'Unit #2 & loft',
      notes: 'Key under the mat',
      mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
        `7 Shore Road, Unit #2 & loft, ${place.city}, ${place.state}, 53703`,
      )}`,
    };
    expect((await sights.vendorSees(vendor.token, held.order.id, 'own')).location).toMatchObject(
      location,
    );
    expect(
      (await sights.vendorStep(vendor.token, held.order.id, 'en_route')).location,
    ).toMatchObject(location);
    // The open job shows the area alone, whatever the street.
    expect((await sights.vendorSees(vendor.token, open.order.id, 'open')).location).toMatchObject({
      city: place.city,
      addressLine1: null,
      notes: null,
      mapUrl: null,
    });
    await t.db.execute(
      sql`update properties set name = 'Harbour View' where id = ${resident.propertyId}`,
    );
    expect((await sights.residentSees(resident.token, held.id)).property.name).toBe('Harbour View');

    const saved = await call(
      'PUT',
      `/vendors/profile/${vendor.profileId}`,
      vendor.token,
      await completeProfile(t.app, [service.id], ['53703'], 'Shore & Sons'),
    );
    expect(saved.status).toBe(200);
    expect((await sights.residentSees(resident.token, held.id)).order.vendorCompanyName).toBe(
      'Shore & Sons',
    );
    await t.db.execute(
      sql`update vendor_profiles set company_name = 'Harbour Works' where id = ${vendor.profileId}`,
    );
    expect((await sights.residentSees(resident.token, held.id)).order.vendorCompanyName).toBe(
      'Harbour Works',
    );
    // Nobody holds the open job: no company is named on it.
    expect((await sights.residentSees(resident.token, open.id)).order.vendorCompanyName).toBeNull();
  });

  it('answer a job whose rows were written with the triggers off, as a restore writes them (finding)', async () => {
    const [service] = await twoServices(t.app);
    const resident = await residentWithProperty(t.app, '53703');
    const vendor = await vendorCovering(t.app, [service.id], ['53703'], 'Restored Repairs');
    const [held, open] = [
      { requestId: randomUUID(), orderId: randomUUID() },
      { requestId: randomUUID(), orderId: randomUUID() },
    ];
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const [job, status, vendorId] of [
        [held, 'accepted', vendor.user.id],
        [open, 'pending', null],
      ] as const) {
        await tx.execute(sql`
          insert into maintenance_requests (id, user_id, property_id, service_id, title, description)
          values (${job.requestId}, ${resident.user.id}, ${resident.propertyId}, ${service.id},
            'Restored job', 'Written by a restore')`);
        await tx.execute(sql`
          insert into orders (id, request_id, vendor_id, service_id, zip_code, status)
          values (${job.orderId}, ${job.requestId}, ${vendorId}, ${service.id}, '53703', ${status})`);
        await tx.execute(sql`
          insert into order_status_history (order_id, status) values (${job.orderId}, ${status})`);
      }
      // The vendor's kept open jobs come back with the restore as every other table's rows do.
      await tx.execute(sql`
        insert into open_job_matches (vendor_id, created_at, order_id, request_id, service_id, zip_code)
        select ${vendor.user.id}, created_at, id, request_id, service_id, zip_code
        from orders where id = ${open.orderId}`);
    });

    const seen = await sights.residentSees(resident.token, held.requestId);
    expect(seen).toMatchObject({
      title: 'Restored job',
      service: { id: service.id, name: service.name },
      order: {
        id: held.orderId,
        status: 'accepted',
        vendorCompanyName: 'Restored Repairs',
        history: [{ status: 'accepted' }],
      },
    });
    expect((await sights.residentSees(resident.token, open.requestId)).order.status).toBe(
      'pending',
    );
    const own = await sights.vendorSees(vendor.token, held.orderId, 'own');
    expect(own).toMatchObject({
      requestId: held.requestId,
      resident: { firstName: resident.user.firstName },
    });
    expect(own.location.addressLine1).toBe('12 Maple Street');
    expect((await sights.vendorSees(vendor.token, open.orderId, 'open')).resident).toBeNull();
    expect((await sights.vendorStep(vendor.token, held.orderId, 'en_route')).history).toEqual([
      expect.objectContaining({ status: 'accepted' }),
      expect.objectContaining({ status: 'en_route' }),
    ]);
  });

  it('show every change made by hand: photos, the bill, its product, the resident', async () => {
    const service = await ownService();
    const { resident, vendor, held } = await sights.twoJobsOf(service.id);
    const photo = (await uploadPng(t.app, resident.token)).id;
    const withPhoto = await requestService(t.app, resident, service.id, {
      photoFileIds: [photo],
    });
    expect((await sights.residentSees(resident.token, withPhoto.id)).photos).toEqual([
      { id: photo, url: expect.stringMatching(`^/api/v1/files/${photo}/content\\?expires=`) },
    ]);
    await t.db.execute(
      sql`delete from maintenance_request_photos where request_id = ${withPhoto.id}`,
    );
    expect((await sights.residentSees(resident.token, withPhoto.id)).photos).toEqual([]);

    const [product] = await rowsOf<{ id: string }>(
      t.db,
      sql`update products set service_id = null where service_id = ${service.id} returning id`,
    );
    expect((await sights.residentSees(resident.token, held.id)).payment.productId).toBeNull();
    await t.db.execute(
      sql`update products set service_id = ${service.id} where id = ${product!.id}`,
    );
    expect((await sights.residentSees(resident.token, held.id)).payment.productId).toBe(
      product!.id,
    );

    await call('PATCH', '/auth', resident.token, { firstName: 'Rosa', phone: '+14065550123' });
    expect((await sights.vendorSees(vendor.token, held.order.id, 'own')).resident).toEqual({
      firstName: 'Rosa',
      phone: '+14065550123',
    });
    await t.db.execute(
      sql`update users set first_name = 'Rosalind' where id = ${resident.user.id}`,
    );
    expect((await sights.vendorSees(vendor.token, held.order.id, 'own')).resident?.firstName).toBe(
      'Rosalind',
    );
  });

  it("write each bill's status as the request's columns give it", async () => {
    const [service] = await twoServices(t.app);
    const resident = await residentWithProperty(t.app, '53703');
    const job = await requestService(t.app, resident, service.id);
    const statusWith = async (columns: {
      source: 'resident' | 'plan';
      status: RequestStatus;
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
      return (await sights.residentSees(resident.token, job.id)).payment.status;
    };
    const priced = { source: 'resident', priceCents: 13410, due: false, paid: false } as const;
    expect(await statusWith({ ...priced, status: 'open' })).toBe('on_completion');
    expect(await statusWith({ ...priced, status: 'completed', due: true })).toBe('due');
    expect(await statusWith({ ...priced, status: 'completed', due: true, paid: true })).toBe(
      'paid',
    );
    expect(await statusWith({ ...priced, status: 'canceled' })).toBe('none');
    expect(await statusWith({ ...priced, status: 'completed' })).toBe('none');
    expect(await statusWith({ ...priced, source: 'plan', status: 'open' })).toBe('included');
    expect(await statusWith({ ...priced, status: 'open', priceCents: 0 })).toBe('included');
  });
});
