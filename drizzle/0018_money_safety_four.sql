CREATE TABLE "money_intents" (
	"key" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"attempt_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "money_intents_kind_valid" CHECK ("money_intents"."kind" in ('order', 'topup', 'payment'))
);
--> statement-breakpoint
CREATE TABLE "sms_consent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"consented" boolean NOT NULL,
	"source" text NOT NULL,
	"actor_uid" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_consent_events_source_valid" CHECK ("sms_consent_events"."source" in ('sms_keyword', 'ussd', 'web_profile', 'migrated'))
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" DROP CONSTRAINT "sms_outbox_status_valid";--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "part" text;--> statement-breakpoint
ALTER TABLE "money_intents" ADD CONSTRAINT "money_intents_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_intents" ADD CONSTRAINT "money_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_intents" ADD CONSTRAINT "money_intents_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_intents_order_idx" ON "money_intents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "money_intents_expires_idx" ON "money_intents" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sms_consent_events_phone_idx" ON "sms_consent_events" USING btree ("phone","id");--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_part_valid" CHECK ("payment_attempts"."part" is null or "payment_attempts"."part" in ('full', 'deposit', 'balance'));--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_status_valid" CHECK ("sms_outbox"."status" in ('pending', 'sending', 'sent', 'failed', 'unknown'));--> statement-breakpoint
-- A number that had texted STOP (or turned SMS off on USSD) keeps that as its own word (issue 35).
INSERT INTO "sms_consent_events" ("phone", "consented", "source", "actor_uid")
SELECT "phone", false, 'migrated', "uid" FROM "users"
WHERE "sms_updates" = false AND "phone" IS NOT NULL AND ("uid" = 'phone:' || "phone" OR "ussd_phone" = "phone");
