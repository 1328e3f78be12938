-- Every process keeps the sessions it has checked in memory (decision 030) and forgets one when
-- it hears that it changed. The database itself tells of each change, whatever made it (a
-- sign-out, a block, a statement typed by an operator), on the live events' channel.
CREATE OR REPLACE FUNCTION "announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('homekeep_notifications', 'session-ended:' || OLD."id");
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION "announce_account_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('homekeep_notifications', 'account-changed:' || OLD."id");
  RETURN NULL;
END
$$;

-- A truncate ends every session at once: every process forgets all it remembers, and every live
-- stream ends. Sent once per transaction however many tables it truncated.
CREATE OR REPLACE FUNCTION "announce_sessions_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('homekeep_notifications', 'sessions-emptied');
  RETURN NULL;
END
$$;

-- A session's use (`last_seen_at`, written every few minutes) changes nothing anyone remembers:
-- only the columns that decide whether it is live are announced.
DROP TRIGGER IF EXISTS "sessions_announce_change" ON "sessions";
CREATE TRIGGER "sessions_announce_change"
AFTER UPDATE OF "revoked_at", "expires_at", "user_id" OR DELETE ON "sessions"
FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();

DROP TRIGGER IF EXISTS "users_announce_access_change" ON "users";
CREATE TRIGGER "users_announce_access_change"
AFTER UPDATE OF "blocked_at", "role" OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "announce_account_change"();

DROP TRIGGER IF EXISTS "sessions_announce_emptied" ON "sessions";
CREATE TRIGGER "sessions_announce_emptied"
AFTER TRUNCATE ON "sessions"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_sessions_emptied"();

DROP TRIGGER IF EXISTS "users_announce_emptied" ON "users";
CREATE TRIGGER "users_announce_emptied"
AFTER TRUNCATE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_sessions_emptied"();
