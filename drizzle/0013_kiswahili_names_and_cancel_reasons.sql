ALTER TABLE "orders" ADD COLUMN "cancel_code" text;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "name_sw" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "address_sw" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variety_sw" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancel_code_valid" CHECK ("orders"."cancel_code" is null or "orders"."cancel_code" in ('unpaid', 'customer', 'nursery'));--> statement-breakpoint
-- Issue 27: orders cancelled before this keep their English reason text (as the staff's note) and
-- get its code, which every page, SMS and USSD screen words in its own language. Any other text was
-- a note staff typed when they cancelled, so the nursery cancelled it.
UPDATE "orders" SET "cancel_code" = CASE "cancel_reason"
  WHEN 'Not paid in time' THEN 'unpaid'
  WHEN 'Cancelled by you' THEN 'customer'
  ELSE 'nursery' END
WHERE "status" = 'cancelled' AND "cancel_reason" IS NOT NULL AND "cancel_code" IS NULL;--> statement-breakpoint
-- The tray is said by the unit (traySize: "(tray of 50)", "(trei ya miche 50)"), never stored in a name.
UPDATE "products" SET "name" = regexp_replace("name", '\s*\(tray of \d+\)\s*$', '')
WHERE "unit_kind" = 'tray' AND "name" ~ '\(tray of \d+\)\s*$';--> statement-breakpoint
UPDATE "order_items" SET "name" = regexp_replace("name", '\s*\(tray of \d+\)\s*$', '')
WHERE "name" ~ '\(tray of \d+\)\s*$';--> statement-breakpoint
-- The seed's Kiswahili tips the editor corrected (brinjal, Red Bombay onion, tomato blight), only
-- where they still read as the seed wrote them: staff's own words are left alone.
UPDATE "products" SET "tips_sw" = replace("tips_sw"::text, 'Vuna ngozi ikiwa bado inang''aa;', 'Vuna matunda ngozi yake ikiwa bado inang''aa;')::jsonb
WHERE "tips_sw"::text LIKE '%Vuna ngozi ikiwa bado inang''aa;%';--> statement-breakpoint
UPDATE "products" SET "tips_sw" = replace("tips_sw"::text, 'Vuna majani mengi yakishaanguka, kisha kausha vitunguu kivulini.', 'Vuna vitunguu majani mengi yakishalala, kisha uvikaushe kivulini.')::jsonb
WHERE "tips_sw"::text LIKE '%Vuna majani mengi yakishaanguka, kisha kausha vitunguu kivulini.%';--> statement-breakpoint
UPDATE "products" SET "tips_sw" = replace(replace("tips_sw"::text,
  'kuzuia baridi ya mapema na baridi kali (early and late blight).', 'kuzuia madoa ya mapema (early blight) na baridi (late blight).'),
  'kuzuia baridi ya mapema na baridi kali (blight).', 'kuzuia madoa ya mapema (early blight) na baridi (late blight).')::jsonb
WHERE "tips_sw"::text LIKE '%kuzuia baridi ya mapema na baridi kali (%';--> statement-breakpoint
-- The category texts name the nine crops as the catalogue now does.
UPDATE "categories" SET "description_sw" = replace("description_sw", 'saladi na chard za kuvuna', 'spinachi ya Uswisi (chard) na saladi za kuvuna')
WHERE "slug" = 'leafy-greens' AND "description_sw" LIKE '%saladi na chard za kuvuna%';--> statement-breakpoint
UPDATE "categories" SET "description_sw" = replace("description_sw", 'Dhania, parsley na basil kwa', 'Dhania, parsili na mrihani (basil) kwa')
WHERE "slug" = 'herbs' AND "description_sw" LIKE 'Dhania, parsley na basil kwa%';--> statement-breakpoint
UPDATE "categories" SET "description_sw" = replace("description_sw", 'tango, butternut na kourgeti', 'tango, boga (butternut) na kourgeti')
WHERE "slug" = 'vine-crops' AND "description_sw" LIKE '%tango, butternut na kourgeti%';--> statement-breakpoint
UPDATE "products" SET "description_sw" = replace("description_sw", 'ni aina ya "leaf beet", na', 'ni aina ya beti ya majani (leaf beet), na')
WHERE "slug" = 'spinach-fordhook-giant' AND "description_sw" LIKE '%ni aina ya "leaf beet", na%';--> statement-breakpoint
-- The expiry's own English note showed in the farmer's timeline on /sw too; the order's code says it now.
UPDATE "order_events" SET "note" = NULL WHERE "actor" = 'system' AND "note" = 'Not paid in time';
