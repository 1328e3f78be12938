import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { files } from '../../db/schema';

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
