-- Written by `npm run db:sql -w @homekeep/api` from the files of apps/api/src/db/sql/ that
-- changed (decision 044): edit those files and run it again, never this migration.
-- src/db/sql/product-now.sql sha256:25f4933cfa829f52afaaa2b2a93d012d4e2ba533ca6b3caee136083b9dd7f42a
-- The product's time as the database writes it: the real time plus the test clock's offset (the
-- one row of `product_clock`, which `databaseClock` keeps in memory for the code). Every default
-- "when" of a row (`created_at`, `updated_at`) and every `set … = product_now()` reads it, so a
-- row written after the test clock moved is dated like the rules that read it (decision 053).
CREATE OR REPLACE FUNCTION "product_now"() RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT now() + make_interval(secs => coalesce(
    (SELECT "offset_seconds" FROM "product_clock" WHERE "id" = 1), 0))
$$;
