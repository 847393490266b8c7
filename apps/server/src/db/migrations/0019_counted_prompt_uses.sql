CREATE TABLE "counted_prompt_uses" (
	"user_id" text NOT NULL,
	"prompt_id" uuid NOT NULL,
	"event" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "counted_prompt_uses_prompt_id_event_user_id_day_pk" PRIMARY KEY("prompt_id","event","user_id","day")
);
--> statement-breakpoint
ALTER TABLE "counted_prompt_uses" ADD CONSTRAINT "counted_prompt_uses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A prompt's public copy and save counts move at most once per member, prompt, kind and UTC day:
-- the insert into counted_prompt_uses decides it in one statement, so simultaneous events from one
-- member count once too. The member's own usage history keeps every event.
CREATE OR REPLACE FUNCTION count_prompt_usage() RETURNS trigger
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
  INSERT INTO counted_prompt_uses (user_id, prompt_id, event, day)
  VALUES (NEW.user_id, target, NEW.event, (NEW.created_at AT TIME ZONE 'utc')::date)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN NEW;
  END IF;
  IF NEW.source = 'library' THEN
    UPDATE library_prompts SET copy_count = copy_count + copies, save_count = save_count + saves WHERE id = target;
  ELSE
    UPDATE community_prompts SET copy_count = copy_count + copies, save_count = save_count + saves WHERE id = target;
  END IF;
  RETURN NEW;
END;
$$;
