import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

const lookupTable = (name: string) =>
  pgTable(
    name,
    {
      id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
      name: text('name').notNull(),
    },
    (t) => [
      uniqueIndex(`${name}_name_key`).on(t.name),
      index(`${name}_name_trgm_idx`).using('gin', t.name.op('gin_trgm_ops')),
    ],
  );

export const vendorTypes = lookupTable('vendor_types');
export const licenseTypes = lookupTable('license_types');
export const companyTypes = lookupTable('company_types');
export const vehicleTypes = lookupTable('vehicle_types');
export const equipments = lookupTable('equipments');

export const countries = pgTable(
  'countries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('countries_code_key').on(t.code),
    index('countries_name_idx').on(t.name),
    index('countries_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    code: text('code'),
    name: text('name').notNull(),
  },
  (t) => [
    index('states_country_name_idx').on(t.countryId, t.name),
    index('states_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /**
     * The name in lower case, as `ILIKE` compares it: a search matches it with `LIKE` and a
     * lowered pattern, the same matches without lowering each name it reads again.
     */
    nameFolded: text('name_folded')
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
  },
  (t) => [
    index('cities_state_name_idx').on(t.stateId, t.name),
    // With its id, state and folded name a search's walk in name order reads the index alone.
    index('cities_name_idx').on(t.name, t.id, t.stateId, t.nameFolded),
    index('cities_name_trgm_idx').using('gin', t.nameFolded.op('gin_trgm_ops')),
  ],
);

export const zipCodes = pgTable(
  'zip_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('zip_codes_code_key').on(t.code),
    index('zip_codes_state_code_idx').on(t.stateId, t.code),
    index('zip_codes_city_code_idx').on(t.cityId, t.code),
    index('zip_codes_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')),
    // Byte order: a prefix (`like '94%'`) is a range of it, which the default collation's is not.
    index('zip_codes_code_prefix_idx').on(sql`(${t.code} collate "C")`),
  ],
);
