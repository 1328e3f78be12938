-- Every process keeps the sessions it has checked in memory (decision 030) and forgets one when
-- it hears that it changed. The database itself tells of each change, whatever made it (a
-- sign-out, a block, a statement typed by an operator), on the live events' channel.
CREATE FUNCTION "announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('homekeep_notifications', 'session-ended:' || OLD."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_change"
AFTER UPDATE OR DELETE ON "sessions"
FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();
--> statement-breakpoint
CREATE FUNCTION "announce_account_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('homekeep_notifications', 'account-changed:' || OLD."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_announce_access_change"
AFTER UPDATE OF "blocked_at", "role" OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "announce_account_change"();
