-- Served levels are kept only while a set is worked: start over with one row per student.
DELETE FROM "served_sets";--> statement-breakpoint
ALTER TABLE "served_sets" DROP CONSTRAINT "served_sets_token_hash_sessions_token_hash_fk";
--> statement-breakpoint
DROP INDEX "served_sets_student_subject_idx";--> statement-breakpoint
ALTER TABLE "served_sets" DROP CONSTRAINT "served_sets_token_hash_subject_pk";--> statement-breakpoint
ALTER TABLE "served_sets" ADD CONSTRAINT "served_sets_student_id_subject_pk" PRIMARY KEY("student_id","subject");--> statement-breakpoint
ALTER TABLE "served_sets" DROP COLUMN "token_hash";