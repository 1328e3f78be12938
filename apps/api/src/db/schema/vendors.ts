import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('vendor_profiles_user_key').on(t.userId)],
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
