import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { sowingBatches } from './growing';

// Every change of a product's stock, with its reason.

/** Every stock change with its reason: staff adjustments, and what orders reserve and release. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    /** A staff uid, or "system". */
    actor: text('actor').notNull(),
    /** The sowing batch whose seedlings this is, when a batch was marked ready: at most one movement each. */
    sowingBatchId: uuid('sowing_batch_id').references((): AnyPgColumn => sowingBatches.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_movements_change_nonzero', sql`${t.change} <> 0`),
    index('stock_movements_product_idx').on(t.productId, t.id),
    uniqueIndex('stock_movements_sowing_batch_once')
      .on(t.sowingBatchId)
      .where(sql`${t.sowingBatchId} is not null`),
  ],
);
