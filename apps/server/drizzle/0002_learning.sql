CREATE TABLE "error_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"level" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"local_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_sets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"student_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"level" integer NOT NULL,
	"questions" integer NOT NULL,
	"errors" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"local_date" text NOT NULL,
	"created_date" text NOT NULL,
	"offered_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chosen_action" text
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_sets" ADD CONSTRAINT "student_sets_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_reports_student_date_idx" ON "error_reports" USING btree ("student_id","local_date");--> statement-breakpoint
CREATE INDEX "student_sets_student_subject_created_idx" ON "student_sets" USING btree ("student_id","subject","created_at");