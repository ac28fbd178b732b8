CREATE TABLE "users" (
	"uid" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"photo_url" text,
	"phone" text,
	"address" text DEFAULT '' NOT NULL,
	"delivery_county" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"wallet_balance_cents" bigint DEFAULT 0 NOT NULL,
	"referral_points" integer DEFAULT 0 NOT NULL,
	"referral_code" text NOT NULL,
	"referred_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code"),
	CONSTRAINT "users_wallet_nonnegative" CHECK ("users"."wallet_balance_cents" >= 0),
	CONSTRAINT "users_points_nonnegative" CHECK ("users"."referral_points" >= 0),
	CONSTRAINT "users_role_valid" CHECK ("users"."role" in ('customer', 'admin'))
);
--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by");