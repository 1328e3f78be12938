import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';
import { files } from './files';

export const properties = pgTable(
  'properties',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull().default('US'),
    type: text('type', {
      enum: ['house', 'apartment', 'condo', 'townhouse', 'commercial', 'other'],
    })
      .notNull()
      .default('house'),
    sizeSqft: integer('size_sqft'),
    bedrooms: integer('bedrooms'),
    bathrooms: numeric('bathrooms', { precision: 4, scale: 1, mode: 'number' }),
    yearBuilt: integer('year_built'),
    notes: text('notes'),
    /** IANA time zone; filled from the zip code unless the owner chose one. */
    timezone: text('timezone').notNull().default('America/New_York'),
    /** Set instead of deleting: the property's subscriptions and jobs keep their history. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('properties_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('properties_size_check', sql`${t.sizeSqft} IS NULL OR ${t.sizeSqft} > 0`),
    check('properties_bedrooms_check', sql`${t.bedrooms} IS NULL OR ${t.bedrooms} >= 0`),
    check('properties_bathrooms_check', sql`${t.bathrooms} IS NULL OR ${t.bathrooms} >= 0`),
  ],
);

/** A property's photos, in the order the owner gave them. */
export const propertyPhotos = pgTable(
  'property_photos',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'property_photos_pkey', columns: [t.propertyId, t.fileId] }),
    index('property_photos_file_idx').on(t.fileId),
  ],
);
