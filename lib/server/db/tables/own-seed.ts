import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { products } from './catalogue';
import { orders } from './orders';

// Own-seed bookings: a farmer's seed the nursery raises, beside the booking's order.

/**
 * A booking of the propagation service (issue 30): the farmer brings their own seed and the nursery
 * raises it for a fee per seedling. Its order has one line (the crop's product, at the fee, for the
 * seedlings wanted) that holds no stock and is never filled from stock. Staff record the seed
 * received (the booking is then sown) and the seedlings delivered.
 */
export const ownSeedBookings = pgTable(
  'own_seed_bookings',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** The farmer's own variety, as they named it. */
    variety: text('variety').notNull(),
    /** Seeds the farmer says they will bring. */
    seedCount: integer('seed_count').notNull(),
    dropOffDate: date('drop_off_date', { mode: 'string' }).notNull(),
    /** Staff: the seeds counted in, the germination test (if one was made), the day. */
    seedReceivedCount: integer('seed_received_count'),
    germinationPercent: integer('germination_percent'),
    receivedOn: date('received_on', { mode: 'string' }),
    receivedBy: text('received_by'),
    /** Staff: the seedlings handed over, the day. */
    deliveredCount: integer('delivered_count'),
    deliveredOn: date('delivered_on', { mode: 'string' }),
    deliveredBy: text('delivered_by'),
    ...timestamps,
  },
  (t) => [
    check('own_seed_bookings_variety_length', sql`length(${t.variety}) between 1 and 80`),
    check('own_seed_bookings_seed_count_range', sql`${t.seedCount} between 1 and 100000`),
    check(
      'own_seed_bookings_received',
      sql`(${t.receivedOn} is null) = (${t.seedReceivedCount} is null) and (${t.receivedOn} is null) = (${t.receivedBy} is null) and (${t.receivedOn} is not null or ${t.germinationPercent} is null)`,
    ),
    check('own_seed_bookings_received_range', sql`coalesce(${t.seedReceivedCount}, 0) between 0 and 100000`),
    check('own_seed_bookings_germination_range', sql`coalesce(${t.germinationPercent}, 0) between 0 and 100`),
    check(
      'own_seed_bookings_delivered',
      sql`(${t.deliveredOn} is null) = (${t.deliveredCount} is null) and (${t.deliveredOn} is null) = (${t.deliveredBy} is null) and (${t.deliveredOn} is null or ${t.receivedOn} is not null)`,
    ),
    check('own_seed_bookings_delivered_range', sql`coalesce(${t.deliveredCount}, 0) between 0 and 100000`),
    check('own_seed_bookings_delivered_after_received', sql`${t.deliveredOn} is null or ${t.deliveredOn} >= ${t.receivedOn}`),
    index('own_seed_bookings_product_idx').on(t.productId),
  ],
);
