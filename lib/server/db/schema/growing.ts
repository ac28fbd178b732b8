import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './helpers';
import { products } from './catalogue';

// The nursery's trays and every change to ready stock. Stock movements sit
// here, beside the batches, because a batch marked ready writes one that points back at it; order lines
// import the batch table from here, so the order tables sit on top of this file, not beside it.

export const SOWING_STATUSES = ['growing', 'ready', 'failed'] as const;
export type SowingStatus = (typeof SOWING_STATUSES)[number];

/**
 * Trays the nursery has sown: growing until staff mark them ready (their expected
 * seedlings join the product's ready stock, once) or failed (with a note). The figures used are
 * kept with the batch, so a later change to the product's figures never rewrites a batch sown.
 */
export const sowingBatches = pgTable(
  'sowing_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    trays: integer('trays').notNull(),
    seedlingsSown: integer('seedlings_sown').notNull(),
    /** Seedlings sown less the loss allowance in force on the day it was sown. */
    expectedSeedlings: integer('expected_seedlings').notNull(),
    sownOn: date('sown_on', { mode: 'string' }).notNull(),
    /** Sown day + the product's raising days (slow end) on the day it was sown. */
    expectedReadyOn: date('expected_ready_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: SOWING_STATUSES }).notNull().default('growing'),
    /** The day it was marked ready or failed. */
    closedOn: date('closed_on', { mode: 'string' }),
    /** Units (seedlings, or trays for a tray product) it added to ready stock when marked ready. */
    stockAdded: integer('stock_added'),
    /** What staff noted when they sowed it. */
    note: text('note').notNull().default(''),
    /** Why it failed, when it did. */
    failureNote: text('failure_note'),
    sownBy: text('sown_by').notNull(),
    closedBy: text('closed_by'),
    ...timestamps,
  },
  (t) => [
    check('sowing_batches_status_valid', oneOf(t.status, SOWING_STATUSES)),
    check('sowing_batches_trays_range', sql`${t.trays} between 1 and 1000`),
    check('sowing_batches_seedlings_range', sql`${t.seedlingsSown} between 1 and 1000000`),
    check('sowing_batches_expected_range', sql`${t.expectedSeedlings} between 0 and ${t.seedlingsSown}`),
    check('sowing_batches_ready_after_sown', sql`${t.expectedReadyOn} >= ${t.sownOn}`),
    check('sowing_batches_closed', sql`(${t.status} = 'growing') = (${t.closedOn} is null and ${t.closedBy} is null)`),
    check('sowing_batches_closed_after_sown', sql`${t.closedOn} is null or ${t.closedOn} >= ${t.sownOn}`),
    check('sowing_batches_stock_added', sql`(${t.status} = 'ready') = (${t.stockAdded} is not null) and coalesce(${t.stockAdded}, 0) >= 0`),
    check(
      'sowing_batches_failure_note',
      sql`(${t.status} = 'failed') = (${t.failureNote} is not null) and length(coalesce(${t.failureNote}, 'x')) between 1 and 500`,
    ),
    check('sowing_batches_note_length', sql`length(${t.note}) <= 500`),
    index('sowing_batches_status_ready_idx').on(t.status, t.expectedReadyOn),
    index('sowing_batches_product_idx').on(t.productId, t.status),
    index('sowing_batches_sown_idx').on(t.sownOn),
  ],
);

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
