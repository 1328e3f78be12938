-- Written by `npm run db:sql -w @homekeep/api` from the files of apps/api/src/db/sql/ that
-- changed (decision 044): edit those files and run it again, never this migration.
-- src/db/sql/session-notices.sql sha256:52799daaff3d4a34db47415327acb4ccb4f1412ac15cb5bdee8670406bd7a1a3
-- Every process keeps the sessions it has checked in memory (decision 030) and forgets one when
-- it hears that it changed. The database itself tells of each change, whatever made it (a
-- sign-out, a block, a statement typed by an operator), on the live events' channel.
CREATE OR REPLACE FUNCTION "announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('homekeep_notifications', 'session-ended:' || OLD."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "announce_account_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('homekeep_notifications', 'account-changed:' || OLD."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A truncate ends every session at once: every process forgets all it remembers, and every live
-- stream ends. Sent once per transaction however many tables it truncated.
CREATE OR REPLACE FUNCTION "announce_sessions_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('homekeep_notifications', 'sessions-emptied');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A session's use (`last_seen_at`, written every few minutes) changes nothing anyone remembers:
-- only the columns that decide whether it is live are announced.
DROP TRIGGER IF EXISTS "sessions_announce_change" ON "sessions";
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_change"
AFTER UPDATE OF "revoked_at", "expires_at", "user_id" OR DELETE ON "sessions"
FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_announce_access_change" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_announce_access_change"
AFTER UPDATE OF "blocked_at", "role" OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "announce_account_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "sessions_announce_emptied" ON "sessions";
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_emptied"
AFTER TRUNCATE ON "sessions"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_sessions_emptied"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_announce_emptied" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_announce_emptied"
AFTER TRUNCATE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_sessions_emptied"();
