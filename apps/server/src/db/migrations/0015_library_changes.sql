-- Every server instance keeps library searches, categories and tags in memory
-- (features/library/library-cache.ts). Any change to the published library (an admin's edit, an
-- import, a copy count) announces itself once per statement on "library_changes" when it commits;
-- a member's favourites announce the member's id, since only their own answers show them.
CREATE FUNCTION notify_library_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('library_changes', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION notify_library_favorite_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('library_changes', COALESCE(NEW.user_id, OLD.user_id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER library_prompts_change
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON library_prompts
FOR EACH STATEMENT EXECUTE FUNCTION notify_library_change();
--> statement-breakpoint
CREATE TRIGGER library_categories_change
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON library_categories
FOR EACH STATEMENT EXECUTE FUNCTION notify_library_change();
--> statement-breakpoint
CREATE TRIGGER library_favorites_change
AFTER INSERT OR UPDATE OR DELETE ON library_favorites
FOR EACH ROW EXECUTE FUNCTION notify_library_favorite_change();
