import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVendor } from '@homekeep/contracts/admin';
import type { List } from '@homekeep/contracts/common';
import type { MaintenanceRequest, VendorOrder } from '@homekeep/contracts/jobs';
import type { Notification } from '@homekeep/contracts/notifications';
import type { AdminReview, Review, VendorReviewList } from '@homekeep/contracts/reviews';
import type { VendorProfile } from '@homekeep/contracts/vendors';
import { outbox } from '../../db/schema';
import { operator } from '../../../test/admin';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { manualClock } from '../../../test/clock';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';
import { signUp } from '../../../test/users';
import { sendReviewReminders } from './review-reminders';
import { publishClosedWindows } from './reviews.service';

const DAY = 86_400;
const clock = manualClock('2031-03-02T09:00:00.000Z');
let t: TestApp;
let call: ApiCaller;
// The clock moves and the reminders reach every job of the database: a database of its own.
beforeAll(async () => {
  t = await createTestApp({
    ownDatabase: true,
    deps: { clock },
    // Sessions outlive the clock's moves past the review window.
    config: { tokenTtlSeconds: 365 * DAY },
  });
  call = apiCaller(t.app);
});
afterAll(() => t.close());

type Vendor = Awaited<ReturnType<typeof vendorCovering>>;
type Resident = Awaited<ReturnType<typeof residentWithProperty>>;

let vendorCount = 0;
async function newVendor() {
  const [service] = await twoServices(t.app);
  vendorCount += 1;
  return vendorCovering(t.app, [service.id], ['53703'], `Review Plumbing ${vendorCount}`);
}

/** A job of `resident` taken by `vendor` and walked up to `until` (completed by default). */
async function job(vendor: Vendor, resident?: Resident, until = 'completed') {
  const [service] = await twoServices(t.app);
  const owner = resident ?? (await residentWithProperty(t.app, '53703'));
  const created = await requestService(t.app, owner, service.id);
  const orderId = created.order.id;
  expect((await call('POST', '/vendor-orders/accept', vendor.token, { orderId })).status).toBe(200);
  for (const status of ['en_route', 'in_progress', 'completed']) {
    if (status === 'completed' && until !== 'completed') break;
    const moved = await call('PUT', `/vendor-orders/update-status/${orderId}`, vendor.token, {
      status,
    });
    expect(moved.status).toBe(200);
  }
  return { resident: owner, vendor, orderId, requestId: created.id };
}
type Job = Awaited<ReturnType<typeof job>>;

const residentReview = (j: Job, body: unknown, token = j.resident.token) =>
  call<{ data: Review }>('POST', `/maintenance-requests/${j.requestId}/review`, token, body);
const vendorReview = (j: Job, body: unknown, token = j.vendor.token) =>
  call<{ data: Review }>('POST', `/vendor-orders/${j.orderId}/review`, token, body);
const requestOf = async (j: Job) =>
  (
    await call<{ data: MaintenanceRequest }>(
      'GET',
      `/maintenance-requests/${j.requestId}`,
      j.resident.token,
    )
  ).body.data;
const orderOf = async (j: Job) =>
  (
    await call<List<VendorOrder>>(
      'GET',
      '/vendor-orders?status=completed&limit=100',
      j.vendor.token,
    )
  ).body.data.find((order) => order.id === j.orderId)!;
const reviewsOfVendor = (vendor: Vendor, token = vendor.token) =>
  call<VendorReviewList>('GET', `/vendors/${vendor.user.id}/reviews`, token);

describe('who may review a job, and when', () => {
  it('lets only the two sides review, and only once the job is completed', async () => {
    const vendor = await newVendor();
    const open = await job(vendor, undefined, 'in_progress');
    expect((await residentReview(open, { rating: 5 })).status).toBe(409);
    expect((await vendorReview(open, { rating: 5 })).body.message).toMatch(/completed/);

    const done = await job(vendor);
    const stranger = await residentWithProperty(t.app, '53703');
    const otherVendor = await newVendor();
    expect((await residentReview(done, { rating: 5 }, stranger.token)).status).toBe(404);
    expect((await vendorReview(done, { rating: 5 }, otherVendor.token)).status).toBe(404);
    expect((await residentReview(done, { rating: 5 }, done.vendor.token)).status).toBe(403);
    expect((await vendorReview(done, { rating: 5 }, done.resident.token)).status).toBe(403);
    expect((await residentReview(done, { rating: 5 }, '')).status).toBe(401);

    for (const rating of [0, 6, 4.5, '5']) {
      const refused = await residentReview(done, { rating });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/rating/);
    }
    expect((await residentReview(done, { rating: 4, comment: 'x'.repeat(5001) })).status).toBe(400);
    expect((await requestOf(done)).reviews.mine).toBeNull();
  });

  it('takes one review per side (409 again), and none after 14 days', async () => {
    const vendor = await newVendor();
    const done = await job(vendor);
    const first = await residentReview(done, { rating: 4, comment: 'On time, tidy work.' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ rating: 4, comment: 'On time, tidy work.' });
    const again = await residentReview(done, { rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already reviewed/);

    const late = await job(vendor);
    clock.advance(14 * DAY + 60);
    expect((await vendorReview(late, { rating: 5 })).status).toBe(409);
    expect((await residentReview(late, { rating: 5 })).body.message).toMatch(/14 days/);
    expect((await requestOf(late)).reviews.mine).toBeNull();
  });
});

describe('the blind rule', () => {
  it('shows neither side the other’s review until both are in, then both at once', async () => {
    const vendor = await newVendor();
    const done = await job(vendor);
    const resident = await residentReview(done, { rating: 5, comment: 'Fixed it fast.' });
    expect(resident.body.data.publishedAt).toBeNull();

    const residentView = (await requestOf(done)).reviews;
    expect(residentView.mine).toMatchObject({ rating: 5, publishedAt: null });
    expect(residentView.theirs).toBeNull();
    expect(residentView.closesAt).not.toBeNull();
    const vendorView = (await orderOf(done)).reviews;
    expect(vendorView).toMatchObject({ mine: null, theirs: null });
    expect((await reviewsOfVendor(vendor)).body.meta).toMatchObject({
      count: 0,
      averageRating: null,
    });

    clock.advance(60);
    const second = await vendorReview(done, { rating: 4, comment: 'Clear directions.' });
    expect(second.status).toBe(201);
    expect(second.body.data.publishedAt).toBe(clock.now().toISOString());

    const both = (await requestOf(done)).reviews;
    expect(both.mine?.publishedAt).toBe(clock.now().toISOString());
    expect(both.theirs).toMatchObject({ authorRole: 'vendor', rating: 4 });
    expect((await orderOf(done)).reviews.theirs).toMatchObject({
      authorRole: 'resident',
      rating: 5,
      comment: 'Fixed it fast.',
    });
    const list = await reviewsOfVendor(vendor, done.resident.token);
    expect(list.status).toBe(200);
    expect(list.body.data.map((review) => review.comment)).toEqual(['Fixed it fast.']);
    expect(list.body.meta).toMatchObject({ count: 1, averageRating: 5, total: 1 });
  });

  it('publishes a lone review once the 14 days have passed', async () => {
    const vendor = await newVendor();
    const done = await job(vendor);
    await vendorReview(done, { rating: 3, comment: 'Hard to reach.' });
    await publishClosedWindows({ db: t.db, clock });
    expect((await requestOf(done)).reviews.theirs).toBeNull();

    clock.advance(14 * DAY + 1);
    await publishClosedWindows({ db: t.db, clock });
    expect((await requestOf(done)).reviews.theirs).toMatchObject({
      authorRole: 'vendor',
      comment: 'Hard to reach.',
    });
    expect((await orderOf(done)).reviews.mine?.publishedAt).not.toBeNull();
  });

  it('answers 404 for a vendor that does not exist and 401 signed out', async () => {
    const vendor = await newVendor();
    const resident = await signUp(t.app, { role: 'resident' });
    expect((await reviewsOfVendor(vendor, '')).status).toBe(401);
    const unknown = await call('GET', `/vendors/${resident.user.id}/reviews`, resident.token);
    expect(unknown.status).toBe(404);
  });
});

describe('the vendor’s rating', () => {
  it('averages its published reviews to one decimal, shown wherever the vendor is', async () => {
    const vendor = await newVendor();
    const resident = await residentWithProperty(t.app, '53703');
    const jobs = [await job(vendor, resident), await job(vendor, resident), await job(vendor)];
    for (const [index, rating] of [5, 4, 4].entries()) {
      await residentReview(jobs[index]!, { rating, comment: `Review ${rating}.${index}` });
      await vendorReview(jobs[index]!, { rating: 5 });
    }
    const list = await reviewsOfVendor(vendor);
    expect(list.body.meta).toMatchObject({ count: 3, averageRating: 4.3 });
    expect(list.body.data).toHaveLength(3);

    const accepted = await job(vendor, resident, 'in_progress');
    expect((await requestOf(accepted)).vendorRating).toEqual({
      vendorId: vendor.user.id,
      averageRating: 4.3,
      count: 3,
    });
    const profile = await call<{ data: VendorProfile }>('GET', '/vendors/profile', vendor.token);
    expect(profile.body.data.rating).toEqual({ averageRating: 4.3, count: 3 });

    const ops = await operator(t.app, t.db);
    const vendorRow = async () =>
      (
        await call<List<AdminVendor>>(
          'GET',
          `/admin/vendors?global=${encodeURIComponent(`Review Plumbing ${vendorCount}`)}`,
          ops.token,
        )
      ).body.data.find((row) => row.id === vendor.user.id);
    expect(await vendorRow()).toMatchObject({ rating: 4.3, reviewCount: 3 });

    // An operator hides the five-star review: it leaves the list and the average.
    const five = list.body.data.find((review) => review.rating === 5)!;
    const hidden = await call<{ data: AdminReview }>(
      'POST',
      `/admin/reviews/${five.id}/hide`,
      ops.token,
      { reason: 'Written by a relative of the vendor.' },
    );
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.hidden).toMatchObject({
      reason: 'Written by a relative of the vendor.',
    });
    expect(
      (await call('POST', `/admin/reviews/${five.id}/hide`, ops.token, { reason: 'Again' })).status,
    ).toBe(409);
    expect((await call('POST', `/admin/reviews/${five.id}/hide`, ops.token, {})).status).toBe(400);
    const [entry] = await ops.auditOf(five.id);
    expect(entry).toMatchObject({ action: 'review.hide', targetType: 'review' });

    const after = await reviewsOfVendor(vendor);
    expect(after.body.meta).toMatchObject({ count: 2, averageRating: 4 });
    expect(after.body.data.map((review) => review.id)).not.toContain(five.id);
    expect((await requestOf(accepted)).vendorRating).toMatchObject({ averageRating: 4, count: 2 });
    expect(await vendorRow()).toMatchObject({ rating: 4, reviewCount: 2 });

    const operatorsList = await call<List<AdminReview>>(
      'GET',
      '/admin/reviews?hidden=true&limit=100',
      ops.token,
    );
    expect(operatorsList.body.data.map((review) => review.id)).toContain(five.id);
    expect((await call('GET', '/admin/reviews', vendor.token)).status).toBe(403);
  });

  it('lets the vendor answer a published review of them once', async () => {
    const vendor = await newVendor();
    const done = await job(vendor);
    const written = await residentReview(done, { rating: 2, comment: 'Came late.' });
    const reviewId = written.body.data.id;
    const reply = (token: string, body: unknown = { body: 'Sorry: a flat tyre.' }) =>
      call<{ data: Review }>('POST', `/vendor-reviews/${reviewId}/reply`, token, body);
    // Not published yet: there is nothing public to answer.
    expect((await reply(vendor.token)).status).toBe(404);
    await vendorReview(done, { rating: 5 });

    expect((await reply((await newVendor()).token)).status).toBe(404);
    expect((await reply(done.resident.token)).status).toBe(403);
    expect((await reply(vendor.token, { body: '' })).status).toBe(400);
    const answered = await reply(vendor.token);
    expect(answered.status).toBe(200);
    expect(answered.body.data.reply).toMatchObject({ body: 'Sorry: a flat tyre.' });
    expect((await reply(vendor.token, { body: 'Again' })).status).toBe(409);
    expect((await requestOf(done)).reviews.mine?.reply?.body).toBe('Sorry: a flat tyre.');
  });
});

describe('review reminders', () => {
  const remindersOf = async (token: string) =>
    (await call<List<Notification>>('GET', '/notifications?limit=100', token)).body.data.filter(
      (notice) => notice.type === 'review.reminder',
    );
  const mailsOf = async (userId: string) =>
    t.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.userId, userId), eq(outbox.kind, 'review_reminder')));

  it('reminds each side that has not reviewed, 2 days after completion, once', async () => {
    const vendor = await newVendor();
    const done = await job(vendor);
    const reviewed = await job(vendor);
    await vendorReview(reviewed, { rating: 5 });

    clock.advance(DAY);
    await sendReviewReminders({ db: t.db, clock });
    expect(await remindersOf(done.resident.token)).toEqual([]);

    clock.advance(DAY + 60);
    const sent = await sendReviewReminders({ db: t.db, clock });
    const mine = sent.filter((r) => [done.orderId, reviewed.orderId].includes(r.orderId));
    expect(
      mine.map((r) => `${r.orderId === done.orderId ? 'done' : 'reviewed'}:${r.role}`).sort(),
    ).toEqual(['done:resident', 'done:vendor', 'reviewed:resident']);
    expect(await sendReviewReminders({ db: t.db, clock })).toEqual([]);
    clock.advance(DAY);
    expect(await sendReviewReminders({ db: t.db, clock })).toEqual([]);

    expect(await remindersOf(done.resident.token)).toHaveLength(1);
    expect(await remindersOf(reviewed.resident.token)).toHaveLength(1);
    expect(await mailsOf(done.resident.user.id)).toHaveLength(1);
    // The vendor reviewed one of its two jobs: one reminder, for the other.
    const vendorNotices = await call<List<Notification>>(
      'GET',
      '/vendors/notifications?limit=100',
      vendor.token,
    );
    const vendorReminders = vendorNotices.body.data.filter((n) => n.type === 'review.reminder');
    expect(vendorReminders.map((n) => n.orderId)).toEqual([done.orderId]);
    expect(await mailsOf(vendor.user.id)).toHaveLength(1);
  });
});
