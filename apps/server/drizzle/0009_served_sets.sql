CREATE TABLE "served_sets" (
	"token_hash" text NOT NULL,
	"student_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"local_date" text NOT NULL,
	"round" integer NOT NULL,
	"level" integer NOT NULL,
	CONSTRAINT "served_sets_token_hash_subject_pk" PRIMARY KEY("token_hash","subject")
);
--> statement-breakpoint
ALTER TABLE "served_sets" ADD CONSTRAINT "served_sets_token_hash_sessions_token_hash_fk" FOREIGN KEY ("token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "served_sets" ADD CONSTRAINT "served_sets_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "served_sets_student_subject_idx" ON "served_sets" USING btree ("student_id","subject");