import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminService } from '@homekeep/contracts/catalog';
import type { List } from '@homekeep/contracts/common';
import type { MaintenanceRequest, RequestStatus, VendorOrder } from '@homekeep/contracts/jobs';
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
import { uploadPng } from '../../../test/uploads';

// A job's answers are built from its rows when they are read (decision 040): whatever changes the
// rows they show, by the API or by hand, with the triggers on or off, the next read shows it.
let t: TestApp;
let call: ApiCaller;
let ops: Awaited<ReturnType<typeof operator>>;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  ops = await operator(t.app, t.db);
});
afterAll(() => t.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

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

/** The resident's request as its detail and its list show it. */
async function residentSees(token: string, requestId: string) {
  const one = await call<{ data: MaintenanceRequest }>(
    'GET',
    `/maintenance-requests/${requestId}`,
    token,
  );
  expect(one.status).toBe(200);
  const list = await call<List<MaintenanceRequest>>(
    'GET',
    '/maintenance-requests?limit=100',
    token,
  );
  const listed = list.body.data.find((request) => request.id === requestId);
  expect(listed, 'in the resident’s list').toBeDefined();
  expect(listed).toEqual(one.body.data);
  return one.body.data;
}

/** The vendor's order as its own orders show it, or the open job as its open jobs do. */
async function vendorSees(token: string, orderId: string, list: 'own' | 'open') {
  const url =
    list === 'own' ? '/vendor-orders?limit=100' : '/vendor-orders?status=pending&limit=100';
  const page = await call<List<VendorOrder>>('GET', url, token);
  expect(page.status).toBe(200);
  const order = page.body.data.find((each) => each.id === orderId);
  expect(order, `in the vendor's ${list} orders`).toBeDefined();
  return order!;
}

/** The vendor's answer to moving its order one step: the order's detail as it is now. */
async function vendorStep(token: string, orderId: string, status: string) {
  const moved = await call<{ data: VendorOrder }>(
    'PUT',
    `/vendor-orders/update-status/${orderId}`,
    token,
    { status },
  );
  expect(moved.status).toBe(200);
  return moved.body.data;
}

/** A resident with a job its vendor holds and one still open to it, of the same service. */
async function twoJobsOf(serviceId: string, zipCode = '53703') {
  const resident = await residentWithProperty(t.app, zipCode);
  const vendor = await vendorCovering(t.app, [serviceId], [zipCode], 'Lakeside Repairs');
  const held = await requestService(t.app, resident, serviceId);
  const open = await requestService(t.app, resident, serviceId);
  const accepted = await call('POST', '/vendor-orders/accept', vendor.token, {
    orderId: held.order.id,
  });
  expect(accepted.status).toBe(200);
  return { resident, vendor, held, open };
}

describe("a job's answers, built from its rows when read", () => {
  it('name a renamed service at once in every list and detail, by the API or by hand (finding)', async () => {
    const service = await ownService();
    const { resident, vendor, held, open } = await twoJobsOf(service.id);

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
        expect((await residentSees(resident.token, job.id)).service.name).toBe(name);
      }
      expect((await vendorSees(vendor.token, held.order.id, 'own')).service.name).toBe(name);
      expect((await vendorSees(vendor.token, open.order.id, 'open')).service.name).toBe(name);
      expect((await vendorStep(vendor.token, held.order.id, step)).service.name).toBe(name);
    };
    await everywhere(`${service.name} and downpipes`, 'en_route');

    await t.db.execute(sql`update services set name = 'Roof drains' where id = ${service.id}`);
    await everywhere('Roof drains', 'in_progress');
  });

  it('show a renamed or moved property and a renamed company at once (finding)', async () => {
    const [service] = await twoServices(t.app);
    const { resident, vendor, held, open } = await twoJobsOf(service.id);
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
      expect((await residentSees(resident.token, job.id)).property).toEqual({
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
    expect((await vendorSees(vendor.token, held.order.id, 'own')).location).toMatchObject(location);
    expect((await vendorStep(vendor.token, held.order.id, 'en_route')).location).toMatchObject(
      location,
    );
    // The open job shows the area alone, whatever the street.
    expect((await vendorSees(vendor.token, open.order.id, 'open')).location).toMatchObject({
      city: place.city,
      addressLine1: null,
      notes: null,
      mapUrl: null,
    });
    await t.db.execute(
      sql`update properties set name = 'Harbour View' where id = ${resident.propertyId}`,
    );
    expect((await residentSees(resident.token, held.id)).property.name).toBe('Harbour View');

    const saved = await call(
      'PUT',
      `/vendors/profile/${vendor.profileId}`,
      vendor.token,
      await completeProfile(t.app, [service.id], ['53703'], 'Shore & Sons'),
    );
    expect(saved.status).toBe(200);
    expect((await residentSees(resident.token, held.id)).order.vendorCompanyName).toBe(
      'Shore & Sons',
    );
    await t.db.execute(
      sql`update vendor_profiles set company_name = 'Harbour Works' where id = ${vendor.profileId}`,
    );
    expect((await residentSees(resident.token, held.id)).order.vendorCompanyName).toBe(
      'Harbour Works',
    );
    // Nobody holds the open job: no company is named on it.
    expect((await residentSees(resident.token, open.id)).order.vendorCompanyName).toBeNull();
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

    const seen = await residentSees(resident.token, held.requestId);
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
    expect((await residentSees(resident.token, open.requestId)).order.status).toBe('pending');
    const own = await vendorSees(vendor.token, held.orderId, 'own');
    expect(own).toMatchObject({
      requestId: held.requestId,
      resident: { firstName: resident.user.firstName },
    });
    expect(own.location.addressLine1).toBe('12 Maple Street');
    expect((await vendorSees(vendor.token, open.orderId, 'open')).resident).toBeNull();
    expect((await vendorStep(vendor.token, held.orderId, 'en_route')).history).toEqual([
      expect.objectContaining({ status: 'accepted' }),
      expect.objectContaining({ status: 'en_route' }),
    ]);
  });

  it('show every change made by hand: photos, the bill, its product, the resident', async () => {
    const service = await ownService();
    const { resident, vendor, held } = await twoJobsOf(service.id);
    const photo = (await uploadPng(t.app, resident.token)).id;
    const withPhoto = await requestService(t.app, resident, service.id, {
      photoFileIds: [photo],
    });
    expect((await residentSees(resident.token, withPhoto.id)).photos).toEqual([
      { id: photo, url: expect.stringMatching(`^/api/v1/files/${photo}/content\\?expires=`) },
    ]);
    await t.db.execute(
      sql`delete from maintenance_request_photos where request_id = ${withPhoto.id}`,
    );
    expect((await residentSees(resident.token, withPhoto.id)).photos).toEqual([]);

    const [product] = await rowsOf<{ id: string }>(
      sql`update products set service_id = null where service_id = ${service.id} returning id`,
    );
    expect((await residentSees(resident.token, held.id)).payment.productId).toBeNull();
    await t.db.execute(
      sql`update products set service_id = ${service.id} where id = ${product!.id}`,
    );
    expect((await residentSees(resident.token, held.id)).payment.productId).toBe(product!.id);

    await call('PATCH', '/auth', resident.token, { firstName: 'Rosa', phone: '+14065550123' });
    expect((await vendorSees(vendor.token, held.order.id, 'own')).resident).toEqual({
      firstName: 'Rosa',
      phone: '+14065550123',
    });
    await t.db.execute(
      sql`update users set first_name = 'Rosalind' where id = ${resident.user.id}`,
    );
    expect((await vendorSees(vendor.token, held.order.id, 'own')).resident?.firstName).toBe(
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
      return (await residentSees(resident.token, job.id)).payment.status;
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

describe("a job's steps, read from its order's history", () => {
  /** The order's steps as `order_status_history` records them, oldest first. */
  const recorded = (orderId: string) =>
    rowsOf<{ status: string; note: string | null; at: string }>(sql`
      select status, note,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
      from order_status_history where order_id = ${orderId} order by id`);

  it('follow every step of a job, the resident’s and the vendor’s', async () => {
    const [service] = await twoServices(t.app);
    const { resident, vendor, held, open } = await twoJobsOf(service.id, '73301');
    await vendorStep(vendor.token, held.order.id, 'en_route');
    expect(
      (await call('POST', `/maintenance-requests/${open.id}/cancel`, resident.token)).status,
    ).toBe(200);
    const moved = await residentSees(resident.token, held.id);
    expect(moved.order.history.map((step) => step.status)).toEqual([
      'pending',
      'accepted',
      'en_route',
    ]);
    expect(moved.order.history).toEqual(await recorded(held.order.id));
    const canceled = await residentSees(resident.token, open.id);
    expect(canceled.order.history.map((step) => step.status)).toEqual(['pending', 'canceled']);
    expect((await vendorSees(vendor.token, held.order.id, 'own')).history).toEqual(
      moved.order.history,
    );
  });

  it('show steps added, corrected or removed by hand, each order’s in the order recorded', async () => {
    const [service] = await twoServices(t.app);
    const resident = await residentWithProperty(t.app, '73344');
    const jobs = [
      await requestService(t.app, resident, service.id),
      await requestService(t.app, resident, service.id),
    ];
    const orderIds = jobs.map((job) => job.order.id);
    await t.db.execute(sql`
      insert into order_status_history (order_id, status, note, created_at)
      select id, step.status, step.note, now() + step.n * interval '1 minute'
      from orders, (values (1, 'accepted', null), (2, 'canceled', 'Done by hand'))
        as step (n, status, note)
      where orders.id in ${orderIds}
      order by orders.id, step.n`);
    for (const job of jobs) {
      const seen = await residentSees(resident.token, job.id);
      expect(seen.order.history.map((step) => [step.status, step.note])).toEqual([
        ['pending', null],
        ['accepted', null],
        ['canceled', 'Done by hand'],
      ]);
      expect(seen.order.history).toEqual(await recorded(job.order.id));
    }
    await t.db.execute(sql`
      update order_status_history set note = 'Corrected by support'
      where order_id = ${orderIds[0]} and status = 'canceled'`);
    await t.db.execute(sql`
      delete from order_status_history where order_id = ${orderIds[1]} and status <> 'pending'`);
    expect(
      (await residentSees(resident.token, jobs[0]!.id)).order.history.map((step) => step.note),
    ).toEqual([null, null, 'Corrected by support']);
    expect(
      (await residentSees(resident.token, jobs[1]!.id)).order.history.map((step) => step.status),
    ).toEqual(['pending']);
  });
});
