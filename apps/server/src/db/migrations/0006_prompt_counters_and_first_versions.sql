-- Copy and save counts of library and community prompts follow the usage events that credit the
-- member's time, so every way of copying or saving counts the same and nothing double-counts.
CREATE FUNCTION count_prompt_usage() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
  copies int := (NEW.event = 'prompt_copied')::int;
  saves int := (NEW.event = 'prompt_saved')::int;
BEGIN
  -- prompt_id is free text from the client: anything but a uuid counts for nothing.
  IF NEW.prompt_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
    RETURN NEW;
  END IF;
  target := NEW.prompt_id::uuid;
  IF NEW.source = 'library' THEN
    UPDATE library_prompts SET copy_count = copy_count + copies, save_count = save_count + saves WHERE id = target;
  ELSE
    UPDATE community_prompts SET copy_count = copy_count + copies, save_count = save_count + saves WHERE id = target;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER usage_event_prompt_counts
AFTER INSERT ON usage_events
FOR EACH ROW
WHEN (NEW.event IN ('prompt_copied', 'prompt_saved') AND NEW.source IN ('library', 'community') AND NEW.prompt_id IS NOT NULL)
EXECUTE FUNCTION count_prompt_usage();
--> statement-breakpoint
-- Prompts saved before versions existed start their history with what they hold now.
INSERT INTO saved_prompt_versions (prompt_id, version, title, raw_text, perfected_text, created_at)
SELECT id, 1, title, raw_text, perfected_text, updated_at FROM saved_prompts;
