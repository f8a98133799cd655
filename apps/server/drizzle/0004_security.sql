CREATE TABLE "throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"strikes" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_failures" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "sign_in_failures" CASCADE;--> statement-breakpoint
DROP INDEX "email_verifications_parent_idx";--> statement-breakpoint
-- Older codes and links were unsalted SHA-256, several live per parent: void them all (a parent
-- asks for a new e-mail). From here on: one row per parent, hashed with HMAC under the server secret.
DELETE FROM "email_verifications";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_id" uuid;--> statement-breakpoint
CREATE INDEX "throttles_expires_idx" ON "throttles" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_verifications_parent_unique" ON "email_verifications" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sessions_device_idx" ON "sessions" USING btree ("device_id");