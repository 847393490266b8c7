ALTER TABLE "profiles" ADD COLUMN "paid_by_hand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "community_banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "community_ban_reason" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sign_in_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
-- What is known of the past: subscriptions already ended ended at their last change, refunds
-- happened at the profile's last change, and open sessions are the sign-ins on record.
UPDATE "subscriptions" SET "ended_at" = "updated_at" WHERE "status" NOT IN ('active', 'trialing', 'past_due');--> statement-breakpoint
UPDATE "profiles" SET "refunded_at" = "updated_at" WHERE "refunded";--> statement-breakpoint
UPDATE "profiles" SET
  "sign_in_count" = sessions.count,
  "last_sign_in_at" = sessions.last
FROM (SELECT "user_id", count(*)::int AS count, max("created_at") AS last FROM "session" GROUP BY "user_id") AS sessions
WHERE sessions."user_id" = "profiles"."id";
