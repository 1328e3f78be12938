-- The marks of the services list's pages by number (`service_page_marks`, decision 039): every
-- 200th listed service of each scope ('' every kind, or one kind), with how many of the scope's
-- services are ahead of it.

-- How far apart the marks are kept: a block (from a mark to the next) holds from a quarter of this
-- to twice this many listed services, so a page by number skips fewer than twice this many.
CREATE OR REPLACE FUNCTION "service_page_mark_spacing"() RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 200 $$;

-- The services a scope lists ('' every kind, or one kind), in name order from a key on, at most
-- `most` of them (all when null); each scope's statement reads its own partial index.
CREATE OR REPLACE FUNCTION "service_page_listed"("which" text, "from_name" text, "from_id" uuid, "most" integer)
RETURNS TABLE ("name" text, "id" uuid) LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF "which" = '' THEN
    RETURN QUERY SELECT s."name", s."id" FROM "services" s
      WHERE s."active" AND (s."name", s."id") >= ("from_name", "from_id")
      ORDER BY s."name", s."id" LIMIT "most";
  ELSE
    RETURN QUERY SELECT s."name", s."id" FROM "services" s
      WHERE s."active" AND s."kind" = "which" AND (s."name", s."id") >= ("from_name", "from_id")
      ORDER BY s."name", s."id" LIMIT "most";
  END IF;
END
$$;

-- A scope's marks made anew from its services: after a statement that changed many of them.
CREATE OR REPLACE FUNCTION "service_page_marks_rebuild"("which" text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "service_page_marks" WHERE "scope" = "which";
  INSERT INTO "service_page_marks" ("scope", "name", "id", "ahead")
  SELECT "which", listed."name", listed."id", listed."n" - 1
  FROM (
    SELECT l."name", l."id", l."n"
    FROM "service_page_listed"("which", '', '00000000-0000-0000-0000-000000000000', NULL)
      WITH ORDINALITY AS l("name", "id", "n")
  ) AS listed
  WHERE listed."n" > 1 AND (listed."n" - 1) % "service_page_mark_spacing"() = 0;
$$;

-- Keeps the block that holds a changed key within its bounds: a block grown past twice the
-- spacing gets a mark after its first `spacing` services; one shrunk under a quarter of it loses
-- its own mark and joins the block before. Neither moves any other mark's count.
CREATE OR REPLACE FUNCTION "service_page_marks_fit"("which" text, "key_name" text, "key_id" uuid)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "spacing" integer := "service_page_mark_spacing"();
  "start" record;
  "next" record;
  "held" integer;
  "split" record;
BEGIN
  SELECT m."name", m."id", m."ahead", true AS "marked" INTO "start" FROM "service_page_marks" m
    WHERE m."scope" = "which" AND (m."name", m."id") <= ("key_name", "key_id")
    ORDER BY m."name" DESC, m."id" DESC LIMIT 1;
  IF NOT FOUND THEN
    SELECT '' AS "name", '00000000-0000-0000-0000-000000000000'::uuid AS "id", 0 AS "ahead",
      false AS "marked" INTO "start";
  END IF;
  SELECT m."name", m."id" INTO "next" FROM "service_page_marks" m
    WHERE m."scope" = "which" AND (m."name", m."id") > ("key_name", "key_id")
    ORDER BY m."name", m."id" LIMIT 1;
  SELECT count(*) INTO "held"
    FROM "service_page_listed"("which", "start"."name", "start"."id", 2 * "spacing" + 1) l
    WHERE "next"."name" IS NULL OR (l."name", l."id") < ("next"."name", "next"."id");
  IF "held" > 2 * "spacing" THEN
    SELECT l."name", l."id" INTO "split"
      FROM "service_page_listed"("which", "start"."name", "start"."id", "spacing" + 1) l
      OFFSET "spacing";
    INSERT INTO "service_page_marks" ("scope", "name", "id", "ahead")
    VALUES ("which", "split"."name", "split"."id", "start"."ahead" + "spacing");
  ELSIF "held" < "spacing" / 4 AND "start"."marked" THEN
    DELETE FROM "service_page_marks"
      WHERE "scope" = "which" AND ("name", "id") = ("start"."name", "start"."id");
  END IF;
END
$$;

-- Every scope a page is listed in: all kinds (''), and each kind the catalogue counts.
CREATE OR REPLACE FUNCTION "service_page_scopes"() RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT '' UNION ALL SELECT "kind" FROM "service_counts"
$$;

-- A statement's listed and unlisted services (`moved`) in each scope they count in.
CREATE OR REPLACE FUNCTION "service_page_changes"("moved" jsonb)
RETURNS TABLE ("scope" text, "name" text, "id" uuid, "delta" integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT s."scope", c."name", c."id", c."delta"
  FROM jsonb_to_recordset("moved") AS c("name" text, "id" uuid, "kind" text, "delta" integer)
  CROSS JOIN LATERAL (VALUES (''), (c."kind")) AS s("scope")
$$;

-- Once per statement over the services it listed or stopped listing (added, removed, made
-- active or not, renamed, moved to another kind), in each scope they are listed in: a few move
-- the counts of the marks after them and refit their blocks; many make the scopes' marks anew.
-- One statement at a time keeps the marks (the lock), each reading what those before it wrote.
CREATE OR REPLACE FUNCTION "service_page_marks_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "moved" jsonb;
  "change" record;
BEGIN
  LOCK TABLE "service_page_marks" IN SHARE ROW EXCLUSIVE MODE;
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('name', a."name", 'id', a."id", 'kind', a."kind", 'delta', 1))
      INTO "moved" FROM (SELECT * FROM "after" WHERE "active" LIMIT 26) a;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('name', b."name", 'id', b."id", 'kind', b."kind", 'delta', -1))
      INTO "moved" FROM (SELECT * FROM "before" WHERE "active" LIMIT 26) b;
  ELSE
    SELECT jsonb_agg(c) INTO "moved" FROM (
      (SELECT a."name", a."id", a."kind", 1 AS "delta" FROM "after" a WHERE a."active"
       EXCEPT ALL SELECT b."name", b."id", b."kind", 1 FROM "before" b WHERE b."active"
       LIMIT 26)
      UNION ALL
      (SELECT b."name", b."id", b."kind", -1 FROM "before" b WHERE b."active"
       EXCEPT ALL SELECT a."name", a."id", a."kind", -1 FROM "after" a WHERE a."active"
       LIMIT 26)
    ) c;
  END IF;
  IF "moved" IS NULL THEN
    RETURN NULL;
  END IF;
  IF jsonb_array_length("moved") > 25 THEN
    PERFORM "service_page_marks_rebuild"("scope") FROM "service_page_scopes"() AS "scope";
    RETURN NULL;
  END IF;
  -- Every count first, then the blocks: a block split reads the counts of the statement's end.
  FOR "change" IN SELECT * FROM "service_page_changes"("moved") LOOP
    UPDATE "service_page_marks" SET "ahead" = "ahead" + "change"."delta"
      WHERE "scope" = "change"."scope" AND ("name", "id") > ("change"."name", "change"."id");
  END LOOP;
  FOR "change" IN SELECT * FROM "service_page_changes"("moved") LOOP
    PERFORM "service_page_marks_fit"("change"."scope", "change"."name", "change"."id");
  END LOOP;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS "service_page_marks_add" ON "services";
CREATE TRIGGER "service_page_marks_add"
AFTER INSERT ON "services" REFERENCING NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "service_page_marks_move"();

DROP TRIGGER IF EXISTS "service_page_marks_change" ON "services";
CREATE TRIGGER "service_page_marks_change"
AFTER UPDATE ON "services" REFERENCING OLD TABLE AS "before" NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "service_page_marks_move"();

DROP TRIGGER IF EXISTS "service_page_marks_remove" ON "services";
CREATE TRIGGER "service_page_marks_remove"
AFTER DELETE ON "services" REFERENCING OLD TABLE AS "before"
FOR EACH STATEMENT EXECUTE FUNCTION "service_page_marks_move"();

CREATE OR REPLACE FUNCTION "service_page_marks_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "service_page_marks";
  RETURN NULL;
END
$$;

-- A truncate of the services leaves no service to mark.
DROP TRIGGER IF EXISTS "service_page_marks_empty" ON "services";
CREATE TRIGGER "service_page_marks_empty"
AFTER TRUNCATE ON "services"
FOR EACH STATEMENT EXECUTE FUNCTION "service_page_marks_empty"();
