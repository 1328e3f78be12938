import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PageQuery } from '@homekeep/contracts/common';
import type { NotificationType } from '@homekeep/contracts/notifications';
import type { Executor } from '../../db/database';
import { datedOrNow } from '../../db/product-clock';
import { notificationCounts, notifications } from '../../db/schema';
import { offsetOf } from '../../lib/pagination';
import { LIVE_EVENTS_CHANNEL } from '../../lib/live-events';
import {
  pageRows,
  pageShape,
  pageShapeKey,
  preparedPerShape,
  type PageShape,
} from '../../db/prepared-queries';

const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  body: notifications.body,
  orderId: notifications.orderId,
  requestId: notifications.requestId,
  seen: notifications.seen,
  createdAt: notifications.createdAt,
};

export type NotificationRow = {
  [K in keyof typeof notificationColumns]: (typeof notifications.$inferSelect)[K];
};

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  orderId: string | null;
}

/** The channel a database NOTIFY carries new notifications on (payload: `userId:notificationId`). */
export const NOTIFICATION_CHANNEL = LIVE_EVENTS_CHANNEL;

export async function insertNotifications(db: Executor, rows: NewNotification[]) {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows)
    .returning({ id: notifications.id, userId: notifications.userId });
}

/** Inside a transaction, the NOTIFY is delivered to listeners only once it commits. */
export async function announce(db: Executor, saved: { userId: string; id: string }[]) {
  if (saved.length === 0) return;
  // One statement however many are told (a new job reaches every matching vendor).
  const payloads = JSON.stringify(saved.map(({ userId, id }) => `${userId}:${id}`));
  await db.execute(
    sql`select pg_notify(${NOTIFICATION_CHANNEL}, payload) from json_array_elements_text(${payloads}::json) as payload`,
  );
}

/**
 * The same notice to each of `userIds` (a new job to every matching vendor), stored and
 * announced in one statement whose text and parameters do not grow with the number told; dated
 * `datedAt` when the event happened earlier than now.
 */
export async function insertNoticeForEach(
  db: Executor,
  userIds: string[],
  notice: Omit<NewNotification, 'userId'>,
  datedAt?: Date,
) {
  if (userIds.length === 0) return;
  await db.execute(sql`
    with saved as (
      insert into ${notifications} (user_id, type, title, body, order_id, created_at)
      select user_id, ${notice.type}, ${notice.title}, ${notice.body}, ${notice.orderId}::uuid,
        ${datedOrNow(datedAt)}
      from unnest(${sql.param(userIds)}::uuid[]) as user_id
      returning id, user_id)
    select pg_notify(${NOTIFICATION_CHANNEL}, user_id || ':' || id) from saved`);
}

/**
 * Removes the "New job" offers of an order that is no longer open, but the one of `keepUserId`
 * (the vendor who took it): the others could only find it gone.
 */
export async function withdrawOffers(db: Executor, orderId: string, keepUserId?: string | null) {
  await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.orderId, orderId),
        sql`${notifications.type} = 'order.new'`,
        keepUserId ? ne(notifications.userId, keepUserId) : undefined,
      ),
    );
}

/**
 * `seen` written as a constant, not a parameter: the unseen ones are read from a partial index
 * (`seen = false`), which a plan kept for any parameter value could not use.
 */
const seenIs = (seen: boolean) => sql`${notifications.seen} = ${sql.raw(String(seen))}`;

/** Which notifications a list shows: all, or only the seen or the unseen ones. */
interface Shape extends PageShape {
  seen: boolean | undefined;
}

/** The user's counts: the sum of their rows of `notification_counts` (none before the first). */
const countsOf = (db: Executor) =>
  db
    .select({
      total: sql<number>`coalesce(sum(${notificationCounts.total}), 0)::int`.as('counted_total'),
      unseen: sql<number>`coalesce(sum(${notificationCounts.unseen}), 0)::int`.as('counted_unseen'),
    })
    .from(notificationCounts)
    .where(eq(notificationCounts.userId, sql.placeholder('userId')));

/**
 * A page of the user's notifications, newest first, all or only the (un)seen ones, each row with
 * the user's counts (their rows summed once, beside the page); `counts` reads them alone for an
 * empty page.
 */
const notificationsPage = preparedPerShape(
  'notifications',
  (shape: Shape) =>
    `${shape.seen === undefined ? 'all' : `seen_${shape.seen}`}_${pageShapeKey(shape)}`,
  (db, shape, name) => {
    const where = and(
      eq(notifications.userId, sql.placeholder('userId')),
      shape.seen === undefined ? undefined : seenIs(shape.seen),
    );
    const order = [desc(notifications.createdAt), desc(notifications.id)];
    const rows = pageRows(shape);
    // The page's ids first, as one array for the join: a plan kept for every user (see
    // `vendorJobsPage`), where the join planned for the user with the most notifications looked
    // cheap enough to be planned again on every run.
    const pageIds = db
      .select({ id: notifications.id })
      .from(notifications)
      .where(where)
      .orderBy(...order)
      .limit(rows.limit)
      .offset(rows.offset);
    const counts = countsOf(db).as('counts');
    return {
      page: db
        .select({
          ...notificationColumns,
          countedTotal: counts.total,
          countedUnseen: counts.unseen,
        })
        .from(notifications)
        .crossJoin(counts)
        .where(sql`${notifications.id} = any(array(${pageIds}))`)
        .orderBy(...order)
        .prepare(name),
      counts: countsOf(db).prepare(`${name}_counts`),
    };
  },
);

/** How many notifications a list of `seen` holds, of the user's counts. */
const totalOf = (seen: boolean | undefined, counts: { total: number; unseen: number }) =>
  seen === undefined ? counts.total : seen ? counts.total - counts.unseen : counts.unseen;

/**
 * A page of the user's notifications and, exact, how many the list holds and how many of the
 * user's are unseen, in one statement (two for an empty page).
 */
export async function listNotifications(
  db: Executor,
  userId: string,
  query: PageQuery & { seen?: boolean },
) {
  const prepared = notificationsPage(db, { seen: query.seen, ...pageShape(query) });
  const values = { userId, offset: offsetOf(query) };
  const page = await prepared.page.execute(values);
  const first = page[0];
  const counts = first
    ? { total: first.countedTotal, unseen: first.countedUnseen }
    : (await prepared.counts.execute(values))[0]!;
  return {
    // Rows as they are (`toNotification` picks its fields): a copy without the counts costs more.
    data: page as NotificationRow[],
    total: totalOf(query.seen, counts),
    unseen: counts.unseen,
  };
}

/** Marks the user's unseen notifications (all, or those of `ids`) seen; answers how many. */
export async function markSeen(db: Executor, userId: string, ids?: string[]) {
  const rows = await db
    .update(notifications)
    .set({ seen: true })
    .where(
      and(
        eq(notifications.userId, userId),
        seenIs(false),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function findOwnNotification(db: Executor, id: string, userId: string) {
  const [row] = await db
    .select(notificationColumns)
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}
