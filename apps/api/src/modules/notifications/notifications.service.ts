import type { Notification, NotificationsQuery } from '@homekeep/contracts/notifications';
import type { Database, Executor } from '../../db/database';
import { EXACT_TOTAL, listMeta } from '../../lib/pagination';
import * as repository from './notifications.repository';

/** One open live stream: whose, on which session, and what it does with each event. */
export interface LiveSubscriber {
  userId: string;
  sessionId: string;
  /** A new notification of the user, by id. */
  notification(notificationId: string): void;
  /** A new message of one of the user's job conversations, by id. */
  message(messageId: string): void;
  /** The other person read the user's messages of the job (order id). */
  threadRead(orderId: string): void;
  /** The session was revoked (sign-out, password change, block): the stream must end. */
  sessionEnded(): void;
}

/** Tells this process's open streams of new notifications, whichever process made them. */
export interface LiveNotifications {
  /** Follows the subscriber's events; at most `maxPerUser` streams per user. Answers an unsubscribe. */
  subscribe(subscriber: LiveSubscriber, maxPerUser: number): Promise<() => void>;
}

export const toNotification = (row: repository.NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  orderId: row.orderId,
  requestId: row.requestId,
  seen: row.seen,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Stores notifications and announces them to live listeners; call it inside the transaction
 * that makes the event, so that a rollback sends nothing.
 */
export async function notify(db: Executor, rows: repository.NewNotification[]) {
  const saved = await repository.insertNotifications(db, rows);
  await repository.announce(db, saved);
  return saved;
}

/** The same notice to each of `userIds`, as `notify` tells each one, in one statement. */
export function notifyEach(
  db: Executor,
  userIds: string[],
  notice: Omit<repository.NewNotification, 'userId'>,
  datedAt?: Date,
) {
  return repository.insertNoticeForEach(db, userIds, notice, datedAt);
}

/** An order is taken or canceled: its "New job" offers leave the other vendors' lists. */
export const withdrawJobOffers = (db: Executor, orderId: string, takenBy?: string | null) =>
  repository.withdrawOffers(db, orderId, takenBy);

/** A page of the user's notifications; its total and `unseen` are exact (`notification_counts`). */
export async function listNotifications(db: Database, userId: string, query: NotificationsQuery) {
  const { data, total, unseen } = await repository.listNotifications(db, userId, query);
  const meta = listMeta(query, total, data.length, EXACT_TOTAL);
  return { data: data.map(toNotification), meta: { ...meta, unseen } };
}

export async function markSeen(db: Database, userId: string, ids?: string[]) {
  return { updated: await repository.markSeen(db, userId, ids) };
}

export async function ownNotification(db: Database, userId: string, id: string) {
  const row = await repository.findOwnNotification(db, id, userId);
  return row ? toNotification(row) : null;
}
