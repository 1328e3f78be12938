import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_SENDER_ROLES } from '@homekeep/contracts/messages';
import { users } from './auth';
import { createdAt, id } from './columns';
import { files } from './files';
import { orders } from './jobs';

/**
 * The conversation of a job: one thread per order and the vendor who accepted it (a job taken
 * again by another vendor starts a thread of its own). `recipientId` is the other person.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role', { enum: MESSAGE_SENDER_ROLES }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the unread-message mail took this message in (one mail per thread while unread). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_thread_created_idx').on(
      t.orderId,
      t.vendorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A person's unread messages: the navigation's count, each job's, and marking a thread read.
    index('messages_recipient_unread_idx')
      .on(t.recipientId, t.orderId)
      .where(sql`${t.readAt} IS NULL`),
    // What the unread-message mail looks at: unread, not yet mailed, oldest first.
    index('messages_unmailed_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} IS NULL AND ${t.mailedAt} IS NULL`),
  ],
);

export const messageFiles = pgTable(
  'message_files',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'message_files_pkey', columns: [t.messageId, t.fileId] }),
    index('message_files_file_idx').on(t.fileId),
  ],
);
