import { createHash } from 'node:crypto';

/** Every generated account signs in with this password (one argon2id hash, computed once). */
export const SCALE_PASSWORD = 'scale password 1';

/**
 * The id of the generated row of `kind` keyed by `key`: an md5 shaped as a version-4 UUID, the
 * same as the SQL of the generator computes, so that tests and benchmarks find rows without
 * asking the database.
 */
export function scaleUuid(kind: string, key: string | number) {
  const hex = createHash('md5').update(`${kind}:${key}`).digest('hex').split('');
  hex[12] = '4';
  hex[16] = '8';
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** The same function in SQL, as a temporary function of the generator's session. */
export const SCALE_UUID_SQL = `
  CREATE FUNCTION pg_temp.scale_uuid(kind text, key text) RETURNS uuid
  LANGUAGE sql IMMUTABLE AS
  $$ SELECT overlay(overlay(md5(kind || ':' || key) placing '4' from 13) placing '8' from 17)::uuid $$`;

/** A reproducible pseudo-random non-negative number for a text key (60 bits of its md5). */
export const SCALE_HASH_SQL = `
  CREATE FUNCTION pg_temp.scale_hash(key text) RETURNS bigint
  LANGUAGE sql IMMUTABLE AS
  $$ SELECT ('x' || substr(md5(key), 1, 15))::bit(60)::bigint $$`;

export const residentEmail = (n: number) => `resident-${n}@scale.example`;
export const vendorEmail = (n: number) => `vendor-${n}@scale.example`;

/** Resident 1 and vendor 1 are the busiest: theirs are the lists that benchmarks and plans read. */
export const BUSIEST = {
  residentEmail: residentEmail(1),
  residentId: scaleUuid('resident', 1),
  vendorEmail: vendorEmail(1),
  vendorId: scaleUuid('vendor', 1),
  /** The busiest resident's first property: in the first zip code, where a dispatch finds its candidates. */
  dispatchPropertyId: scaleUuid('property', '1:1'),
  firstRequestId: scaleUuid('request', 1),
} as const;
