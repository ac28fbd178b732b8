import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { KENYAN_COUNTIES } from '@/lib/counties';
import { timestamps } from './helpers';

// The catalogue: categories, products and their photos, and where orders go (delivery zones, pickup points).

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** The name and description in Kiswahili; empty shows the English. */
  nameSw: text('name_sw').notNull().default(''),
  descriptionSw: text('description_sw').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    swahiliName: text('swahili_name'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    variety: text('variety').notNull(),
    /** The variety label in Kiswahili ("Cal J (isiyo chotara)"); empty shows the English. */
    varietySw: text('variety_sw').notNull().default(''),
    unitKind: text('unit_kind', { enum: ['seedling', 'tray'] }).notNull(),
    traySize: integer('tray_size'),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    active: boolean('active').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    description: text('description').notNull().default(''),
    spacing: text('spacing').notNull().default(''),
    weeksToTransplant: integer('weeks_to_transplant').notNull(),
    weeksToHarvest: integer('weeks_to_harvest').notNull(),
    tips: jsonb('tips')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // The Kiswahili description and planting guide; empty means the page shows the English.
    descriptionSw: text('description_sw').notNull().default(''),
    spacingSw: text('spacing_sw').notNull().default(''),
    tipsSw: jsonb('tips_sw')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    image: text('image'),
    // How it grows: days from sowing to ready (a range), the loss allowance sown on top,
    // the days a ready seedling stays sellable, and the cells of the tray it is sown in. The
    // defaults are a middle-of-the-road vegetable's; the seed and the migration set each crop's own.
    raisingDaysMin: integer('raising_days_min').notNull().default(28),
    raisingDaysMax: integer('raising_days_max').notNull().default(42),
    lossPercent: integer('loss_percent').notNull().default(15),
    sellableDays: integer('sellable_days').notNull().default(14),
    sowingTrayCells: integer('sowing_tray_cells').notNull().default(128),
    /**
     * The propagation service: the fee per seedling for raising a farmer's own seed of this
     * crop. Null: the nursery does not offer it for this product.
     */
    ownSeedFeeCents: bigint('own_seed_fee_cents', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    check(
      'products_raising_days_range',
      sql`${t.raisingDaysMin} between 7 and 180 and ${t.raisingDaysMax} between 7 and 180 and ${t.raisingDaysMin} <= ${t.raisingDaysMax}`,
    ),
    check('products_loss_percent_range', sql`${t.lossPercent} between 0 and 90`),
    check('products_sellable_days_range', sql`${t.sellableDays} between 1 and 60`),
    check('products_sowing_tray_cells_range', sql`${t.sowingTrayCells} between 1 and 1000`),
    check('products_own_seed_fee_range', sql`${t.ownSeedFeeCents} is null or ${t.ownSeedFeeCents} between 1 and 100000`),
    check('products_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_unit_tray_size', sql`(${t.unitKind} = 'tray') = (${t.traySize} IS NOT NULL AND ${t.traySize} > 0)`),
    index('products_category_idx').on(t.categoryId),
  ],
);

/** The delivery fee of each county (all 47), editable by staff. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    county: text('county', { enum: KENYAN_COUNTIES }).primaryKey(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    eta: text('eta').notNull().default(''),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('delivery_zones_fee_nonnegative', sql`${t.feeCents} >= 0`)],
);

export const pickupPoints = pgTable('pickup_points', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  /** The name and address in Kiswahili, for /sw pages and Kiswahili SMS and USSD; empty shows the English. */
  nameSw: text('name_sw').notNull().default(''),
  addressSw: text('address_sw').notNull().default(''),
  hours: text('hours').notNull().default(''),
  /** The hours in Kiswahili; empty shows the English. */
  hoursSw: text('hours_sw').notNull().default(''),
  active: boolean('active').notNull().default(true),
});

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Product photos uploaded by staff, resized on the server to small WebP files, one row per width. */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One upload makes several widths that share this id. */
    uploadId: uuid('upload_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    width: integer('width').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_images_upload_width').on(t.uploadId, t.width), index('product_images_product_idx').on(t.productId)],
);
