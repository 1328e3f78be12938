import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  banners,
  files,
  maintenanceRequestPhotos,
  messageFiles,
  propertyPhotos,
  services,
  users,
} from '../../db/schema';

export type NewFile = typeof files.$inferInsert;

const fileColumns = {
  id: files.id,
  ownerUserId: files.ownerUserId,
  name: files.name,
  size: files.size,
  mimeType: files.mimeType,
  storageKey: files.storageKey,
};

export type FileRow = {
  [K in keyof typeof fileColumns]: (typeof files.$inferSelect)[K];
};

export async function insertFiles(db: Executor, rows: NewFile[]): Promise<FileRow[]> {
  if (rows.length === 0) return [];
  return db.insert(files).values(rows).returning(fileColumns);
}

export async function findFile(db: Executor, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select(fileColumns).from(files).where(eq(files.id, id));
  return row;
}

/** The ids among `ids` that `userId` uploaded. */
export async function findOwnedFileIds(db: Executor, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.ownerUserId, userId), inArray(files.id, ids)));
  return rows.map((row) => row.id);
}

/**
 * True where the file is attached to a record: a property's, a request's or a message's photo,
 * an avatar.
 */
const attached = sql`(
  exists (select 1 from ${propertyPhotos} where ${propertyPhotos.fileId} = ${files.id})
  or exists (select 1 from ${maintenanceRequestPhotos} where ${maintenanceRequestPhotos.fileId} = ${files.id})
  or exists (select 1 from ${messageFiles} where ${messageFiles.fileId} = ${files.id})
  or exists (select 1 from ${users} where ${users.avatarFileId} = ${files.id})
)`;

export async function findOwnFile(db: Executor, id: string, userId: string) {
  const [row] = await db
    .select({ ...fileColumns, attached: sql<boolean>`${attached}` })
    .from(files)
    .where(and(eq(files.id, id), eq(files.ownerUserId, userId)));
  return row;
}

/** Deletes the user's file unless it is attached, in one statement; answers its storage key. */
export async function deleteUnattachedFile(db: Executor, id: string, userId: string) {
  const [row] = await db
    .delete(files)
    .where(and(eq(files.id, id), eq(files.ownerUserId, userId), sql`not ${attached}`))
    .returning({ storageKey: files.storageKey });
  return row;
}

/** Deletes files uploaded before `cutoff` that nothing refers to; answers their storage keys. */
export async function deleteUnattachedFilesBefore(db: Executor, cutoff: Date, limit: number) {
  const stale = db
    .select({ id: files.id })
    .from(files)
    .where(and(lt(files.createdAt, cutoff), sql`not ${attached}`))
    .limit(limit);
  return db
    .delete(files)
    .where(inArray(files.id, stale))
    .returning({ storageKey: files.storageKey });
}

/**
 * Locks the uploader's row for the rest of the transaction and answers the bytes they keep, so
 * that parallel uploads of one user are checked against the quota one after the other.
 */
export async function lockUploaderAndSumSizes(db: Executor, userId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(eq(files.ownerUserId, userId));
  return Number(row?.total ?? 0);
}

/** True when a catalogue service or a banner shows the image at `url` to everyone. */
export async function isPublishedImage(db: Executor, url: string) {
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.imageUrl, url))
    .limit(1);
  if (service) return true;
  const [banner] = await db
    .select({ id: banners.id })
    .from(banners)
    .where(eq(banners.imageUrl, url))
    .limit(1);
  return banner !== undefined;
}

/** The storage keys of stored files after `afterKey`, in key order: a page of at most `limit`. */
export async function storageKeysAfter(db: Executor, afterKey: string, limit: number) {
  const rows = await db
    .select({ storageKey: files.storageKey })
    .from(files)
    .where(gt(files.storageKey, afterKey))
    .orderBy(files.storageKey)
    .limit(limit);
  return rows.map((row) => row.storageKey);
}
