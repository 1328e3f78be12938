import type { PageQuery } from '@homekeep/contracts/common';
import {
  UNREAD_MAIL_AFTER_MINUTES,
  type LiveMessage,
  type Message,
  type MessageBody,
} from '@homekeep/contracts/messages';
import type { Database, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { listMeta } from '../../lib/pagination';
import type { FileLinks } from '../files/file-links';
import { assertOwnFiles } from '../files/files.service';
import { enqueueUserMail } from '../mail/mail.service';
import { threadWindow } from './message-rules';
import { messagesErrors } from './messages.errors';
import * as repository from './messages.repository';

export interface MessagesDeps {
  db: Database;
  clock: Clock;
  links: FileLinks;
}

/** Who asks: the resident of the job by its request, or the vendor by its order. */
export type ThreadKey =
  { role: 'resident'; requestId: string } | { role: 'vendor'; orderId: string };

const toMessage = (row: repository.MessageRow, links: FileLinks): Message => ({
  id: row.id,
  senderRole: row.senderRole,
  body: row.body,
  files: row.files.map((file) => ({ id: file.id, url: links.urlOf(file.id), name: file.name })),
  createdAt: new Date(row.createdAt).toISOString(),
  readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
});

/** The caller's thread; anyone outside the job (or before its accept) gets a 404. */
async function threadOf(db: Executor, userId: string, key: ThreadKey) {
  const thread =
    key.role === 'resident'
      ? await repository.findResidentThread(db, userId, key.requestId)
      : await repository.findVendorThread(db, userId, key.orderId);
  if (!thread) throw messagesErrors.threadNotFound();
  return thread;
}

/** A page of the thread, newest first, with whether it still takes messages. */
export async function listMessages(
  { db, clock, links }: MessagesDeps,
  userId: string,
  key: ThreadKey,
  query: PageQuery,
) {
  const thread = await threadOf(db, userId, key);
  const { data, total, unread } = await repository.listThread(db, thread, userId, query);
  const { open, closesAt } = threadWindow(thread, clock.now());
  return {
    data: data.map((row) => toMessage(row, links)),
    meta: {
      ...listMeta(query, total, data.length, Number.POSITIVE_INFINITY),
      open,
      closesAt: closesAt?.toISOString() ?? null,
      unread,
    },
  };
}

/**
 * Sends a message to the other person of the job, while the thread is open (409 once it is
 * read-only); its attachments must be the sender's uploads. Both people's live streams hear it
 * once it is stored.
 */
export async function sendMessage(
  { db, clock, links }: MessagesDeps,
  userId: string,
  key: ThreadKey,
  body: MessageBody & { body: string },
) {
  const thread = await threadOf(db, userId, key);
  const now = clock.now();
  if (!threadWindow(thread, now).open) throw messagesErrors.threadClosed();
  const fileIds = body.fileIds ?? [];
  if (fileIds.length > 0) await assertOwnFiles(db, userId, fileIds, 'fileIds');
  const recipientId = key.role === 'resident' ? thread.vendorId : thread.residentId;
  const id = await db.transaction(async (tx) => {
    const saved = await repository.insertMessage(
      tx,
      {
        orderId: thread.orderId,
        vendorId: thread.vendorId,
        senderId: userId,
        recipientId,
        senderRole: key.role,
        body: body.body,
        createdAt: now,
      },
      fileIds,
    );
    await repository.announceMessage(tx, [recipientId, userId], saved);
    return saved;
  });
  const row = await repository.findMessageFor(db, userId, id);
  return { data: toMessage(row!, links) };
}

/** Marks what the caller received in the thread read (the sender sees the read receipts). */
export async function markThreadRead({ db, clock }: MessagesDeps, userId: string, key: ThreadKey) {
  const thread = await threadOf(db, userId, key);
  const updated = await db.transaction(async (tx) => {
    const count = await repository.markThreadRead(tx, thread, userId, clock.now());
    const senderId = key.role === 'resident' ? thread.vendorId : thread.residentId;
    if (count > 0) await repository.announceThreadRead(tx, senderId, thread.orderId);
    return count;
  });
  return { data: { updated } };
}

/** How many messages the user has not read, over all their jobs (`GET /auth`). */
export const unreadMessageCount = (db: Executor, userId: string) =>
  repository.countUnread(db, userId);

/** A message as the live stream sends it to one of the two people; null for anyone else. */
export async function liveMessageFor(
  { db, links }: { db: Executor; links: FileLinks },
  userId: string,
  messageId: string,
): Promise<LiveMessage | null> {
  const row = await repository.findMessageFor(db, userId, messageId);
  if (!row) return null;
  return { requestId: row.requestId, orderId: row.orderId, message: toMessage(row, links) };
}

/**
 * The queue's pass: each recipient who left a message unread for 15 minutes gets one mail for
 * that thread, and no other until they have read it.
 */
export async function mailUnreadThreads({ db, clock }: Pick<MessagesDeps, 'db' | 'clock'>) {
  const now = clock.now();
  const cutoff = new Date(now.getTime() - UNREAD_MAIL_AFTER_MINUTES * 60_000);
  return db.transaction(async (tx) => {
    const threads = await repository.claimUnreadThreadMails(tx, cutoff, now);
    for (const { recipientId, ...data } of threads) {
      await enqueueUserMail(tx, recipientId, { kind: 'unread_messages', data }, now);
    }
    return { mailed: threads.length };
  });
}
