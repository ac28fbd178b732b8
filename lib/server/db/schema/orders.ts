import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { KENYAN_COUNTIES } from '@/lib/counties';
import { PAYMENT_PLANS } from '@/lib/booking';
import { CANCEL_CODES, DELIVERY_METHODS, ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@/lib/orders';
import { oneOf, timestamps } from './helpers';
import { users } from './users';
import { pickupPoints, products } from './catalogue';
import { sowingBatches } from './growing';

// Orders, their lines and status history, and the own-seed bookings that are orders of one line.

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    deliveryFeeCents: bigint('delivery_fee_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull(),
    deliveryCounty: text('delivery_county', { enum: KENYAN_COUNTIES }),
    pickupPointId: integer('pickup_point_id').references(() => pickupPoints.id),
    deliveryAddress: text('delivery_address').notNull(),
    phone: text('phone').notNull(),
    courierNote: text('courier_note'),
    /** An unpaid order is cancelled at this time and its stock released. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** True once the reserved stock went back on the shelf, so it never goes back twice. */
    stockReleased: boolean('stock_released').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The staff's own note when they cancelled (or the English reason of orders cancelled before reasons were stored as codes). */
    cancelReason: text('cancel_reason'),
    /** Why it was cancelled, as a code each language words itself. */
    cancelCode: text('cancel_code', { enum: CANCEL_CODES }),
    /** Where the order was placed: the web shop, or a feature phone's USSD session. */
    channel: text('channel', { enum: ORDER_CHANNELS }).notNull().default('web'),
    /**
     * A USSD purchase's phone, product, quantity and delivery choice (services/ussd.ts purchaseKey): the
     * same final step sent twice, or again from a new session, finds this order instead of making another.
     */
    ussdPurchaseKey: text('ussd_purchase_key'),
    /** A booking's planting date: the seedlings are ready for it. Null for today's orders. */
    plantingDate: date('planting_date', { mode: 'string' }),
    /** A booking's plan: paid in full, or a deposit now and the balance by the planting date. */
    paymentPlan: text('payment_plan', { enum: PAYMENT_PLANS }),
    /** A booking's deposit: paid first on the deposit plan; on either plan, what is kept if it is cancelled once sown. */
    depositCents: bigint('deposit_cents', { mode: 'number' }),
    /** What the farmer has paid towards the total: 0, the deposit, or the total. */
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    /** A booking's date can be moved once. */
    dateMoved: boolean('date_moved').notNull().default(false),
    /** The day every line of a booking had its seedlings set aside, ready to collect. */
    readyOn: date('ready_on', { mode: 'string' }),
    /** The farmer asked for the three care SMS after pickup: days 1, 7 and 21. Off unless they said yes. */
    careTips: boolean('care_tips').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('orders_status_valid', oneOf(t.status, ORDER_STATUSES)),
    check('orders_booking_plan', sql`(${t.plantingDate} is null) = (${t.paymentPlan} is null)`),
    check(
      'orders_booking_deposit',
      sql`(${t.plantingDate} is null) = (${t.depositCents} is null) and coalesce(${t.depositCents}, 1) between 1 and ${t.totalCents}`,
    ),
    check('orders_paid_within_total', sql`${t.paidCents} >= ${t.refundedCents} and ${t.paidCents} <= ${t.totalCents}`),
    check('orders_booked_is_part_paid', sql`${t.status} <> 'booked' or ${t.paymentStatus} = 'partly_paid'`),
    check('orders_channel_valid', oneOf(t.channel, ORDER_CHANNELS)),
    check('orders_cancel_code_valid', sql`${t.cancelCode} is null or ${oneOf(t.cancelCode, CANCEL_CODES)}`),
    // One open, unpaid order per USSD purchase: steps racing each other on two connections make one.
    uniqueIndex('orders_one_open_ussd_purchase')
      .on(t.ussdPurchaseKey)
      .where(sql`${t.ussdPurchaseKey} is not null and ${t.status} = 'pending' and ${t.paymentStatus} in ('pending', 'failed')`),
    check('orders_payment_status_valid', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
    check('orders_payment_method_valid', oneOf(t.paymentMethod, PAYMENT_METHODS)),
    check('orders_delivery_method_valid', oneOf(t.deliveryMethod, DELIVERY_METHODS)),
    check('orders_amounts_nonnegative', sql`${t.subtotalCents} >= 0 and ${t.deliveryFeeCents} >= 0`),
    check('orders_total_adds_up', sql`${t.totalCents} = ${t.subtotalCents} + ${t.deliveryFeeCents}`),
    check('orders_refund_within_total', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.totalCents}`),
    index('orders_user_created_idx').on(t.userUid, t.createdAt),
    index('orders_status_idx').on(t.status),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    unitLabel: text('unit_label').notNull(),
    image: text('image'),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: bigint('line_total_cents', { mode: 'number' }).notNull(),
    /**
     * True while the line holds its seedlings from ready stock. A booking's line to be grown holds
     * none until its batch is ready; releasing an order puts back only what lines hold.
     */
    stockReserved: boolean('stock_reserved').notNull().default(true),
    /** The batch sown for a booking's line; null until a batch is sown for it. */
    sowingBatchId: uuid('sowing_batch_id').references((): AnyPgColumn => sowingBatches.id),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_line_total', sql`${t.lineTotalCents} = ${t.unitPriceCents} * ${t.quantity}`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_sowing_batch_idx').on(t.sowingBatchId),
  ],
);

/**
 * A booking of the propagation service: the farmer brings their own seed and the nursery
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

/** Every status change of an order, with who made it: the customer's timeline and the staff's audit. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    note: text('note'),
    /** A user's uid, or "system" for the reconciler and payments. */
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);
