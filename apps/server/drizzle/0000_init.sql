CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"devicetype" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
