ALTER TABLE "categories" ADD COLUMN "name_sw" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_sw" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "hours_sw" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_valid" CHECK ("users"."locale" in ('en', 'sw'));