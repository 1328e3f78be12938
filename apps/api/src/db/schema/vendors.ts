import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { services } from './catalog';
import { createdAt, id, updatedAt } from './columns';
import {
  companyTypes,
  equipments,
  licenseTypes,
  vehicleTypes,
  vendorTypes,
  zipCodes,
} from './lookups';

export const vendorProfiles = pgTable(
  'vendor_profiles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name'),
    vendorTypeId: integer('vendor_type_id').references(() => vendorTypes.id),
    companyTypeId: integer('company_type_id').references(() => companyTypes.id),
    licenseTypeId: integer('license_type_id').references(() => licenseTypes.id),
    licenseNumber: text('license_number'),
    /** The last day the licence is valid; after it the vendor gets no offers. */
    licenseExpiresAt: date('license_expires_at', { mode: 'string' }),
    /** Set while an operator has suspended the vendor: no offers, no accepts. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** When an operator checked the company and its licence. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vendor_profiles_user_key').on(t.userId),
    index('vendor_profiles_license_expires_idx')
      .on(t.licenseExpiresAt)
      .where(sql`${t.licenseExpiresAt} IS NOT NULL`),
  ],
);

/**
 * Licence expiry notices already sent: one per vendor, expiry date and lead time (30 or 7 days),
 * so that each notice goes out once however often the rule runs.
 */
export const vendorLicenseNotices = pgTable(
  'vendor_license_notices',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'vendor_license_notices_pkey',
      columns: [t.vendorId, t.expiresOn, t.daysBefore],
    }),
  ],
);

/**
 * The services a vendor offers. Keyed by the vendor's user id so that the matching query
 * ("vendors offering service S in zip Z") yields the users to notify without another join.
 */
export const vendorServices = pgTable(
  'vendor_services',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'vendor_services_pkey', columns: [t.vendorId, t.serviceId] }),
    index('vendor_services_service_idx').on(t.serviceId),
  ],
);

/** The zip codes of a vendor's service area, as text: what a property's address carries. */
export const vendorZipCodes = pgTable(
  'vendor_zip_codes',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    zipCode: text('zip_code')
      .notNull()
      .references(() => zipCodes.code, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'vendor_zip_codes_pkey', columns: [t.vendorId, t.zipCode] }),
    index('vendor_zip_codes_zip_code_idx').on(t.zipCode),
  ],
);

export const vendorVehicles = pgTable(
  'vendor_vehicles',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    licensePlate: text('license_plate').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_vehicles_vendor_plate_key').on(t.vendorId, t.licensePlate),
    index('vendor_vehicles_vendor_created_idx').on(t.vendorId, t.createdAt, t.id),
    check('vendor_vehicles_year_check', sql`${t.year} BETWEEN 1900 AND 2200`),
  ],
);

export const vendorEquipments = pgTable(
  'vendor_equipments',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipments.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'vendor_equipments_pkey', columns: [t.vendorId, t.equipmentId] }),
    index('vendor_equipments_equipment_idx').on(t.equipmentId),
  ],
);
