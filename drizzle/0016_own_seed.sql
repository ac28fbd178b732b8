CREATE TABLE "own_seed_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variety" text NOT NULL,
	"seed_count" integer NOT NULL,
	"drop_off_date" date NOT NULL,
	"seed_received_count" integer,
	"germination_percent" integer,
	"received_on" date,
	"received_by" text,
	"delivered_count" integer,
	"delivered_on" date,
	"delivered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "own_seed_bookings_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "own_seed_bookings_variety_length" CHECK (length("own_seed_bookings"."variety") between 1 and 80),
	CONSTRAINT "own_seed_bookings_seed_count_range" CHECK ("own_seed_bookings"."seed_count" between 1 and 100000),
	CONSTRAINT "own_seed_bookings_received" CHECK (("own_seed_bookings"."received_on" is null) = ("own_seed_bookings"."seed_received_count" is null) and ("own_seed_bookings"."received_on" is null) = ("own_seed_bookings"."received_by" is null) and ("own_seed_bookings"."received_on" is not null or "own_seed_bookings"."germination_percent" is null)),
	CONSTRAINT "own_seed_bookings_received_range" CHECK (coalesce("own_seed_bookings"."seed_received_count", 0) between 0 and 100000),
	CONSTRAINT "own_seed_bookings_germination_range" CHECK (coalesce("own_seed_bookings"."germination_percent", 0) between 0 and 100),
	CONSTRAINT "own_seed_bookings_delivered" CHECK (("own_seed_bookings"."delivered_on" is null) = ("own_seed_bookings"."delivered_count" is null) and ("own_seed_bookings"."delivered_on" is null) = ("own_seed_bookings"."delivered_by" is null) and ("own_seed_bookings"."delivered_on" is null or "own_seed_bookings"."received_on" is not null)),
	CONSTRAINT "own_seed_bookings_delivered_range" CHECK (coalesce("own_seed_bookings"."delivered_count", 0) between 0 and 100000),
	CONSTRAINT "own_seed_bookings_delivered_after_received" CHECK ("own_seed_bookings"."delivered_on" is null or "own_seed_bookings"."delivered_on" >= "own_seed_bookings"."received_on")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "own_seed_fee_cents" bigint;--> statement-breakpoint
ALTER TABLE "own_seed_bookings" ADD CONSTRAINT "own_seed_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_seed_bookings" ADD CONSTRAINT "own_seed_bookings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "own_seed_bookings_product_idx" ON "own_seed_bookings" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_own_seed_fee_range" CHECK ("products"."own_seed_fee_cents" is null or "products"."own_seed_fee_cents" between 1 and 100000);--> statement-breakpoint
-- Issue 30, the propagation service: one seed product per crop offers raising the farmer's own seed,
-- at its crop's fee per seedling (lib/server/db/seed-data.ts, OWN_SEED_FEE_BY_CROP, where the figures'
-- source is given). Staff change or clear them in the back office.
UPDATE "products" SET "own_seed_fee_cents" = 150
WHERE "slug" IN ('tomato-cal-j', 'capsicum-california-wonder', 'chilli-long-red-cayenne', 'brinjal-black-beauty');--> statement-breakpoint
UPDATE "products" SET "own_seed_fee_cents" = 100
WHERE "slug" IN ('cabbage-copenhagen-market', 'cauliflower-snowball', 'broccoli-calabrese', 'sukuma-wiki-collards', 'kale-thousand-headed', 'spinach-fordhook-giant', 'swiss-chard-rainbow', 'managu-african-nightshade', 'terere-amaranth', 'lettuce-great-lakes', 'dhania-coriander', 'parsley-moss-curled', 'basil-sweet-genovese');--> statement-breakpoint
UPDATE "products" SET "own_seed_fee_cents" = 50
WHERE "slug" IN ('onion-red-creole', 'spring-onion-white-lisbon', 'leek-american-flag');--> statement-breakpoint
UPDATE "products" SET "own_seed_fee_cents" = 300
WHERE "slug" IN ('watermelon-sukari-f1', 'cucumber-ashley', 'butternut-waltham', 'courgette-black-beauty');
