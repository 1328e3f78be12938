import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';

/** Uploaded files: the bytes live in storage under `storageKey`, never under the client's name. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type', {
      enum: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
    }).notNull(),
    storageKey: text('storage_key').notNull().unique('files_storage_key_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_owner_created_idx').on(t.ownerUserId, t.createdAt),
    // The sweep of uploads never attached reads the oldest first.
    index('files_created_idx').on(t.createdAt),
    check('files_size_check', sql`${t.size} >= 0`),
  ],
);
