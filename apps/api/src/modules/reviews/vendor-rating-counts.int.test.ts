import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorProfile } from '@homekeep/contracts/vendors';
import { settleKeptCounts } from '../../db/kept-counts';
import { apiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';
import { rowsOf } from '../../../test/sql-rows';

// Each vendor's rating is kept by the triggers of `sql/vendor-rating-counts.sql` (decision 069):
// whatever writes the reviews, by the API or by hand, the kept sums equal the reviews counted
// one by one. In a database of this file's own, so that every vendor's reviews can be counted.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

/** Each vendor's counted reviews (the residents', published, not hidden), one by one. */
const counted = () =>
  rowsOf<{ vendor: string; reviews: number; ratings: number }>(
    t.db,
    sql`
    select subject_id as vendor, count(*)::int as reviews, sum(rating)::int as ratings
    from job_reviews
    where author_role = 'resident' and published_at is not null and hidden_at is null
    group by subject_id order by subject_id`,
  );

/** Each vendor's kept sums. */
const kept = () =>
  rowsOf<{ vendor: string; reviews: number; ratings: number }>(
    t.db,
    sql`
    select vendor_id as vendor, sum(reviews)::int as reviews, sum(ratings)::int as ratings
    from vendor_rating_counts group by vendor_id
    having sum(reviews) <> 0 or sum(ratings) <> 0 order by vendor_id`,
  );

/** Four jobs of one resident, each held by one of two vendors (two each). */
async function fourJobs(zipCode: string) {
  const [service] = await twoServices(t.app);
  const resident = await residentWithProperty(t.app, zipCode);
  const vendors = [
    await vendorCovering(t.app, [service.id], [zipCode], 'Rated Roofing'),
    await vendorCovering(t.app, [service.id], [zipCode], 'Rated Repairs'),
  ];
  const orders: { id: string; vendorId: string }[] = [];
  for (let i = 0; i < 4; i++) {
    const job = await requestService(t.app, resident, service.id);
    orders.push({ id: job.order.id, vendorId: vendors[i % 2]!.user.id });
  }
  return { resident, vendors, orders };
}

/** Writes a review by hand: `published` and `hidden` as given. */
const review = (
  orderId: string,
  role: 'resident' | 'vendor',
  authorId: string,
  subjectId: string,
  rating: number,
  { published = true, hidden = false } = {},
) => sql`(${orderId}, ${role}, ${authorId}, ${subjectId}, ${rating}, now() + interval '14 days',
  ${published ? sql`now()` : sql`null`}, ${hidden ? sql`now()` : sql`null`}, now())`;

const insertReviews = (values: ReturnType<typeof sql>[]) =>
  t.db.execute(sql`insert into job_reviews (order_id, author_role, author_id, subject_id, rating,
    window_ends_at, published_at, hidden_at, created_at) values ${sql.join(values, sql`, `)}`);

describe("a vendor's kept rating", () => {
  it('counts only the residents’ published, visible reviews, through every change', async () => {
    const { resident, vendors, orders } = await fourJobs('80202');
    const [a, b] = vendors.map((vendor) => vendor.user.id) as [string, string];
    const [first, second, third, fourth] = orders.map((order) => order.id) as string[];
    await insertReviews([
      review(first!, 'resident', resident.user.id, a, 5),
      review(second!, 'resident', resident.user.id, b, 2),
      review(third!, 'resident', resident.user.id, a, 4, { published: false }),
      review(fourth!, 'resident', resident.user.id, b, 3, { hidden: true }),
      review(first!, 'vendor', a, resident.user.id, 1),
    ]);
    expect(await kept()).toEqual(await counted());
    expect((await kept()).find((row) => row.vendor === a)).toMatchObject({
      reviews: 1,
      ratings: 5,
    });

    // Published, hidden, shown again, corrected, moved to another vendor.
    await t.db.execute(sql`update job_reviews set published_at = now() where order_id = ${third}`);
    await t.db.execute(sql`update job_reviews set hidden_at = now() where order_id = ${first}`);
    await t.db.execute(sql`update job_reviews set hidden_at = null where order_id = ${fourth}`);
    await t.db.execute(sql`update job_reviews set rating = 1 where order_id = ${second}`);
    await t.db.execute(sql`update job_reviews set subject_id = ${a}
      where order_id = ${fourth} and author_role = 'resident'`);
    expect(await kept()).toEqual(await counted());

    await t.db.execute(sql`delete from job_reviews where order_id = ${third}`);
    expect(await kept()).toEqual(await counted());
  });

  it('sums each vendor’s rows into one when settled, and goes with a vendor who leaves', async () => {
    const { resident, vendors, orders } = await fourJobs('80203');
    const [a, b] = vendors.map((vendor) => vendor.user.id) as [string, string];
    for (const [i, order] of orders.entries()) {
      await insertReviews([review(order.id, 'resident', resident.user.id, i % 2 ? b : a, 2 + i)]);
    }
    await settleKeptCounts(t.db);
    const perVendor = await rowsOf<{ most: number; settled: boolean }>(
      t.db,
      sql`
      select max(n)::int as most, bool_and(settled) as settled from (
        select count(*) as n, bool_and(settled) as settled from vendor_rating_counts group by vendor_id
      ) as per_vendor`,
    );
    expect(perVendor[0]).toEqual({ most: 1, settled: true });
    expect(await kept()).toEqual(await counted());

    await t.db.execute(sql`delete from users where id = ${b}`);
    expect(await kept()).toEqual(await counted());
    expect((await kept()).map((row) => row.vendor)).not.toContain(b);
  });

  it('is what the vendor’s profile shows, to one decimal', async () => {
    const { resident, vendors, orders } = await fourJobs('80204');
    const [vendor] = vendors as [(typeof vendors)[0]];
    await insertReviews([
      review(orders[0]!.id, 'resident', resident.user.id, vendor.user.id, 5),
      review(orders[2]!.id, 'resident', resident.user.id, vendor.user.id, 4),
      review(orders[1]!.id, 'resident', resident.user.id, vendor.user.id, 4),
    ]);
    const profile = await apiCaller(t.app)<{ data: VendorProfile }>(
      'GET',
      '/vendors/profile',
      vendor.token,
    );
    expect(profile.body.data.rating).toEqual({ averageRating: 4.3, count: 3 });
  });

  it('empties with a truncate of the reviews or of the users', async () => {
    const { resident, vendors, orders } = await fourJobs('80205');
    await insertReviews([
      review(orders[0]!.id, 'resident', resident.user.id, vendors[0]!.user.id, 5),
    ]);
    expect((await kept()).length).toBeGreaterThan(0);
    await t.db.execute(sql`truncate job_reviews`);
    expect(await kept()).toEqual([]);
    expect(await counted()).toEqual([]);

    const again = await fourJobs('80206');
    await insertReviews([
      review(again.orders[0]!.id, 'resident', again.resident.user.id, again.vendors[0]!.user.id, 3),
    ]);
    expect((await kept()).length).toBe(1);
    await t.db.execute(sql`truncate users cascade`);
    expect(await rowsOf(t.db, sql`select * from vendor_rating_counts`)).toEqual([]);
  });
});
