import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type ApiCaller, type Method } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { completeProfile, requestService } from '../../test/jobs';
import { createProperty } from '../../test/subscriptions';
import { uploadPng } from '../../test/uploads';
import { buildWorld, type World } from '../../test/world';

/**
 * Every route whose path names a record is tried as its owner, another resident, a vendor,
 * another vendor and a visitor. The matrix is read from the app's route table: a new route
 * with a path parameter fails this test until it has its entry here.
 */
type Owner = 'resident' | 'vendor' | 'anyone';
interface OwnedEntry {
  owner: Owner;
  /** The record to try (made fresh when the owner's call changes or removes it). */
  id: (w: World) => string | Promise<string>;
  body?: (w: World) => unknown;
  /** What the owner gets. */
  ownerStatus: number;
}
type Entry = OwnedEntry | { notARecord: string };

const property = {
  name: 'Oak',
  addressLine1: '1 Oak St',
  city: 'Austin',
  state: 'TX',
  zipCode: '73301',
};

let t: TestApp;
let call: ApiCaller;
let world: World;

const matrix: Record<string, Entry> = {
  'GET /api/v1/services/:id': { notARecord: 'the catalogue is public' },
  'GET /api/v1/files/:id/content': {
    notARecord: 'bytes behind a signed, expiring address, so that <img src> works',
  },
  'GET /api/v1/auth/oidc/:provider/start': { notARecord: 'the parameter names a provider' },
  'GET /api/v1/auth/oidc/:provider/callback': { notARecord: 'the parameter names a provider' },
  'PUT /api/v1/potential-clients/:id': {
    notARecord: 'owned by whoever holds its token; tried below with and without it',
  },
  'DELETE /api/v1/vendor-equipments/:equipmentId': {
    notARecord: 'a catalogue id: the call only changes the caller’s own equipment list',
  },
  'DELETE /api/v1/files/:id': {
    owner: 'anyone',
    id: async (w) => (await uploadPng(t.app, w.resident.token)).id,
    ownerStatus: 204,
  },
  'GET /api/v1/properties/:id': {
    owner: 'resident',
    id: (w) => w.resident.propertyId,
    ownerStatus: 200,
  },
  'PUT /api/v1/properties/:id': {
    owner: 'resident',
    id: (w) => w.resident.propertyId,
    body: () => property,
    ownerStatus: 200,
  },
  'DELETE /api/v1/properties/:id': {
    owner: 'resident',
    id: async (w) => (await createProperty(t.app, w.resident.token, 'Spare')).id,
    ownerStatus: 204,
  },
  'GET /api/v1/transactions/:id': {
    owner: 'resident',
    id: (w) => w.resident.transactionId,
    ownerStatus: 200,
  },
  'POST /api/v1/transactions/:id/test-payment': {
    owner: 'resident',
    id: (w) => w.resident.transactionId,
    body: (w) => w.goodCard,
    ownerStatus: 200,
  },
  'GET /api/v1/subscriptions/:id': {
    owner: 'resident',
    id: (w) => w.resident.subscriptionId,
    ownerStatus: 200,
  },
  'PUT /api/v1/subscriptions/:id': {
    owner: 'resident',
    id: (w) => w.resident.subscriptionId,
    body: () => ({ cancelAtPeriodEnd: true }),
    ownerStatus: 409,
  },
  'DELETE /api/v1/subscriptions/:id': {
    owner: 'resident',
    id: (w) => w.resident.subscriptionId,
    ownerStatus: 200,
  },
  'GET /api/v1/maintenance-requests/:id': {
    owner: 'resident',
    id: (w) => w.resident.requestId,
    ownerStatus: 200,
  },
  'POST /api/v1/maintenance-requests/:id/cancel': {
    owner: 'resident',
    id: async (w) => (await requestService(t.app, w.resident, w.service.id)).id,
    ownerStatus: 200,
  },
  'PUT /api/v1/vendors/profile/:id': {
    owner: 'vendor',
    id: (w) => w.vendor.profileId,
    body: () => profileBody,
    ownerStatus: 200,
  },
  'GET /api/v1/vehicles/:id': { owner: 'vendor', id: (w) => w.vendor.vehicleId, ownerStatus: 200 },
  'DELETE /api/v1/vendor-vehicles/:id': {
    owner: 'vendor',
    id: (w) => w.vendor.vehicleId,
    ownerStatus: 204,
  },
  'GET /api/v1/maintenance-requests/:id/messages': {
    owner: 'resident',
    id: (w) => w.resident.requestId,
    ownerStatus: 200,
  },
  'POST /api/v1/maintenance-requests/:id/messages': {
    owner: 'resident',
    id: (w) => w.resident.requestId,
    body: () => ({ body: 'The gate code is 4411.' }),
    ownerStatus: 201,
  },
  'POST /api/v1/maintenance-requests/:id/messages/read': {
    owner: 'resident',
    id: (w) => w.resident.requestId,
    ownerStatus: 200,
  },
  'GET /api/v1/vendor-orders/:id/messages': {
    owner: 'vendor',
    id: (w) => w.resident.orderId,
    ownerStatus: 200,
  },
  'POST /api/v1/vendor-orders/:id/messages': {
    owner: 'vendor',
    id: (w) => w.resident.orderId,
    body: () => ({ body: 'Running ten minutes late.' }),
    ownerStatus: 201,
  },
  'POST /api/v1/vendor-orders/:id/messages/read': {
    owner: 'vendor',
    id: (w) => w.resident.orderId,
    ownerStatus: 200,
  },
  // The world's job is not completed: its owner's review is refused (409), anyone else's is 404.
  'POST /api/v1/maintenance-requests/:id/review': {
    owner: 'resident',
    id: (w) => w.resident.requestId,
    body: () => ({ rating: 5 }),
    ownerStatus: 409,
  },
  'POST /api/v1/vendor-orders/:id/review': {
    owner: 'vendor',
    id: (w) => w.resident.orderId,
    body: () => ({ rating: 5 }),
    ownerStatus: 409,
  },
  'GET /api/v1/vendors/:id/reviews': {
    notARecord: 'a vendor’s published reviews, readable by anyone signed in',
  },
  // A review exists only after a completed job (reviews.int.test.ts tries the reply's owner);
  // here an unknown review is 404 to its would-be owner and to everyone else.
  'POST /api/v1/vendor-reviews/:id/reply': {
    owner: 'vendor',
    id: () => '7f1c3f0e-2d4b-4c8e-9a51-3b6d2f8e1a90',
    body: () => ({ body: 'Thank you.' }),
    ownerStatus: 404,
  },
  'GET /api/v1/transactions/:id/receipt.pdf': {
    owner: 'resident',
    // Paid by the test payment above: its receipt is its owner's alone.
    id: (w) => w.resident.transactionId,
    ownerStatus: 200,
  },
  'POST /api/v1/vendor-orders/:id/appointment': {
    owner: 'vendor',
    id: async (w) => (await appointmentJob(w)).orderId,
    body: () => appointmentSpan(3),
    ownerStatus: 200,
  },
  'POST /api/v1/vendor-orders/:id/appointment/confirm': {
    owner: 'vendor',
    id: async (w) => (await appointmentJob(w)).orderId,
    // The vendor's own proposal waits for the resident: confirming it again is refused.
    ownerStatus: 409,
  },
  'PUT /api/v1/vendor-orders/:id/appointment': {
    owner: 'vendor',
    id: async (w) => (await appointmentJob(w)).orderId,
    body: () => appointmentSpan(4),
    ownerStatus: 200,
  },
  'POST /api/v1/maintenance-requests/:id/appointment/confirm': {
    owner: 'resident',
    id: async (w) => (await appointmentJob(w)).requestId,
    ownerStatus: 200,
  },
  'PUT /api/v1/maintenance-requests/:id/appointment': {
    owner: 'resident',
    id: async (w) => (await appointmentJob(w)).requestId,
    body: () => appointmentSpan(5),
    ownerStatus: 200,
  },
  // The world's job is accepted and has no confirmed time: its resident may say when they are home.
  'PUT /api/v1/maintenance-requests/:id/availability': {
    owner: 'resident',
    id: (w) => w.resident.requestId,
    body: () => ({ availability: [appointmentSpan(2)] }),
    ownerStatus: 200,
  },
  'GET /api/v1/calendar-feeds/:token': {
    notARecord: 'a secret address; unknown and rotated ones are 404 (appointments.int.test.ts)',
  },
  'PUT /api/v1/vendor-orders/update-status/:id': {
    owner: 'vendor',
    id: (w) => w.resident.orderId,
    body: () => ({ status: 'en_route' }),
    ownerStatus: 200,
  },
};

/** Two hours at 16:00 UTC, `days` from now: a time the vendor proposes or a side moves to. */
function appointmentSpan(days: number) {
  const start = new Date(Date.now() + days * 86_400_000);
  start.setUTCHours(16, 0, 0, 0);
  return { start: start.toISOString(), end: new Date(start.getTime() + 7_200_000).toISOString() };
}

/** A second job of the resident's, taken by the vendor, whose time the two agree. */
let appointmentJobMade: Promise<{ requestId: string; orderId: string }> | undefined;
const appointmentJob = (w: World) =>
  (appointmentJobMade ??= (async () => {
    const request = await requestService(t.app, w.resident, w.service.id);
    await call('POST', '/vendor-orders/accept', w.vendor.token, { orderId: request.order.id });
    return { requestId: request.id, orderId: request.order.id };
  })());

let profileBody: unknown;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  world = await buildWorld(t.app, t.db, '73301');
  profileBody = await completeProfile(t.app, [world.service.id], ['73301'], 'Northside Plumbing');
}, 120_000);
afterAll(() => t.close());

const isAdminRoute = (route: string) => route.includes(' /api/v1/admin/');
const routesWithIds = () =>
  t.app.routeTable
    .filter((route) => /:\w+/.test(route.url))
    .map((route) => `${route.method} ${route.url}`);

/** What each other caller gets for a record of `owner`. */
function expectedFor(owner: Owner) {
  const residentOnly = owner === 'resident';
  const vendorOnly = owner === 'vendor';
  return {
    anonymous: 401,
    otherResident: vendorOnly ? 403 : 404,
    vendor: residentOnly ? 403 : vendorOnly ? null : 404,
    otherVendor: residentOnly ? 403 : 404,
    resident: vendorOnly ? 403 : null,
  };
}

describe('the ownership matrix', () => {
  it('has an entry for every route whose path names a record', () => {
    const missing = routesWithIds().filter((route) => !isAdminRoute(route) && !(route in matrix));
    expect(missing).toEqual([]);
    const stale = Object.keys(matrix).filter((route) => !routesWithIds().includes(route));
    expect(stale).toEqual([]);
  });

  it('answers others 404 (or 403 to the other role, 401 to a visitor), and the owner as expected', async () => {
    const outcomes: string[] = [];
    for (const [route, entry] of Object.entries(matrix)) {
      if ('notARecord' in entry) continue;
      const [method, path] = route.split(' ') as [Method, string];
      const id = await entry.id(world);
      const url = path.replace('/api/v1', '').replace(/:\w+/, id);
      const body = entry.body?.(world);
      const tokens = {
        anonymous: undefined,
        resident: world.resident.token,
        otherResident: world.otherResident.token,
        vendor: world.vendor.token,
        otherVendor: world.otherVendor.token,
      };
      const owner = entry.owner === 'vendor' ? 'vendor' : 'resident';
      for (const [caller, status] of Object.entries(expectedFor(entry.owner))) {
        if (status === null || caller === owner) continue;
        const got = await call(method, url, tokens[caller as keyof typeof tokens], body);
        if (got.status !== status)
          outcomes.push(`${route} as ${caller}: ${got.status}, not ${status}`);
      }
      const own = await call(method, url, tokens[owner], body);
      if (own.status !== entry.ownerStatus) {
        outcomes.push(
          `${route} as its owner: ${own.status}, not ${entry.ownerStatus} ${JSON.stringify(own.body)}`,
        );
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('keeps every admin route that names a record to operators: 403 to residents and vendors, 401 to a visitor', async () => {
    const adminRoutes = routesWithIds().filter(isAdminRoute);
    expect(adminRoutes.length).toBeGreaterThan(0);
    const outcomes: string[] = [];
    for (const route of adminRoutes) {
      const [method, path] = route.split(' ') as [Method, string];
      const url = path
        .replace('/api/v1', '')
        .replace(/:\w+/, '00000000-0000-4000-8000-000000000001');
      const callers = {
        anonymous: [undefined, 401],
        resident: [world.resident.token, 403],
        vendor: [world.vendor.token, 403],
      } as const;
      for (const [caller, [token, status]] of Object.entries(callers)) {
        const got = await call(method, url, token, {});
        if (got.status !== status)
          outcomes.push(`${route} as ${caller}: ${got.status}, not ${status}`);
      }
    }
    expect(outcomes).toEqual([]);
  });
});
