CREATE TABLE "email_change_undos" (
	"parent_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"old_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "email_change_undos" ADD CONSTRAINT "email_change_undos_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_undos_token_unique" ON "email_change_undos" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_change_undos_expires_idx" ON "email_change_undos" USING btree ("expires_at");