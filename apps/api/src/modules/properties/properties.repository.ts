import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PageQuery } from '@homekeep/contracts/common';
import type { PropertyInput } from '@homekeep/contracts/properties';
import type { Executor } from '../../db/database';
import { cappedCount, matchingRow } from '../../db/capped-count';
import { properties, propertyPhotos } from '../../db/schema';
import { offsetOf, rowsAndTotal } from '../../lib/pagination';

const propertyColumns = {
  id: properties.id,
  userId: properties.userId,
  name: properties.name,
  addressLine1: properties.addressLine1,
  addressLine2: properties.addressLine2,
  city: properties.city,
  state: properties.state,
  zipCode: properties.zipCode,
  country: properties.country,
  type: properties.type,
  sizeSqft: properties.sizeSqft,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  yearBuilt: properties.yearBuilt,
  notes: properties.notes,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
};

export type PropertyRow = {
  [K in keyof typeof propertyColumns]: (typeof properties.$inferSelect)[K];
};

type PropertyValues = Omit<PropertyInput, 'photoFileIds'>;

const valuesOf = ({ photoFileIds: _photos, ...fields }: PropertyInput): PropertyValues => fields;

export function listProperties(db: Executor, userId: string, query: PageQuery) {
  const mine = eq(properties.userId, userId);
  return rowsAndTotal(
    db
      .select(propertyColumns)
      .from(properties)
      .where(mine)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    cappedCount(db, db.select(matchingRow).from(properties).where(mine)),
  );
}

export async function findProperty(db: Executor, id: string): Promise<PropertyRow | undefined> {
  const [row] = await db.select(propertyColumns).from(properties).where(eq(properties.id, id));
  return row;
}

export async function insertProperty(db: Executor, userId: string, body: PropertyInput) {
  const [row] = await db
    .insert(properties)
    .values({ ...valuesOf(body), userId })
    .returning(propertyColumns);
  return row!;
}

/** Replaces an owned property's fields; undefined when it is not there or not the user's. */
export async function updateProperty(
  db: Executor,
  id: string,
  userId: string,
  body: PropertyInput,
): Promise<PropertyRow | undefined> {
  const [row] = await db
    .update(properties)
    .set({ ...valuesOf(body), updatedAt: sql`now()` })
    .where(and(eq(properties.id, id), eq(properties.userId, userId)))
    .returning(propertyColumns);
  return row;
}

export async function deleteProperty(db: Executor, id: string, userId: string) {
  const rows = await db
    .delete(properties)
    .where(and(eq(properties.id, id), eq(properties.userId, userId)))
    .returning({ id: properties.id });
  return rows.length > 0;
}

export async function replacePhotos(db: Executor, propertyId: string, fileIds: string[]) {
  await db.delete(propertyPhotos).where(eq(propertyPhotos.propertyId, propertyId));
  if (fileIds.length === 0) return;
  await db
    .insert(propertyPhotos)
    .values(fileIds.map((fileId, position) => ({ propertyId, fileId, position })));
}

/** Photo file ids of each property, in their order. */
export async function photosOf(db: Executor, propertyIds: string[]) {
  if (propertyIds.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select({ propertyId: propertyPhotos.propertyId, fileId: propertyPhotos.fileId })
    .from(propertyPhotos)
    .where(inArray(propertyPhotos.propertyId, propertyIds))
    .orderBy(asc(propertyPhotos.propertyId), asc(propertyPhotos.position));
  const byProperty = new Map<string, string[]>();
  for (const row of rows) {
    byProperty.set(row.propertyId, [...(byProperty.get(row.propertyId) ?? []), row.fileId]);
  }
  return byProperty;
}
