CREATE TABLE "callback_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"locale" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" text,
	CONSTRAINT "callback_requests_locale_valid" CHECK ("callback_requests"."locale" in ('en', 'sw'))
);
--> statement-breakpoint
CREATE TABLE "inbound_sms" (
	"at_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"to_code" text NOT NULL,
	"text" text NOT NULL,
	"link_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ussd_locale" text;--> statement-breakpoint
CREATE UNIQUE INDEX "callback_requests_one_open_idx" ON "callback_requests" USING btree ("phone") WHERE "callback_requests"."done_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_ussd_locale_valid" CHECK ("users"."ussd_locale" in ('en', 'sw'));--> statement-breakpoint
-- Issue 28: a phone joined to a web account before this keeps the language it chose on USSD (its own
-- profile's), so the next dial does not ask again and the web account's language stays its own.
UPDATE "users" AS "account" SET "ussd_locale" = "phone"."locale"
FROM "users" AS "phone"
WHERE "account"."ussd_phone" IS NOT NULL AND "phone"."uid" = 'phone:' || "account"."ussd_phone" AND "phone"."locale" IS NOT NULL;
