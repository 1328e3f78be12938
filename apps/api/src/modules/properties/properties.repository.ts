import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PageQuery } from '@homekeep/contracts/common';
import type { PropertyInput } from '@homekeep/contracts/properties';
import type { Executor } from '../../db/database';
import { cappedCount, cappedTotal, matchingRow } from '../../db/capped-count';
import {
  cities,
  maintenanceRequests,
  properties,
  propertyPhotos,
  states,
  subscriptions,
  zipCodes,
} from '../../db/schema';
import {
  pageRows,
  pageShape,
  pageShapeKey,
  preparedPerDatabase,
  preparedPerShape,
  runPage,
} from '../../db/prepared-queries';

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
  timezone: properties.timezone,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
};

export type PropertyRow = {
  [K in keyof typeof propertyColumns]: (typeof properties.$inferSelect)[K];
};

type PropertyValues = Omit<PropertyInput, 'photoFileIds'>;

const valuesOf = ({ photoFileIds: _photos, ...fields }: PropertyInput): PropertyValues => fields;

// A property's photos come in the query that reads it (a page's too), in their order. The names
// are qualified by hand: in a one-table query the builder writes bare column names.
const photoIdsOfProperty = sql<string[]>`coalesce((
  select json_agg(photo.file_id order by photo.position)
  from ${propertyPhotos} photo
  where photo.property_id = ${properties}.id), '[]'::json)`;

/** A page of the user's properties, newest first, with their photos and capped total. */
const propertiesPage = preparedPerShape('properties', pageShapeKey, (db, shape, name) => {
  const mine = and(eq(properties.userId, sql.placeholder('userId')), isNull(properties.archivedAt));
  const matching = db.select(matchingRow).from(properties).where(mine);
  const rows = pageRows(shape);
  return {
    page: db
      .select({
        ...propertyColumns,
        photoIds: photoIdsOfProperty.as('photo_ids'),
        total: cappedTotal(db, matching),
      })
      .from(properties)
      .where(mine)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(rows.limit)
      .offset(rows.offset)
      .prepare(name),
    count: cappedCount(db, matching).prepare(`${name}_count`),
  };
});

export function listProperties(db: Executor, userId: string, query: PageQuery) {
  return runPage(propertiesPage(db, pageShape(query)), query, { userId });
}

const propertyById = preparedPerDatabase((db) =>
  db
    .select({ ...propertyColumns, photoIds: photoIdsOfProperty.as('photo_ids') })
    .from(properties)
    .where(and(eq(properties.id, sql.placeholder('id')), isNull(properties.archivedAt)))
    .prepare('property_by_id'),
);

/**
 * A property that has not been archived, with its photos in their order (archived ones are gone
 * for their owner too): one prepared statement.
 */
export async function findProperty(db: Executor, id: string) {
  const [row] = await propertyById(db).execute({ id });
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
    .set({ ...valuesOf(body), updatedAt: sql`product_now()` })
    .where(and(eq(properties.id, id), eq(properties.userId, userId), isNull(properties.archivedAt)))
    .returning(propertyColumns);
  return row;
}

/** Locks an owned, unarchived property for the length of the transaction. */
export async function lockOwnProperty(db: Executor, id: string, userId: string) {
  const [row] = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.userId, userId), isNull(properties.archivedAt)))
    .for('update');
  return row;
}

/** What keeps a property from being archived: a paid subscription, an open job. */
export async function findBlockers(db: Executor, propertyId: string) {
  const [paid] = await db
    .select({ total: count() })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.propertyId, propertyId),
        inArray(subscriptions.status, ['active', 'past_due']),
      ),
    );
  const [open] = await db
    .select({ total: count() })
    .from(maintenanceRequests)
    .where(
      and(eq(maintenanceRequests.propertyId, propertyId), eq(maintenanceRequests.status, 'open')),
    );
  return { paidSubscriptions: paid?.total ?? 0, openJobs: open?.total ?? 0 };
}

/** Archives the property; an unpaid checkout started for it is closed with it. */
export async function archiveProperty(db: Executor, id: string) {
  await db
    .update(subscriptions)
    .set({ status: 'canceled', canceledAt: sql`product_now()`, updatedAt: sql`product_now()` })
    .where(and(eq(subscriptions.propertyId, id), eq(subscriptions.status, 'pending')));
  await db
    .update(properties)
    .set({ archivedAt: sql`product_now()`, updatedAt: sql`product_now()` })
    .where(eq(properties.id, id));
}

export async function replacePhotos(db: Executor, propertyId: string, fileIds: string[]) {
  await db.delete(propertyPhotos).where(eq(propertyPhotos.propertyId, propertyId));
  if (fileIds.length === 0) return;
  await db
    .insert(propertyPhotos)
    .values(fileIds.map((fileId, position) => ({ propertyId, fileId, position })));
}

/** Where a US zip code lies according to the place data: its state code and main city. */
export async function placeOfZip(db: Executor, zip: string) {
  const [row] = await db
    .select({ state: states.code, city: cities.name })
    .from(zipCodes)
    .innerJoin(states, eq(states.id, zipCodes.stateId))
    .leftJoin(cities, eq(cities.id, zipCodes.cityId))
    .where(eq(zipCodes.code, zip));
  return row;
}
