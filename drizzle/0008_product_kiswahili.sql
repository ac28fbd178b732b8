ALTER TABLE "products" ADD COLUMN "description_sw" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spacing_sw" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tips_sw" jsonb DEFAULT '[]'::jsonb NOT NULL;