// What people add to a job once it exists, generated for the jobs of `scale_jobs`: photos, the
// resident's windows, the agreed time, the conversation and the reviews. A job page reads each
// by the job's key, and over empty tables those reads cost far less than in a marketplace in use.
import { hash, uuid, type Run } from './scale-inserts';

/** True for about `percent` in a hundred jobs, picked by `salt`. */
const share = (salt: string, percent: number) => `${hash(`'${salt}:' || j.g`)} % 100 < ${percent}`;
const resident = uuid('resident', 'j.r');
const vendor = uuid('vendor', 'j.vendor_n');
const HELD = `j.vendor_n IS NOT NULL`;

/**
 * Two in three requests came with one or two photos of the resident's; two in five completed
 * jobs have the vendor's photo of the work done. Each photo is a file its author uploaded.
 */
async function insertPhotos(run: Run) {
  await run(`CREATE TEMP TABLE scale_photos ON COMMIT DROP AS
    SELECT j.g, n - 1 AS position, 'request' AS stage, ${resident} AS owner, j.created_at AS at,
      ${uuid('photo', "j.g || ':' || n")} AS file_id
    FROM scale_jobs j CROSS JOIN LATERAL generate_series(1, (${hash("'photos:' || j.g")} % 3)::int) n
    UNION ALL
    SELECT j.g, 0, 'completion', ${vendor}, j.changed_at, ${uuid('photo', "j.g || ':done'")}
    FROM scale_jobs j WHERE j.status = 'completed' AND ${share('done', 40)}`);
  await run(`INSERT INTO files (id, owner_user_id, name, size, mime_type, storage_key, created_at)
    SELECT file_id, owner, stage || '-' || (position + 1) || '.jpg',
      150000 + ${hash("'size:' || file_id")} % 2000000, 'image/jpeg', 'scale/' || file_id, at
    FROM scale_photos`);
  await run(`INSERT INTO maintenance_request_photos (request_id, file_id, position, stage)
    SELECT ${uuid('request', 'g')}, file_id, position, stage FROM scale_photos`);
}

/** Two in five requests name one or two windows, afternoons in the days after they were made. */
async function insertWindows(run: Run) {
  await run(`INSERT INTO request_availability (request_id, position, starts_at, ends_at)
    SELECT ${uuid('request', 'j.g')}, n, date_trunc('day', j.created_at) + (n + 2) * interval '1 day' + interval '16 hours',
      date_trunc('day', j.created_at) + (n + 2) * interval '1 day' + interval '19 hours'
    FROM scale_jobs j CROSS JOIN LATERAL generate_series(0, (${hash("'windows:' || j.g")} % 2)::int) n
    WHERE ${share('windows', 40)}`);
}

/** Seven in ten jobs a vendor holds have a time both agreed, two days after the request. */
async function insertAppointments(run: Run) {
  await run(`INSERT INTO appointments (order_id, starts_at, ends_at, status, proposed_by, revision, created_at, updated_at)
    SELECT ${uuid('order', 'j.g')}, date_trunc('day', j.created_at) + interval '2 days 16 hours',
      date_trunc('day', j.created_at) + interval '2 days 18 hours', 'confirmed',
      CASE WHEN j.g % 2 = 0 THEN 'vendor' ELSE 'resident' END, 1, j.created_at, j.created_at
    FROM scale_jobs j WHERE ${HELD} AND ${share('appointment', 70)}`);
}

/**
 * Three in ten held jobs have a conversation of three messages; on a job still under way the
 * vendor's last one is unread.
 */
async function insertMessages(run: Run) {
  await run(`INSERT INTO messages (order_id, vendor_id, sender_id, recipient_id, sender_role, body, created_at, read_at)
    SELECT ${uuid('order', 'j.g')}, ${vendor},
      CASE WHEN m.n = 2 THEN ${resident} ELSE ${vendor} END,
      CASE WHEN m.n = 2 THEN ${vendor} ELSE ${resident} END,
      CASE WHEN m.n = 2 THEN 'resident' ELSE 'vendor' END, m.body,
      j.created_at + m.n * interval '2 hours',
      CASE WHEN m.n = 3 AND j.status IN ('accepted', 'en_route', 'in_progress') THEN NULL
        ELSE j.created_at + m.n * interval '3 hours' END
    FROM scale_jobs j CROSS JOIN (VALUES
      (1, 'Hello, I can come by on the day you asked. Is the afternoon still good?'),
      (2, 'Yes, the afternoon works. The side gate is open.'),
      (3, 'Thanks, see you then.')) AS m (n, body)
    WHERE ${HELD} AND ${share('conversation', 30)}`);
}

/**
 * Half the residents of a completed job rated its vendor and three in ten vendors rated the
 * resident, a day after; published once the review window closed.
 */
async function insertReviews(run: Run) {
  const review = (
    role: 'resident' | 'vendor',
    author: string,
    subject: string,
    percent: number,
  ) => `
    SELECT ${uuid('order', 'j.g')}, '${role}', ${author}, ${subject},
      3 + (${hash(`'rating:${role}:' || j.g`)} % 3)::int,
      CASE WHEN j.g % 3 = 0 THEN NULL ELSE 'On time, tidy and friendly.' END,
      j.changed_at + interval '14 days',
      CASE WHEN j.changed_at < now() - interval '14 days' THEN j.changed_at + interval '14 days' END,
      j.changed_at + interval '1 day'
    FROM scale_jobs j WHERE j.status = 'completed' AND ${share(`review:${role}`, percent)}`;
  await run(`INSERT INTO job_reviews (order_id, author_role, author_id, subject_id, rating, comment,
      window_ends_at, published_at, created_at)
    ${review('resident', resident, vendor, 50)}
    UNION ALL ${review('vendor', vendor, resident, 30)}`);
}

/** The tables these inserts fill. */
export const JOB_DETAIL_TABLES = [
  'files',
  'maintenance_request_photos',
  'request_availability',
  'appointments',
  'messages',
  'job_reviews',
];

export async function insertJobDetails(run: Run) {
  await insertPhotos(run);
  await insertWindows(run);
  await insertAppointments(run);
  await insertMessages(run);
  await insertReviews(run);
}
