import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maintenanceRequestSchema, vendorOrderSchema } from '@homekeep/contracts/jobs';
import { signedFileLinks } from '../files/file-links';
import { manualClock } from '../../../test/clock';
import { addressOf, mapUrlOf, toMaintenanceRequest, toVendorOrder } from './job-answers';
import type { JobRow, ResidentJobRow, VendorJobRow } from './job-rows.repository';

const ids = {
  request: '11111111-1111-4111-8111-111111111111',
  order: '22222222-2222-4222-8222-222222222222',
  service: '33333333-3333-4333-8333-333333333333',
  property: '44444444-4444-4444-8444-444444444444',
  vendor: '55555555-5555-4555-8555-555555555555',
  photo: '66666666-6666-4666-8666-666666666666',
  done: '77777777-7777-4777-8777-777777777777',
};

const links = signedFileLinks('a-signing-key-for-these-tests-only', manualClock(), 3600);

const job: JobRow = {
  requestId: ids.request,
  title: 'Leaking tap',
  description: 'The kitchen tap drips.',
  urgency: 'normal',
  preferredDate: null,
  preferredTimeWindow: 'any',
  serviceId: ids.service,
  serviceName: 'Plumbing',
  addressLine1: '12 Maple Street',
  addressLine2: null,
  city: 'Madison',
  state: 'WI',
  zipCode: '53703',
  orderId: ids.order,
  orderStatus: 'accepted',
  offerRound: 1,
  orderUpdatedAt: new Date('2026-11-25T12:00:00.123Z'),
  timezone: 'America/Chicago',
  availability: [],
  appointment: null,
  photos: [
    { id: ids.done, stage: 'completion' },
    { id: ids.photo, stage: 'request' },
  ],
  // As PostgreSQL writes a timestamp in JSON: microseconds, and the session's offset.
  history: [
    { status: 'pending', note: null, at: '2026-11-25T13:46:24.363999+01:00' },
    { status: 'accepted', note: 'On it', at: '2026-11-25T12:50:00+00:00' },
  ],
  reviews: [],
};

const residentRow: ResidentJobRow = {
  ...job,
  requestStatus: 'open',
  source: 'resident',
  operatorsAlertedAt: null,
  propertyId: ids.property,
  propertyName: 'Maple House',
  vendorCompanyName: 'Northside Plumbing',
  listPriceCents: 15000,
  discountPercent: 10,
  priceCents: 13500,
  currency: 'usd',
  billProductId: null,
  dueAt: null,
  paidAt: null,
  completedAt: null,
  requestedAt: new Date('2026-11-25T12:46:24.363Z'),
  ratedVendorId: ids.vendor,
  vendorRating: { averageRating: 4.5, count: 2 },
  unreadMessages: 2,
};

const vendorRow: VendorJobRow = {
  ...job,
  vendorId: ids.vendor,
  propertyNotes: 'Gate code 4417',
  residentFirstName: 'Rosa',
  residentPhone: '+15550001234',
  orderCreatedAt: new Date('2026-11-25T12:46:24.363Z'),
  jobCompletedAt: null,
  unreadMessages: 3,
  source: 'resident',
  listPriceCents: 15000,
  priceCents: 13500,
  currency: 'usd',
};

const completedAt = new Date('2026-11-26T10:00:00.000Z');
const review = (authorRole: 'resident' | 'vendor', publishedAt: string | null) => ({
  id: authorRole === 'resident' ? ids.request : ids.order,
  authorRole,
  rating: authorRole === 'resident' ? 5 : 4,
  comment: null,
  replyBody: null,
  repliedAt: null,
  createdAt: '2026-11-26T11:00:00.5+00:00',
  publishedAt,
  hidden: false,
});

describe('toMaintenanceRequest', () => {
  it("builds the contract's answer: photos by stage, steps in UTC milliseconds, the bill", () => {
    const answer = toMaintenanceRequest(residentRow, links);
    expect(maintenanceRequestSchema.parse(answer)).toEqual(answer);
    expect(answer.photos).toEqual([{ id: ids.photo, url: links.urlOf(ids.photo) }]);
    expect(answer.completionPhotos.map((photo) => photo.id)).toEqual([ids.done]);
    expect(answer.order.history).toEqual([
      { status: 'pending', note: null, at: '2026-11-25T12:46:24.363Z' },
      { status: 'accepted', note: 'On it', at: '2026-11-25T12:50:00.000Z' },
    ]);
    expect(answer.order.vendorCompanyName).toBe('Northside Plumbing');
    expect(answer.payment).toMatchObject({ status: 'on_completion', priceCents: 13500 });
    expect(answer.property.address).toBe('12 Maple Street, Madison, WI 53703');
  });

  it('names no company and no rating while the job waits for a vendor', () => {
    const waiting = toMaintenanceRequest({ ...residentRow, orderStatus: 'pending' }, links);
    expect(waiting.order.vendorCompanyName).toBeNull();
    expect(waiting.vendorRating).toBeNull();
    // A job no vendor holds: the statement reads no rating for it.
    const unheld = { ...residentRow, orderStatus: 'pending', ratedVendorId: null } as const;
    expect(toMaintenanceRequest({ ...unheld, vendorRating: null }, links).vendorRating).toBeNull();
    expect(toMaintenanceRequest(residentRow, links).vendorRating).toEqual({
      vendorId: ids.vendor,
      averageRating: 4.5,
      count: 2,
    });
  });

  it('shows the other side’s review only once both are published, and never a hidden one', () => {
    const blind = toMaintenanceRequest(
      {
        ...residentRow,
        completedAt,
        reviews: [review('resident', null), review('vendor', null)],
      },
      links,
    );
    expect(blind.reviews.closesAt).toBe('2026-12-10T10:00:00.000Z');
    expect(blind.reviews.mine).toMatchObject({ rating: 5, publishedAt: null });
    expect(blind.reviews.theirs).toBeNull();

    const at = '2026-11-27T09:00:00+00:00';
    const published = toMaintenanceRequest(
      {
        ...residentRow,
        completedAt,
        reviews: [review('resident', at), review('vendor', at)],
      },
      links,
    );
    expect(maintenanceRequestSchema.parse(published)).toEqual(published);
    expect(published.reviews.theirs).toMatchObject({
      authorRole: 'vendor',
      rating: 4,
      publishedAt: '2026-11-27T09:00:00.000Z',
      createdAt: '2026-11-26T11:00:00.500Z',
    });

    const hidden = toMaintenanceRequest(
      {
        ...residentRow,
        completedAt,
        reviews: [review('resident', at), { ...review('vendor', at), hidden: true }],
      },
      links,
    );
    expect(hidden.reviews.theirs).toBeNull();
  });
});

describe('toVendorOrder', () => {
  it('shows the street, the notes, a map link and the resident to the vendor holding it', () => {
    const answer = toVendorOrder(vendorRow, ids.vendor, 15, links);
    expect(vendorOrderSchema.parse(answer)).toEqual(answer);
    expect(answer.location).toMatchObject({
      addressLine1: '12 Maple Street',
      notes: 'Gate code 4417',
    });
    expect(answer.location.mapUrl).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Maple%20Street%2C%20Madison%2C%20WI%2C%2053703',
    );
    expect(answer.resident).toEqual({ firstName: 'Rosa', phone: '+15550001234' });
    expect(answer.unreadMessages).toBe(3);
  });

  it('shows the job’s reviews to the vendor holding it only', () => {
    const at = '2026-11-27T09:00:00+00:00';
    const row = {
      ...vendorRow,
      jobCompletedAt: completedAt,
      reviews: [review('resident', at), review('vendor', at)],
    };
    expect(toVendorOrder(row, ids.vendor, 15, links).reviews).toMatchObject({
      mine: { authorRole: 'vendor' },
      theirs: { authorRole: 'resident', rating: 5 },
    });
    expect(toVendorOrder(row, '88888888-8888-4888-8888-888888888888', 15, links).reviews).toEqual({
      closesAt: null,
      mine: null,
      theirs: null,
    });
  });

  it('shows the area alone to any other vendor, and of a job nobody holds', () => {
    for (const answer of [
      toVendorOrder(vendorRow, '88888888-8888-4888-8888-888888888888', 15, links),
      toVendorOrder(
        { ...vendorRow, vendorId: null, orderStatus: 'pending' },
        ids.vendor,
        15,
        links,
      ),
    ]) {
      expect(answer.location).toEqual({
        city: 'Madison',
        state: 'WI',
        zipCode: '53703',
        addressLine1: null,
        addressLine2: null,
        notes: null,
        mapUrl: null,
      });
      expect(answer.resident).toBeNull();
    }
  });
});

describe('what a vendor order pays', () => {
  it('is the price the resident pays less the fee, to any vendor, pending offers included', () => {
    const pending = { ...vendorRow, vendorId: null, orderStatus: 'pending' as const };
    expect(toVendorOrder(pending, ids.vendor, 15, links).earnings).toEqual({
      priceCents: 13500,
      feeCents: 2025,
      payoutCents: 11475,
      currency: 'usd',
    });
  });

  it("is the service's list price less the fee for a plan visit, free to the resident", () => {
    const visit = { ...vendorRow, source: 'plan' as const, priceCents: 0 };
    expect(toVendorOrder(visit, ids.vendor, 10, links).earnings).toEqual({
      priceCents: 15000,
      feeCents: 1500,
      payoutCents: 13500,
      currency: 'usd',
    });
  });
});

describe('addressOf and mapUrlOf', () => {
  it('leave out the parts a property does not have', () => {
    const place = { ...job, addressLine2: '' };
    expect(addressOf(place)).toBe('12 Maple Street, Madison, WI 53703');
    expect(addressOf({ ...job, addressLine2: 'Unit #2 & loft' })).toBe(
      '12 Maple Street, Unit #2 & loft, Madison, WI 53703',
    );
  });

  it('write a map search for any address that a browser reads back whole', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (line) => {
        const url = new URL(mapUrlOf({ ...job, addressLine2: line }));
        expect(url.searchParams.get('api')).toBe('1');
        expect(url.searchParams.get('query')).toBe(`12 Maple Street, ${line}, Madison, WI, 53703`);
      }),
    );
  });
});
