CREATE TABLE "points_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_uid" text NOT NULL,
	"points" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"referred_uid" text,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_entries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "points_entries_nonzero" CHECK ("points_entries"."points" <> 0),
	CONSTRAINT "points_entries_kind_valid" CHECK ("points_entries"."kind" in ('referral_reward', 'referral_reversal', 'redemption'))
);
--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_referred_uid_users_uid_fk" FOREIGN KEY ("referred_uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_entries_user_idx" ON "points_entries" USING btree ("user_uid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_one_reward_per_referral" ON "points_entries" USING btree ("referred_uid") WHERE "points_entries"."kind" = 'referral_reward';--> statement-breakpoint
CREATE TRIGGER points_entries_immutable BEFORE UPDATE OR DELETE ON points_entries FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
