CREATE TABLE "phone_link_repairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"phone" text,
	"code_phone" text,
	"confirmed_at" timestamp with time zone,
	"repaired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_confirmed_phone_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ussd_purchase_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ussd_phone" text;--> statement-breakpoint
ALTER TABLE "ussd_sessions" ADD COLUMN "unpaid_order_id" uuid;--> statement-breakpoint
ALTER TABLE "phone_link_repairs" ADD CONSTRAINT "phone_link_repairs_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Repair (issue 25): a phone stays confirmed only where it is the number the confirmed code was sent to
-- (the outbox keeps each code's SMS under "phone-code:<uid>:<ms>"; the last one sent before the
-- confirmation is the one confirmed). Every other confirmation is dropped and listed for staff.
INSERT INTO "phone_link_repairs" ("uid", "phone", "code_phone", "confirmed_at")
SELECT "u"."uid", "u"."phone", "sent"."phone", "u"."phone_confirmed_at"
FROM "users" "u"
LEFT JOIN LATERAL (
	SELECT "o"."phone" FROM "sms_outbox" "o"
	WHERE starts_with("o"."idempotency_key", 'phone-code:' || "u"."uid" || ':')
		AND "o"."created_at" <= "u"."phone_confirmed_at" + interval '5 seconds'
	ORDER BY "o"."created_at" DESC
	LIMIT 1
) "sent" ON true
WHERE "u"."phone_confirmed_at" IS NOT NULL AND "u"."phone" IS DISTINCT FROM "sent"."phone";--> statement-breakpoint
UPDATE "users" SET "ussd_phone" = "phone"
WHERE "phone_confirmed_at" IS NOT NULL AND "uid" NOT IN (SELECT "uid" FROM "phone_link_repairs");--> statement-breakpoint
UPDATE "users" SET "phone_confirmed_at" = NULL WHERE "phone_confirmed_at" IS NOT NULL AND "ussd_phone" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_ussd_purchase" ON "orders" USING btree ("ussd_purchase_key") WHERE "orders"."ussd_purchase_key" is not null and "orders"."status" = 'pending' and "orders"."payment_status" in ('pending', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "users_ussd_phone_idx" ON "users" USING btree ("ussd_phone") WHERE "users"."ussd_phone" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_valid" CHECK ("orders"."channel" in ('web', 'ussd'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_ussd_phone_is_profile_phone" CHECK ("users"."ussd_phone" is null or "users"."ussd_phone" = "users"."phone");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_ussd_phone_confirmed" CHECK (("users"."ussd_phone" is null) = ("users"."phone_confirmed_at" is null));