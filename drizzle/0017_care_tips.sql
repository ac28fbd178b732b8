ALTER TABLE "orders" ADD COLUMN "care_tips" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "care_tips" boolean DEFAULT false NOT NULL;