import { pgTable, text, uniqueIndex, uuid, integer } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';
import { companyTypes, licenseTypes, vendorTypes } from './lookups';

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
