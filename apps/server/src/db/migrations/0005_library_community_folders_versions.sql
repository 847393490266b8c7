CREATE TABLE "prompt_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prompt_folders_unique_name" UNIQUE NULLS NOT DISTINCT("user_id","parent_id","name")
);
--> statement-breakpoint
CREATE TABLE "saved_prompt_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prompt_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"raw_text" text NOT NULL,
	"perfected_text" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_prompt_versions_number" UNIQUE("prompt_id","version")
);
--> statement-breakpoint
CREATE TABLE "library_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_favorites" (
	"user_id" text NOT NULL,
	"prompt_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_favorites_user_id_prompt_id_pk" PRIMARY KEY("user_id","prompt_id")
);
--> statement-breakpoint
CREATE TABLE "library_prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"models" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"example_image_key" text,
	"copy_count" integer DEFAULT 0 NOT NULL,
	"save_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', immutable_array_to_text(tags)), 'B') || setweight(to_tsvector('english', description || ' ' || body), 'C')) STORED NOT NULL,
	"search_head" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', immutable_array_to_text(tags)), 'B')) STORED NOT NULL,
	CONSTRAINT "library_prompts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "community_prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_at" timestamp (3) with time zone,
	"reviewed_by" text,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"copy_count" integer DEFAULT 0 NOT NULL,
	"save_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', immutable_array_to_text(tags)), 'B') || setweight(to_tsvector('english', body), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prompt_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"resolved_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_reports_one_per_member" UNIQUE("prompt_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_votes" (
	"prompt_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_votes_prompt_id_user_id_pk" PRIMARY KEY("prompt_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD COLUMN "folder_id" uuid;--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD COLUMN "origin_id" uuid;--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', immutable_array_to_text(tags)), 'B') || setweight(to_tsvector('english', perfected_text || ' ' || raw_text), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "prompt_folders" ADD CONSTRAINT "prompt_folders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_folders" ADD CONSTRAINT "prompt_folders_parent_id_prompt_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."prompt_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_prompt_versions" ADD CONSTRAINT "saved_prompt_versions_prompt_id_saved_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."saved_prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_favorites" ADD CONSTRAINT "library_favorites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_favorites" ADD CONSTRAINT "library_favorites_prompt_id_library_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."library_prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_prompts" ADD CONSTRAINT "library_prompts_category_library_categories_slug_fk" FOREIGN KEY ("category") REFERENCES "public"."library_categories"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "community_prompts" ADD CONSTRAINT "community_prompts_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_prompts" ADD CONSTRAINT "community_prompts_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_prompt_id_community_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."community_prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_votes" ADD CONSTRAINT "community_votes_prompt_id_community_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."community_prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_votes" ADD CONSTRAINT "community_votes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_prompts_search_idx" ON "library_prompts" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "library_prompts_search_head_idx" ON "library_prompts" USING gin ("search_head") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "library_prompts_tags_idx" ON "library_prompts" USING gin ("tags") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "library_prompts_category_idx" ON "library_prompts" USING btree ("category");--> statement-breakpoint
CREATE INDEX "library_prompts_published_featured_idx" ON "library_prompts" USING btree ("featured","copy_count","id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "library_prompts_published_copied_idx" ON "library_prompts" USING btree ("copy_count","id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "library_prompts_published_newest_idx" ON "library_prompts" USING btree ("created_at","id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "community_prompts_search_idx" ON "community_prompts" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "community_prompts_status_created_idx" ON "community_prompts" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "community_prompts_author_idx" ON "community_prompts" USING btree ("author_id","created_at");--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD CONSTRAINT "saved_prompts_folder_id_prompt_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."prompt_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_prompts_user_created_idx" ON "saved_prompts" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "saved_prompts_search_idx" ON "saved_prompts" USING gin ("search") WITH (fastupdate=false);