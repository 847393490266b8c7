ALTER TABLE "idempotency_keys" ADD COLUMN "claimed_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_prompts_user_idempotency_key_idx" ON "saved_prompts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
-- Claims made before this column existed count from their first request, so those a crash left behind are abandoned already.
UPDATE "idempotency_keys" SET "claimed_at" = "created_at";