import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { properties } from '../../db/schema';
import { reofferWaitingOrders } from './job-reoffers.service';

// Years in the past, as in job-reoffers.int.test.ts: other files' orders are never due here.
const clock = manualClock('2001-06-03T10:00:00.000Z');
const WINDOW = 2 * 3600;

let t: TestApp;
let call: ApiCaller;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock }, config: { offerWindowSeconds: WINDOW } });
  call = apiCaller(t.app);
});
afterAll(() => t.close());

const noticesOf = async (token: string, orderId: string) =>
  (await call<{ data: Notification[] }>('GET', '/notifications?limit=100', token)).body.data.filter(
    (n) => n.orderId === orderId,
  );

describe("a re-offer's city round", () => {
  it("names the zip code's city, not the one typed on an older address", async () => {
    const [service] = await twoServices(t.app);
    const resident = await residentWithProperty(t.app, '59401');
    // An address saved before cities were checked against their zip code.
    await t.db
      .update(properties)
      .set({ city: 'Billings' })
      .where(eq(properties.id, resident.propertyId));
    const cityVendor = await vendorCovering(t.app, [service!.id], ['59405'], 'Falls Plumbing');
    const request = await requestService(t.app, resident, service!.id, { title: 'Cold radiator' });

    clock.advance(WINDOW);
    await reofferWaitingOrders({ db: t.db, clock, config: t.config });

    const [widened] = (await noticesOf(resident.token, request.order.id)).filter(
      (n) => n.type === 'job.reoffered',
    );
    expect(widened?.body).toContain('across Great Falls');
    const [offer] = await noticesOf(cityVendor.token, request.order.id);
    expect(offer?.body).toBe('Cold radiator in Great Falls 59401 is still waiting for a vendor.');
  });
});
