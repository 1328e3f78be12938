import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '@homekeep/contracts/notifications';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/app';
import { residentWithProperty, twoServices, vendorCovering } from '../../../test/jobs';
import { rowsOf } from '../../../test/sql-rows';
import { buildApp } from '../../app';
import { systemClock } from '../../lib/clock';
import { signedFileLinks } from '../files/file-links';
import { createRequest } from './job-creation.service';
import { deliverWaitingOffers } from './offer-deliveries.service';

// A new job's offers (a notification and a mail to each vendor it reaches) are kept in its
// dispatch's transaction and written once it has committed (decision 074). In a database of
// this file's own: a delivery run takes every waiting delivery, other files' too.
let t: TestApp;
let call: ApiCaller;
let serviceId: string;
const METRICS_TOKEN = 'metrics-token-for-the-offers-tests-0123';
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true, config: { metricsToken: METRICS_TOKEN } });
  call = apiCaller(t.app);
  serviceId = (await twoServices(t.app))[0].id;
});
afterAll(() => t.close());

type Resident = Awaited<ReturnType<typeof residentWithProperty>>;

/** A request made as the API makes it, by a process that stops before delivering its offers. */
async function requestLeftUndelivered(resident: Resident, title: string) {
  const deps = {
    db: t.db,
    clock: systemClock,
    links: signedFileLinks(TEST_JWT_SECRET, systemClock, 3600),
    feePercent: 10,
    offers: { deliverSoon: () => undefined },
  };
  const created = await createRequest(deps, resident.user.id, {
    propertyId: resident.propertyId,
    serviceId,
    title,
    description: 'The gutter overflows.',
    urgency: 'normal',
    preferredDate: null,
    preferredTimeWindow: 'any',
    photoFileIds: [],
  });
  return created.data;
}

const offeredOrders = async (token: string) => {
  const { body } = await call<NotificationList>('GET', '/notifications?limit=100', token);
  return body.data.filter((notice) => notice.type === 'order.new').map((n) => n.orderId);
};

const newOfferMails = (orderId: string) =>
  rowsOf<{ to: string }>(
    t.db,
    sql`select to_address as "to" from outbox
      where kind = 'new_offer' and data->>'orderId' = ${orderId} order by to_address`,
  );

/** The backlog the operators' metrics show: waiting, or among them failing. */
const inMetrics = async (count: 'waiting' | 'failing') => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const line = new RegExp(`^homekeep_offer_deliveries_${count} (\\d+)$`, 'm');
  return Number(line.exec(response.body)?.[1]);
};
const waitingInMetrics = () => inMetrics('waiting');

const waiting = () =>
  rowsOf<{ orderId: string }>(t.db, sql`select order_id as "orderId" from offer_deliveries`);

describe("a new job's offers", () => {
  it('reach each vendor of its zip code once, as a notification and a mail', async () => {
    const resident = await residentWithProperty(t.app, '30301');
    const vendors = await Promise.all(
      [1, 2].map((i) => vendorCovering(t.app, [serviceId], ['30301'], `Peach crew ${i}`)),
    );
    const created = await call<{ data: { order: { id: string } } }>(
      'POST',
      '/maintenance-requests',
      resident.token,
      { propertyId: resident.propertyId, serviceId, description: 'The porch light flickers.' },
    );
    expect(created.status).toBe(201);
    const orderId = created.body.data.order.id;

    for (const vendor of vendors) expect(await offeredOrders(vendor.token)).toEqual([orderId]);
    expect(await newOfferMails(orderId)).toEqual(
      vendors.map((vendor) => ({ to: vendor.email })).sort((a, b) => a.to.localeCompare(b.to)),
    );
    expect(await waiting()).toEqual([]);
  });

  it('left by a process that stopped before writing them are delivered by the schedule', async () => {
    const resident = await residentWithProperty(t.app, '30302');
    const vendor = await vendorCovering(t.app, [serviceId], ['30302'], 'Late crew');
    const job = await requestLeftUndelivered(resident, 'Left waiting');
    expect(await waiting()).toEqual([{ orderId: job.order.id }]);
    expect(await waitingInMetrics()).toBe(1);
    expect(await offeredOrders(vendor.token)).toEqual([]);
    // The vendor's open jobs list it already: the job was dispatched.
    const open = await call<{ data: { id: string }[] }>(
      'GET',
      '/vendor-orders?status=pending',
      vendor.token,
    );
    expect(open.body.data.map((order) => order.id)).toEqual([job.order.id]);

    await t.app.jobQueue.runAllNow();

    expect(await offeredOrders(vendor.token)).toEqual([job.order.id]);
    expect(await newOfferMails(job.order.id)).toEqual([{ to: vendor.email }]);
    expect(await waiting()).toEqual([]);
    expect(await waitingInMetrics()).toBe(0);
  });

  it('left by a process that stopped are delivered when another process starts', async () => {
    const resident = await residentWithProperty(t.app, '30305');
    const vendor = await vendorCovering(t.app, [serviceId], ['30305'], 'Restart crew');
    const job = await requestLeftUndelivered(resident, 'Left for the next start');
    expect(await offeredOrders(vendor.token)).toEqual([]);

    const next = await buildApp({
      config: t.config,
      database: t.database,
      clock: systemClock,
      pause: async () => {},
      logger: false,
    });
    await next.ready();
    await next.offers.settled();
    await next.close();

    expect(await offeredOrders(vendor.token)).toEqual([job.order.id]);
    expect(await waiting()).toEqual([]);
  });

  it('of a job taken before they were written reach nobody', async () => {
    const resident = await residentWithProperty(t.app, '30303');
    const taker = await vendorCovering(t.app, [serviceId], ['30303'], 'Quick crew');
    const other = await vendorCovering(t.app, [serviceId], ['30303'], 'Slow crew');
    const job = await requestLeftUndelivered(resident, 'Taken at once');
    const accepted = await call('POST', '/vendor-orders/accept', taker.token, {
      orderId: job.order.id,
    });
    expect(accepted.status).toBe(200);

    expect(await deliverWaitingOffers(t.db, t.app.log)).toEqual({ delivered: 1 });

    expect(await offeredOrders(other.token)).toEqual([]);
    expect(await offeredOrders(taker.token)).toEqual([]);
    expect(await newOfferMails(job.order.id)).toEqual([]);
    expect(await waiting()).toEqual([]);
  });

  it('delivered by two runs at once reach each vendor once', async () => {
    const resident = await residentWithProperty(t.app, '30304');
    const vendor = await vendorCovering(t.app, [serviceId], ['30304'], 'Twin crew');
    const first = await requestLeftUndelivered(resident, 'First');
    const second = await requestLeftUndelivered(resident, 'Second');

    const runs = await Promise.all([
      deliverWaitingOffers(t.db, t.app.log),
      deliverWaitingOffers(t.db, t.app.log),
    ]);

    expect(runs[0]!.delivered + runs[1]!.delivered).toBe(2);
    expect((await offeredOrders(vendor.token)).sort()).toEqual(
      [first.order.id, second.order.id].sort(),
    );
    expect(await newOfferMails(first.order.id)).toHaveLength(1);
    expect(await newOfferMails(second.order.id)).toHaveLength(1);
  });

  it('that cannot be written are set aside, and the jobs after them still reach their vendors', async () => {
    const resident = await residentWithProperty(t.app, '30306');
    const vendor = await vendorCovering(t.app, [serviceId], ['30306'], 'Patient crew');
    const stuck = await requestLeftUndelivered(resident, 'Cannot be written yet');
    const next = await requestLeftUndelivered(resident, 'Written at once');
    // A vendor id that names nobody: its notification cannot be written.
    await t.db.execute(sql`update offer_deliveries set vendor_ids = vendor_ids || gen_random_uuid()
      where order_id = ${stuck.order.id}`);

    expect(await deliverWaitingOffers(t.db, t.app.log)).toEqual({ delivered: 1 });
    expect(await offeredOrders(vendor.token)).toEqual([next.order.id]);
    expect(await newOfferMails(stuck.order.id)).toEqual([]);
    const setAside = () =>
      rowsOf<{ attempts: number; due: boolean }>(
        t.db,
        sql`select attempts, not_before <= product_now() as due from offer_deliveries`,
      );
    expect(await setAside()).toEqual([{ attempts: 1, due: false }]);
    expect(await inMetrics('failing')).toBe(1);
    // Not tried again before its time.
    expect(await deliverWaitingOffers(t.db, t.app.log)).toEqual({ delivered: 0 });

    await t.db.execute(sql`update offer_deliveries set vendor_ids = vendor_ids[1:1],
      not_before = product_now() where order_id = ${stuck.order.id}`);
    expect(await deliverWaitingOffers(t.db, t.app.log)).toEqual({ delivered: 1 });
    expect((await offeredOrders(vendor.token)).sort()).toEqual(
      [stuck.order.id, next.order.id].sort(),
    );
    expect(await waiting()).toEqual([]);
    expect(await inMetrics('failing')).toBe(0);
  });
});
