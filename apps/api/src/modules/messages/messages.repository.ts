import { and, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { PageQuery } from '@homekeep/contracts/common';
import type { OrderStatus } from '@homekeep/contracts/jobs';
import type { Executor } from '../../db/database';
import { files, maintenanceRequests, messageFiles, messages, orders } from '../../db/schema';
import { LIVE_EVENTS_CHANNEL, MESSAGE_PREFIX, THREAD_READ_PREFIX } from '../../lib/live-events';
import { offsetOf } from '../../lib/pagination';

/** A job as its conversation needs it: who takes part, and the state its window depends on. */
const threadColumns = {
  orderId: orders.id,
  requestId: maintenanceRequests.id,
  title: maintenanceRequests.title,
  residentId: maintenanceRequests.userId,
  vendorId: sql<string>`${orders.vendorId}`,
  orderStatus: orders.status,
  completedAt: maintenanceRequests.completedAt,
};
export interface ThreadRow {
  orderId: string;
  requestId: string;
  title: string;
  residentId: string;
  vendorId: string;
  orderStatus: OrderStatus;
  completedAt: Date | null;
}

const threads = (db: Executor) =>
  db
    .select(threadColumns)
    .from(orders)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId));

/** The resident's job once a vendor accepted it; undefined for another's, a pending one or none. */
export async function findResidentThread(db: Executor, residentId: string, requestId: string) {
  const [row] = await threads(db).where(
    and(
      eq(maintenanceRequests.id, requestId),
      eq(maintenanceRequests.userId, residentId),
      isNotNull(orders.vendorId),
    ),
  );
  return row as ThreadRow | undefined;
}

/** The vendor's own accepted order; undefined when another vendor holds it, or nobody does. */
export async function findVendorThread(db: Executor, vendorId: string, orderId: string) {
  const [row] = await threads(db).where(and(eq(orders.id, orderId), eq(orders.vendorId, vendorId)));
  return row as ThreadRow | undefined;
}

/**
 * A message's attachments, in the order they were sent. The message's id is named with its
 * table: drizzle writes a column of a one-table statement bare, which inside this subquery
 * would name the file's id.
 */
const attachments = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', ${files.id}, 'name', ${files.name})
    order by ${messageFiles.position})
  from ${messageFiles} join ${files} on ${files.id} = ${messageFiles.fileId}
  where ${messageFiles.messageId} = ${sql.identifier('messages')}.${sql.identifier('id')}), '[]'::json)`;

const messageColumns = {
  id: messages.id,
  senderRole: messages.senderRole,
  body: messages.body,
  files: attachments.as('files'),
  createdAt: messages.createdAt,
  readAt: messages.readAt,
};
export interface MessageRow {
  id: string;
  senderRole: 'resident' | 'vendor';
  body: string;
  files: { id: string; name: string }[];
  createdAt: Date;
  readAt: Date | null;
}

const inThread = (thread: Pick<ThreadRow, 'orderId' | 'vendorId'>) =>
  and(eq(messages.orderId, thread.orderId), eq(messages.vendorId, thread.vendorId));

const unreadOf = (userId: string) => and(eq(messages.recipientId, userId), isNull(messages.readAt));

/** A page of the thread, newest first, with how many it holds and how many `viewerId` has unread. */
export async function listThread(
  db: Executor,
  thread: Pick<ThreadRow, 'orderId' | 'vendorId'>,
  viewerId: string,
  query: PageQuery,
) {
  const [rows, [counted], [unread]] = await Promise.all([
    db
      .select(messageColumns)
      .from(messages)
      .where(inThread(thread))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(messages).where(inThread(thread)),
    db
      .select({ total: count() })
      .from(messages)
      .where(and(unreadOf(viewerId), eq(messages.orderId, thread.orderId))),
  ]);
  return { data: rows as MessageRow[], total: counted!.total, unread: unread!.total };
}

export interface NewMessage {
  orderId: string;
  vendorId: string;
  senderId: string;
  recipientId: string;
  senderRole: 'resident' | 'vendor';
  body: string;
  createdAt: Date;
}

/** Stores the message and its attachments (ids already checked to be the sender's). */
export async function insertMessage(db: Executor, message: NewMessage, fileIds: string[]) {
  const [saved] = await db.insert(messages).values(message).returning({ id: messages.id });
  if (fileIds.length > 0) {
    await db
      .insert(messageFiles)
      .values(fileIds.map((fileId, position) => ({ messageId: saved!.id, fileId, position })));
  }
  return saved!.id;
}

/** One message with its job, for one of the two people of its thread; undefined for anyone else. */
export async function findMessageFor(db: Executor, userId: string, messageId: string) {
  const [row] = await db
    .select({ ...messageColumns, orderId: messages.orderId, requestId: orders.requestId })
    .from(messages)
    .innerJoin(orders, eq(orders.id, messages.orderId))
    .where(
      and(
        eq(messages.id, messageId),
        or(eq(messages.senderId, userId), eq(messages.recipientId, userId)),
      ),
    );
  return row as (MessageRow & { orderId: string; requestId: string }) | undefined;
}

/** Marks what `viewerId` received in the thread read at `now`; answers how many. */
export async function markThreadRead(
  db: Executor,
  thread: Pick<ThreadRow, 'orderId' | 'vendorId'>,
  viewerId: string,
  now: Date,
) {
  const rows = await db
    .update(messages)
    .set({ readAt: now })
    .where(and(unreadOf(viewerId), inThread(thread)))
    .returning({ id: messages.id });
  return rows.length;
}

/** How many messages `userId` has not read, over all their jobs. */
export async function countUnread(db: Executor, userId: string) {
  const [row] = await db.select({ total: count() }).from(messages).where(unreadOf(userId));
  return row!.total;
}

/**
 * Tells both people's live streams of a new message (delivered once the transaction commits):
 * the recipient's, and the sender's other screens.
 */
export async function announceMessage(db: Executor, userIds: string[], messageId: string) {
  const payloads = JSON.stringify(
    userIds.map((userId) => `${MESSAGE_PREFIX}${userId}:${messageId}`),
  );
  await db.execute(
    sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, payload) from json_array_elements_text(${payloads}::json) as payload`,
  );
}

/** Tells the sender's live streams that their messages of the job were read. */
export async function announceThreadRead(db: Executor, senderId: string, orderId: string) {
  await db.execute(
    sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${`${THREAD_READ_PREFIX}${senderId}:${orderId}`})`,
  );
}

/** A thread whose recipient gets one mail about their unread messages. */
export interface UnreadThreadMail {
  recipientId: string;
  requestId: string;
  orderId: string;
  title: string;
  toResident: boolean;
}

/**
 * Takes in every unread message older than `cutoff` not yet taken in (marking it, and the
 * thread's other unread ones, `mailed_at`), in one statement that two runs cannot both win,
 * and answers the threads whose recipient has had no mail since they last read: those that
 * held no unread message already mailed. One mail per thread, not one per message.
 */
export async function claimUnreadThreadMails(db: Executor, cutoff: Date, now: Date) {
  const result = (await db.execute(sql`
    with due as (
      select distinct ${messages.orderId} as order_id, ${messages.recipientId} as recipient_id
      from ${messages}
      where ${messages.readAt} is null and ${messages.mailedAt} is null
        and ${messages.createdAt} <= ${cutoff}
    ),
    taken as (
      update ${messages} as m set mailed_at = ${now}
      from due
      where m.order_id = due.order_id and m.recipient_id = due.recipient_id
        and m.read_at is null and m.mailed_at is null
      returning m.order_id, m.recipient_id
    ),
    threads as (select distinct order_id, recipient_id from taken)
    select threads.recipient_id, r.id as request_id, threads.order_id, r.title,
      threads.recipient_id = r.user_id as to_resident
    from threads
    join ${orders} o on o.id = threads.order_id
    join ${maintenanceRequests} r on r.id = o.request_id
    where not exists (
      select 1 from ${messages} earlier
      where earlier.recipient_id = threads.recipient_id and earlier.order_id = threads.order_id
        and earlier.read_at is null and earlier.mailed_at is not null)`)) as unknown as {
    rows: {
      recipient_id: string;
      request_id: string;
      order_id: string;
      title: string;
      to_resident: boolean;
    }[];
  };
  return result.rows.map((row): UnreadThreadMail => ({
    recipientId: row.recipient_id,
    requestId: row.request_id,
    orderId: row.order_id,
    title: row.title,
    toResident: row.to_resident,
  }));
}
