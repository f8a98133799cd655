CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "local_portal_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer" text NOT NULL,
	"return_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"parent_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"request_key" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_summaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"week" text NOT NULL,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "customer" text;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "subscription_status" text;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "plan" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_summaries" ADD CONSTRAINT "weekly_summaries_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_summaries" ADD CONSTRAINT "weekly_summaries_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_parent_created_idx" ON "contact_messages" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_job_period_unique" ON "job_runs" USING btree ("job","period");--> statement-breakpoint
CREATE INDEX "local_portal_sessions_expires_idx" ON "local_portal_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_request_key_unique" ON "payment_sessions" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "payment_sessions_parent_idx" ON "payment_sessions" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_summaries_student_week_unique" ON "weekly_summaries" USING btree ("student_id","week");--> statement-breakpoint
CREATE UNIQUE INDEX "parents_customer_unique" ON "parents" USING btree ("customer");