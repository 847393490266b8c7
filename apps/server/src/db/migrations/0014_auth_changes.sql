-- Every server instance keeps signed-in users' sessions and profiles in memory (auth/auth-cache.ts).
-- Whatever changes or ends them (sign-out, a refund, an admin's change, a deleted account, a
-- password reset, plain SQL) announces the user's id on "auth_changes" when it commits, so every
-- instance forgets what it kept for that user. The trigger's argument names the user id column.
CREATE FUNCTION notify_auth_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changes', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_auth_change
AFTER UPDATE OR DELETE ON "session"
FOR EACH ROW EXECUTE FUNCTION notify_auth_change('user_id');
--> statement-breakpoint
CREATE TRIGGER user_auth_change
AFTER UPDATE OR DELETE ON "user"
FOR EACH ROW EXECUTE FUNCTION notify_auth_change('id');
--> statement-breakpoint
CREATE TRIGGER profile_auth_change
AFTER UPDATE OR DELETE ON profiles
FOR EACH ROW EXECUTE FUNCTION notify_auth_change('id');
