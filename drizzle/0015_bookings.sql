ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_valid";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "stock_reserved" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sowing_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "planting_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_plan" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_cents" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "date_moved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_on" date;--> statement-breakpoint
-- Issue 30: what each order has been paid. Before bookings an order was paid all at once.
UPDATE "orders" SET "paid_cents" = "total_cents" WHERE "payment_status" IN ('paid', 'refunded');--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sowing_batch_id_sowing_batches_id_fk" FOREIGN KEY ("sowing_batch_id") REFERENCES "public"."sowing_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_sowing_batch_idx" ON "order_items" USING btree ("sowing_batch_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_booking_plan" CHECK (("orders"."planting_date" is null) = ("orders"."payment_plan" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_booking_deposit" CHECK (("orders"."planting_date" is null) = ("orders"."deposit_cents" is null) and coalesce("orders"."deposit_cents", 1) between 1 and "orders"."total_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_within_total" CHECK ("orders"."paid_cents" >= "orders"."refunded_cents" and "orders"."paid_cents" <= "orders"."total_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_booked_is_part_paid" CHECK ("orders"."status" <> 'booked' or "orders"."payment_status" = 'partly_paid');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('pending', 'booked', 'paid', 'processing', 'dispatched', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_valid" CHECK ("orders"."payment_status" in ('pending', 'partly_paid', 'paid', 'failed', 'refunded'));