CREATE TABLE "student_bugs" (
	"student_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_bugs_student_id_subject_pk" PRIMARY KEY("student_id","subject")
);
--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "bugs" jsonb;--> statement-breakpoint
ALTER TABLE "student_bugs" ADD CONSTRAINT "student_bugs_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;