import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
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
    tips: jsonb('tips').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    image: text('image'),
    ...timestamps,
  },
  (t) => [
    check('products_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_unit_tray_size', sql`(${t.unitKind} = 'tray') = (${t.traySize} IS NOT NULL AND ${t.traySize} > 0)`),
    index('products_category_idx').on(t.categoryId),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  phone: text('phone'),
  email: text('email'),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
