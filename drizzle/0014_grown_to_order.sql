CREATE TABLE "sowing_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"trays" integer NOT NULL,
	"seedlings_sown" integer NOT NULL,
	"expected_seedlings" integer NOT NULL,
	"sown_on" date NOT NULL,
	"expected_ready_on" date NOT NULL,
	"status" text DEFAULT 'growing' NOT NULL,
	"closed_on" date,
	"stock_added" integer,
	"note" text DEFAULT '' NOT NULL,
	"failure_note" text,
	"sown_by" text NOT NULL,
	"closed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sowing_batches_status_valid" CHECK ("sowing_batches"."status" in ('growing', 'ready', 'failed')),
	CONSTRAINT "sowing_batches_trays_range" CHECK ("sowing_batches"."trays" between 1 and 1000),
	CONSTRAINT "sowing_batches_seedlings_range" CHECK ("sowing_batches"."seedlings_sown" between 1 and 1000000),
	CONSTRAINT "sowing_batches_expected_range" CHECK ("sowing_batches"."expected_seedlings" between 0 and "sowing_batches"."seedlings_sown"),
	CONSTRAINT "sowing_batches_ready_after_sown" CHECK ("sowing_batches"."expected_ready_on" >= "sowing_batches"."sown_on"),
	CONSTRAINT "sowing_batches_closed" CHECK (("sowing_batches"."status" = 'growing') = ("sowing_batches"."closed_on" is null and "sowing_batches"."closed_by" is null)),
	CONSTRAINT "sowing_batches_closed_after_sown" CHECK ("sowing_batches"."closed_on" is null or "sowing_batches"."closed_on" >= "sowing_batches"."sown_on"),
	CONSTRAINT "sowing_batches_stock_added" CHECK (("sowing_batches"."status" = 'ready') = ("sowing_batches"."stock_added" is not null) and coalesce("sowing_batches"."stock_added", 0) >= 0),
	CONSTRAINT "sowing_batches_failure_note" CHECK (("sowing_batches"."status" = 'failed') = ("sowing_batches"."failure_note" is not null) and length(coalesce("sowing_batches"."failure_note", 'x')) between 1 and 500),
	CONSTRAINT "sowing_batches_note_length" CHECK (length("sowing_batches"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "raising_days_min" integer DEFAULT 28 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "raising_days_max" integer DEFAULT 42 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "loss_percent" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sellable_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sowing_tray_cells" integer DEFAULT 128 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "sowing_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "sowing_batches" ADD CONSTRAINT "sowing_batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sowing_batches_status_ready_idx" ON "sowing_batches" USING btree ("status","expected_ready_on");--> statement-breakpoint
CREATE INDEX "sowing_batches_product_idx" ON "sowing_batches" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "sowing_batches_sown_idx" ON "sowing_batches" USING btree ("sown_on");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_sowing_batch_id_sowing_batches_id_fk" FOREIGN KEY ("sowing_batch_id") REFERENCES "public"."sowing_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_sowing_batch_once" ON "stock_movements" USING btree ("sowing_batch_id") WHERE "stock_movements"."sowing_batch_id" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_raising_days_range" CHECK ("products"."raising_days_min" between 7 and 180 and "products"."raising_days_max" between 7 and 180 and "products"."raising_days_min" <= "products"."raising_days_max");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_loss_percent_range" CHECK ("products"."loss_percent" between 0 and 90);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sellable_days_range" CHECK ("products"."sellable_days" between 1 and 60);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sowing_tray_cells_range" CHECK ("products"."sowing_tray_cells" between 1 and 1000);--> statement-breakpoint
-- Issue 30: the seed catalogue's products get their crop's growing figures (lib/server/db/seed-data.ts,
-- GROWING_BY_CROP, where each figure's source is given); any other product keeps the column defaults
-- until staff set its own in the back office.
UPDATE "products" SET "raising_days_min" = 28, "raising_days_max" = 42, "loss_percent" = 15, "sellable_days" = 10, "sowing_tray_cells" = 128
WHERE "slug" IN ('tomato-anna-f1', 'tomato-rambo-f1', 'tomato-kilele-f1', 'tomato-cal-j', 'basil-sweet-genovese');--> statement-breakpoint
UPDATE "products" SET "raising_days_min" = 28, "raising_days_max" = 42, "loss_percent" = 15, "sellable_days" = 10, "sowing_tray_cells" = 50
WHERE "slug" IN ('tomato-anna-f1-tray-50');--> statement-breakpoint
UPDATE "products" SET "raising_days_min" = 42, "raising_days_max" = 56, "loss_percent" = 20, "sellable_days" = 14, "sowing_tray_cells" = 128
WHERE "slug" IN ('capsicum-california-wonder', 'capsicum-yolo-wonder', 'chilli-long-red-cayenne', 'brinjal-black-beauty');--> statement-breakpoint
UPDATE "products" SET "raising_days_min" = 28, "raising_days_max" = 42, "loss_percent" = 10, "sellable_days" = 14, "sowing_tray_cells" = 128
WHERE "slug" IN ('sukuma-wiki-collards', 'kale-thousand-headed');--> statement-breakpoint
UPDATE "products" SET "raising_days_min" = 28, "raising_days_max" = 42, "loss_percent" = 10, "sellable_days" = 14, "sowing_tray_cells" = 100
WHERE "slug" IN ('sukuma-wiki-collards-tray-100');--> statement-breakpoint
UPDATE "products" SET "raising_days_min" = 28, "raising_days_max" = 42, "loss_percent" = 15, "sellable_days" = 14, "sowing_tray_cells" = 128
WHERE "slug" IN ('spinach-fordhook-giant', 'swiss-chard-rainbow');--> statement-breakpoint
UPDATE "products" SET "raising_days_min" = 28, "raising_days_max" = 42, "loss_percent" = 15, "sellable_days" = 14, "sowing_tray_cells" = 100
WHERE "slug" IN ('spinach-fordhook-giant-tray-100');--> statement-breakpoint
UPDATE "products" SET "raising_days_min" = 21, "raising_days_max" = 35, "loss_percent" = 25, "sellable_days" = 10, "sowing_tray_cells" = 128
WHERE "slug" IN ('managu-african-nightshade');--> statement-breakpoint
UPDATE "products" SET "raising_days_min" = 14, "raising_days_max" = 28, "loss_percent" = 25, "sellable_days" = 7, "sowing_tray_cells" = 128
WHERE "slug" IN ('terere-amaranth');--> statement-breakpoint
UPDATE "products" SET "raising_days_min" = 21, "raising_days_max" = 35, "loss_percent" = 20, "sellable_days" = 7, "sowing_tray_cells" = 128
WHERE "slug" IN ('lettuce-great-lakes');--> statement-breakpoint
UPDATE "products" SET "raising_days_min" = 28, "raising_days_max" = 42, "loss_percent" = 10, "sellable_days" = 10, "sowing_tray_cells" = 128
WHERE "slug" IN ('cabbage-gloria-f1', 'cabbage-copenhagen-market', 'cauliflower-snowball', 'broccoli-calabrese');--> statement-breakpoint
UPDATE "products" SET "raising_days_min" = 28, "raising_days_max" = 42, "loss_percent" = 10, "sellable_days" = 10, "sowing_tray_cells" = 100
WHERE "slug" IN ('cabbage-gloria-f1-tray-100');--> statement-breakpoint
UPDATE "products" SET "raising_days_min" = 42, "raising_days_max" = 56, "loss_percent" = 25, "sellable_days" = 21, "sowing_tray_cells" = 200
WHERE "slug" IN ('onion-red-creole', 'onion-red-creole-tray-200', 'onion-red-bombay', 'spring-onion-white-lisbon');--> statement-breakpoint
UPDATE "products" SET "raising_days_min" = 56, "raising_days_max" = 84, "loss_percent" = 25, "sellable_days" = 21, "sowing_tray_cells" = 200
WHERE "slug" IN ('leek-american-flag');--> statement-breakpoint
UPDATE "products" SET "raising_days_min" = 21, "raising_days_max" = 35, "loss_percent" = 25, "sellable_days" = 7, "sowing_tray_cells" = 128
WHERE "slug" IN ('dhania-coriander');--> statement-breakpoint
UPDATE "products" SET "raising_days_min" = 42, "raising_days_max" = 56, "loss_percent" = 30, "sellable_days" = 14, "sowing_tray_cells" = 128
WHERE "slug" IN ('parsley-moss-curled');--> statement-breakpoint
UPDATE "products" SET "raising_days_min" = 14, "raising_days_max" = 21, "loss_percent" = 10, "sellable_days" = 5, "sowing_tray_cells" = 50
WHERE "slug" IN ('watermelon-sukari-f1', 'watermelon-sukari-f1-tray-50', 'cucumber-ashley', 'butternut-waltham', 'courgette-black-beauty');
