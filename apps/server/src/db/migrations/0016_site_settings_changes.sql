-- Every server instance keeps site settings (theme, features hero, ...) in memory
-- (lib/site-settings-cache.ts). A change announces the setting's key on "site_settings_changes"
-- when it commits, so every instance reads it again; emptying the table announces "" (all).
CREATE FUNCTION notify_site_setting_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('site_settings_changes', '');
  ELSE
    PERFORM pg_notify('site_settings_changes', COALESCE(NEW.key, OLD.key));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER site_settings_change
AFTER INSERT OR UPDATE OR DELETE ON site_settings
FOR EACH ROW EXECUTE FUNCTION notify_site_setting_change();
--> statement-breakpoint
CREATE TRIGGER site_settings_truncate
AFTER TRUNCATE ON site_settings
FOR EACH STATEMENT EXECUTE FUNCTION notify_site_setting_change();
