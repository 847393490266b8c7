CREATE TABLE "deleted_saved_prompts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"deleted_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deleted_saved_prompts" ADD CONSTRAINT "deleted_saved_prompts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_saved_prompts_deleted_at_idx" ON "deleted_saved_prompts" USING btree ("deleted_at");