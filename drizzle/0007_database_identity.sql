CREATE TABLE "database_identity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The database names itself once, when it is made; nothing ever changes this row.
INSERT INTO "database_identity" DEFAULT VALUES;
