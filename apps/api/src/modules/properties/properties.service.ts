import type { PageQuery } from '@homekeep/contracts/common';
import type { Property, PropertyInput } from '@homekeep/contracts/properties';
import type { Database } from '../../db/database';
import { listOf } from '../../lib/pagination';
import { ownedOrNotFound } from '../../lib/ownership';
import type { FileLinks } from '../files/file-links';
import { assertOwnFiles } from '../files/files.service';
import { assertAddressHoldsTogether } from './address-check';
import { propertiesErrors } from './properties.errors';
import * as repository from './properties.repository';
import { timeZoneOfZip } from './zip-time-zones';

/** The owner's zone, or the one of the zip code's place. */
const withTimeZone = (body: PropertyInput): PropertyInput => ({
  ...body,
  timezone: body.timezone ?? timeZoneOfZip(body.zipCode, body.state),
});

export interface PropertiesDeps {
  db: Database;
  links: FileLinks;
}

// Fields picked one by one: a rest and a spread of the row (`{ userId, ...fields }`) cost six
// times as much per page, in the share of a list's time the API spends on its answer.
const toProperty = (
  row: repository.PropertyRow,
  photoIds: string[],
  links: FileLinks,
): Property => ({
  id: row.id,
  name: row.name,
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  city: row.city,
  state: row.state,
  zipCode: row.zipCode,
  country: row.country,
  type: row.type,
  sizeSqft: row.sizeSqft,
  bedrooms: row.bedrooms,
  bathrooms: row.bathrooms === null ? null : Number(row.bathrooms),
  yearBuilt: row.yearBuilt,
  notes: row.notes,
  timezone: row.timezone,
  photos: photoIds.map((id) => ({ id, url: links.urlOf(id) })),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listProperties(
  { db, links }: PropertiesDeps,
  userId: string,
  query: PageQuery,
) {
  const { data, total } = await repository.listProperties(db, userId, query);
  return listOf(
    data.map((row) => toProperty(row, row.photoIds, links)),
    query,
    total,
  );
}

export async function getProperty({ db, links }: PropertiesDeps, userId: string, id: string) {
  const row = ownedOrNotFound(
    await repository.findProperty(db, id),
    userId,
    'properties.not_found',
    propertiesErrors.notFound().message,
  );
  return toProperty(row, row.photoIds, links);
}

export function createProperty({ db, links }: PropertiesDeps, userId: string, body: PropertyInput) {
  return db.transaction(async (tx) => {
    await assertOwnFiles(tx, userId, body.photoFileIds, 'photoFileIds');
    await assertAddressHoldsTogether(tx, body);
    const row = await repository.insertProperty(tx, userId, withTimeZone(body));
    await repository.replacePhotos(tx, row.id, body.photoFileIds);
    return toProperty(row, body.photoFileIds, links);
  });
}

/** PUT replaces every field and the photo list; the owner check is part of the UPDATE. */
export function replaceProperty(
  { db, links }: PropertiesDeps,
  userId: string,
  id: string,
  body: PropertyInput,
) {
  return db.transaction(async (tx) => {
    await assertOwnFiles(tx, userId, body.photoFileIds, 'photoFileIds');
    await assertAddressHoldsTogether(tx, body);
    const row = await repository.updateProperty(tx, id, userId, withTimeZone(body));
    if (!row) throw propertiesErrors.notFound();
    await repository.replacePhotos(tx, row.id, body.photoFileIds);
    return toProperty(row, body.photoFileIds, links);
  });
}

/**
 * "Deleting" archives: the property leaves the resident's lists and new requests, while its
 * subscriptions, jobs and payments keep their history. A paid plan or an open job must end first.
 */
export function deleteProperty(db: Database, userId: string, id: string) {
  return db.transaction(async (tx) => {
    const property = await repository.lockOwnProperty(tx, id, userId);
    if (!property) throw propertiesErrors.notFound();
    const blockers = await repository.findBlockers(tx, id);
    if (blockers.paidSubscriptions > 0) throw propertiesErrors.hasPaidSubscription(property.name);
    if (blockers.openJobs > 0) throw propertiesErrors.hasOpenJob(property.name);
    await repository.archiveProperty(tx, id);
  });
}
