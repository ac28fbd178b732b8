import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { KENYAN_COUNTIES } from '@/lib/counties';
import { LOCALES } from '@/lib/i18n/locales';
import { PAYMENT_PLANS } from '@/lib/booking';
import { CANCEL_CODES, DELIVERY_METHODS, ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@/lib/orders';

/** `column in ('a', 'b')`, so a value outside the app's enum is refused by the database itself. */
const oneOf = (column: unknown, values: readonly string[]) => sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** The name and description in Kiswahili (issue 16); empty shows the English. */
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
    /** The variety label in Kiswahili ("Cal J (isiyo chotara)"; issue 27); empty shows the English. */
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
    // The Kiswahili description and planting guide (issue 16); empty means the page shows the English.
    descriptionSw: text('description_sw').notNull().default(''),
    spacingSw: text('spacing_sw').notNull().default(''),
    tipsSw: jsonb('tips_sw')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    image: text('image'),
    // How it grows (issue 30): days from sowing to ready (a range), the loss allowance sown on top,
    // the days a ready seedling stays sellable, and the cells of the tray it is sown in. The
    // defaults are a middle-of-the-road vegetable's; the seed and the migration set each crop's own.
    raisingDaysMin: integer('raising_days_min').notNull().default(28),
    raisingDaysMax: integer('raising_days_max').notNull().default(42),
    lossPercent: integer('loss_percent').notNull().default(15),
    sellableDays: integer('sellable_days').notNull().default(14),
    sowingTrayCells: integer('sowing_tray_cells').notNull().default(128),
    /**
     * The propagation service (issue 30): the fee per seedling for raising a farmer's own seed of this
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

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  phone: text('phone'),
  email: text('email'),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Profiles (spec section 3, "users collection"), keyed by the Firebase uid. walletBalanceCents and
 * referralPoints are caches of their ledgers, written only in the same transaction as the postings.
 */
export const users = pgTable(
  'users',
  {
    uid: text('uid').primaryKey(),
    name: text('name').notNull().default(''),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    photoUrl: text('photo_url'),
    phone: text('phone'),
    address: text('address').notNull().default(''),
    deliveryCounty: text('delivery_county', { enum: KENYAN_COUNTIES }),
    /** The language last chosen (issue 16): null until the person chooses one. */
    locale: text('locale', { enum: LOCALES }),
    /** False when the person turned SMS updates about their orders off (issue 18). */
    smsUpdates: boolean('sms_updates').notNull().default(true),
    /** The phone asked, under USSD's Language and SMS, for the care SMS after pickup on its USSD orders (issue 30). */
    careTips: boolean('care_tips').notNull().default(false),
    /**
     * The number USSD knows this account by (issue 25): written only by the confirmation of a code sent
     * to it by SMS (phone-confirmation.ts), never from a profile or checkout phone. It is always the
     * profile's `phone` too: any change of `phone` clears it in the same statement (the new number
     * needs its own code), and a check refuses a row where the two differ.
     */
    ussdPhone: text('ussd_phone'),
    /**
     * The language chosen on USSD for the confirmed phone (issue 28): the phone's choice wins for USSD
     * and SMS to it, and the web account keeps its own `locale`. Null until the phone chooses one.
     */
    ussdLocale: text('ussd_locale', { enum: LOCALES }),
    /** When `ussdPhone` was confirmed by its code; null exactly when there is none. */
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    walletBalanceCents: bigint('wallet_balance_cents', { mode: 'number' }).notNull().default(0),
    referralPoints: integer('referral_points').notNull().default(0),
    referralCode: text('referral_code').notNull().unique(),
    /** Who referred this person, resolved from the code typed at sign-up. */
    referredBy: text('referred_by'),
    ...timestamps,
  },
  (t) => [
    check('users_wallet_nonnegative', sql`${t.walletBalanceCents} >= 0`),
    check('users_points_nonnegative', sql`${t.referralPoints} >= 0`),
    check('users_role_valid', sql`${t.role} in ('customer', 'admin')`),
    check('users_locale_valid', sql`${t.locale} in ('en', 'sw')`),
    check('users_ussd_locale_valid', sql`${t.ussdLocale} in ('en', 'sw')`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    index('users_referred_by_idx').on(t.referredBy),
    // A confirmed phone belongs to one account at most; a profile phone alone is only a contact number.
    uniqueIndex('users_ussd_phone_idx')
      .on(t.ussdPhone)
      .where(sql`${t.ussdPhone} is not null`),
    check('users_ussd_phone_is_profile_phone', sql`${t.ussdPhone} is null or ${t.ussdPhone} = ${t.phone}`),
    check('users_ussd_phone_confirmed', sql`(${t.ussdPhone} is null) = (${t.phoneConfirmedAt} is null)`),
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
  /** The name and address in Kiswahili (issue 27), for /sw pages and Kiswahili SMS and USSD; empty shows the English. */
  nameSw: text('name_sw').notNull().default(''),
  addressSw: text('address_sw').notNull().default(''),
  hours: text('hours').notNull().default(''),
  /** The hours in Kiswahili (issue 16); empty shows the English. */
  hoursSw: text('hours_sw').notNull().default(''),
  active: boolean('active').notNull().default(true),
});

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
    /** The staff's own note when they cancelled (or the English reason of orders cancelled before issue 27). */
    cancelReason: text('cancel_reason'),
    /** Why it was cancelled, as a code each language words itself (issue 27). */
    cancelCode: text('cancel_code', { enum: CANCEL_CODES }),
    /** Where the order was placed: the web shop, or a feature phone's USSD session (issue 25). */
    channel: text('channel', { enum: ORDER_CHANNELS }).notNull().default('web'),
    /**
     * A USSD purchase's phone, product, quantity and delivery choice (services/ussd.ts purchaseKey): the
     * same final step sent twice, or again from a new session, finds this order instead of making another.
     */
    ussdPurchaseKey: text('ussd_purchase_key'),
    /** A booking's planting date (issue 30): the seedlings are ready for it. Null for today's orders. */
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
    /** The farmer asked for the three care SMS after pickup: days 1, 7 and 21 (issue 30). Off unless they said yes. */
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
     * none until its batch is ready (issue 30); releasing an order puts back only what lines hold.
     */
    stockReserved: boolean('stock_reserved').notNull().default(true),
    /** The batch sown for a booking's line (issue 30); null until a batch is sown for it. */
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

/** The parts an order is paid in (lib/booking.ts PaymentPart). */
export const PAYMENT_PARTS = ['full', 'deposit', 'balance'] as const;

export const ATTEMPT_STATUSES = ['sending', 'pending', 'paid', 'failed', 'cancelled', 'timeout', 'needs_review'] as const;
/** Statuses in which a push may still turn into money: one of these per order and per phone at most. */
export const LIVE_ATTEMPT_STATUSES = ['sending', 'pending'] as const;

/** One M-Pesa payment attempt (an STK push, or a Paybill payment seen through C2B). */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['order', 'topup'] }).notNull(),
    channel: text('channel', { enum: ['stk', 'c2b'] })
      .notNull()
      .default('stk'),
    orderId: uuid('order_id').references(() => orders.id),
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid),
    /** `+254…`; null for C2B, where Safaricom masks the number. */
    phone: text('phone'),
    /** What M-Pesa was asked for: whole shillings, in cents. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: ATTEMPT_STATUSES }).notNull(),
    checkoutRequestId: text('checkout_request_id').unique(),
    merchantRequestId: text('merchant_request_id'),
    resultCode: integer('result_code'),
    resultDesc: text('result_desc'),
    /** What the farmer is told about a failure. */
    message: text('message'),
    receiptNumber: text('receipt_number').unique(),
    rawCallback: jsonb('raw_callback'),
    reviewReason: text('review_reason'),
    /**
     * The part of an order this prompt was shown for (issue 35): the whole, a booking's deposit or its
     * balance. Money that arrives for a part already paid goes to the wallet, never to the next part.
     * Null for top-ups, Paybill and prompts sent before it was kept.
     */
    part: text('part', { enum: PAYMENT_PARTS }),
    queryCount: integer('query_count').notNull().default(0),
    lastQueriedAt: timestamp('last_queried_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('payment_attempts_status_valid', oneOf(t.status, ATTEMPT_STATUSES)),
    check('payment_attempts_purpose_valid', oneOf(t.purpose, ['order', 'topup'])),
    check('payment_attempts_channel_valid', oneOf(t.channel, ['stk', 'c2b'])),
    check('payment_attempts_whole_shillings', sql`${t.amountCents} > 0 and ${t.amountCents} % 100 = 0`),
    check('payment_attempts_order_purpose', sql`(${t.purpose} = 'order') = (${t.orderId} is not null)`),
    check('payment_attempts_part_valid', sql`${t.part} is null or ${oneOf(t.part, PAYMENT_PARTS)}`),
    uniqueIndex('payment_attempts_one_live_per_order')
      .on(t.orderId)
      .where(sql`${t.status} in ('sending', 'pending') and ${t.orderId} is not null`),
    uniqueIndex('payment_attempts_one_live_per_phone')
      .on(t.phone)
      .where(sql`${t.status} in ('sending', 'pending') and ${t.channel} = 'stk'`),
    index('payment_attempts_status_idx').on(t.status, t.createdAt),
    index('payment_attempts_order_idx').on(t.orderId),
  ],
);

/** Every callback and C2B confirmation exactly as received, stored before anything is applied. */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['stk', 'c2b'] }).notNull(),
    attemptRef: text('attempt_ref'),
    body: text('body').notNull(),
    sourceIp: text('source_ip'),
    shortcodeHeader: text('shortcode_header'),
    /** applied, duplicate, unknown, mismatch, invalid, unmatched, or null while being applied. */
    outcome: text('outcome'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_callbacks_attempt_idx').on(t.attemptRef)],
);

export const LEDGER_ACCOUNT_KINDS = ['wallet', 'mpesa_clearing', 'sales', 'refunds', 'referral_rewards', 'adjustments'] as const;

/**
 * Double-entry accounts: one wallet per person plus the shop's own. Sign convention: a posting's
 * amount is what the account holder gains, so a wallet's balance is the sum of its postings, and
 * every journal entry's postings sum to zero.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    userUid: text('user_uid')
      .unique()
      .references(() => users.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_accounts_kind_valid', oneOf(t.kind, LEDGER_ACCOUNT_KINDS)),
    check('ledger_accounts_wallet_has_owner', sql`(${t.kind} = 'wallet') = (${t.userUid} is not null)`),
  ],
);

export const JOURNAL_KINDS = [
  'deposit',
  'order_payment',
  'refund',
  'referral_reward',
  'referral_reversal',
  'points_redemption',
  'adjustment',
  'phone_transfer',
] as const;

/** Immutable journal entries; the idempotency key makes every money movement happen at most once. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind', { enum: JOURNAL_KINDS }).notNull(),
    description: text('description').notNull(),
    /** The M-Pesa receipt or the order reference a person would recognise on their statement. */
    reference: text('reference'),
    orderId: uuid('order_id').references(() => orders.id),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id),
    /** Who caused it: a uid (staff or customer) or "system". */
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('journal_entries_kind_valid', oneOf(t.kind, JOURNAL_KINDS)), index('journal_entries_order_idx').on(t.orderId)],
);

export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('postings_amount_nonzero', sql`${t.amountCents} <> 0`),
    index('postings_account_idx').on(t.accountId, t.id),
    index('postings_entry_idx').on(t.entryId),
  ],
);

export const POINTS_KINDS = ['referral_reward', 'referral_reversal', 'redemption'] as const;

/**
 * Referral points are a ledger of their own: each row a signed change with a unique idempotency
 * key; a person's referralPoints is the cached sum, kept in the same transaction.
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid),
    points: integer('points').notNull(),
    kind: text('kind', { enum: POINTS_KINDS }).notNull(),
    description: text('description').notNull(),
    /** The referred person whose order earned (or lost) the points. */
    referredUid: text('referred_uid').references(() => users.uid),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('points_entries_nonzero', sql`${t.points} <> 0`),
    check('points_entries_kind_valid', oneOf(t.kind, POINTS_KINDS)),
    index('points_entries_user_idx').on(t.userUid, t.id),
    // One reward per referred person, whatever their orders do.
    uniqueIndex('points_entries_one_reward_per_referral')
      .on(t.referredUid)
      .where(sql`${t.kind} = 'referral_reward'`),
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

export const SOWING_STATUSES = ['growing', 'ready', 'failed'] as const;
export type SowingStatus = (typeof SOWING_STATUSES)[number];

/**
 * Trays the nursery has sown (issue 30): growing until staff mark them ready (their expected
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

/** Every staff action: who, when, what, and the values before and after. Read-only once written. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);

/**
 * Rate-limit counters, one row per key and fixed window, in the database so that every serverless
 * instance counts together. Old windows are swept by the reconciler.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/**
 * One row, made with the database: which database this is. A production build bakes the catalogue's
 * product ids into its static pages, so `npm start` rebuilds when it meets a database other than
 * the one it built from (scripts/start.ts).
 */
export const databaseIdentity = pgTable('database_identity', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A USSD session as it began (issue 18): the language its number had then. Africa's Talking sends the
 * whole session's answers on every step and the menu replays them, so it must start each replay from
 * the same place even after the first answer chose a language. Kept a day.
 */
export const ussdSessions = pgTable(
  'ussd_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    phone: text('phone').notNull(),
    language: text('language', { enum: LOCALES }),
    /**
     * The caller's unpaid USSD order when the session began, offered before a new purchase (issue 25).
     * Kept for the session: the menu is replayed from its first step each time, and an order placed
     * mid-session must not change what the earlier answers meant.
     */
    unpaidOrderId: uuid('unpaid_order_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ussd_sessions_started_idx').on(t.startedAt)],
);

/**
 * `unknown` (issue 35): the gateway did not answer in time, so the message may have left. It is not
 * sent again until a delivery report or a status check says it never left.
 */
export const SMS_STATES = ['pending', 'sending', 'sent', 'failed', 'unknown'] as const;

/**
 * SMS waiting to go, written in the same transaction as the change they report (issue 18), so none is
 * lost and none is invented. A drain claims rows (`sending`), hands them to Africa's Talking and
 * records its message id; a failure waits longer each time and, after the last attempt, is `failed`
 * and listed in the back office. The idempotency key is one per event: a second write is ignored.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: SMS_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    atMessageId: text('at_message_id'),
    deliveryStatus: text('delivery_status'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('sms_outbox_message_idx').on(t.atMessageId),
    check('sms_outbox_status_valid', oneOf(t.status, SMS_STATES)),
  ],
);

/**
 * A code sent by SMS to confirm a phone for a web account (issue 18): one at a time per account, kept
 * as a hash, a few tries, ten minutes.
 */
export const phoneConfirmations = pgTable('phone_confirmations', {
  uid: text('uid').primaryKey(),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Accounts whose USSD phone lost its confirmation in migration 0011 (issue 25): the profile phone had
 * been changed after its code was confirmed, so USSD from a number nobody proved was this account's.
 * Listed for staff (the customers page) to check the orders and payments made from that number.
 */
export const phoneLinkRepairs = pgTable('phone_link_repairs', {
  id: serial('id').primaryKey(),
  uid: text('uid')
    .notNull()
    .references(() => users.uid),
  /** The profile phone USSD had been mapping to this account. */
  phone: text('phone'),
  /** The number the confirmed code was sent to, when the outbox still knows it. */
  codePhone: text('code_phone'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  repairedAt: timestamp('repaired_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A farmer's "Please call me back" from USSD Help (issue 28): the number and the language to call in,
 * listed for staff until one of them marks it done. One open request per number: asking again while
 * one waits changes nothing.
 */
export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: text('done_by'),
  },
  (t) => [
    uniqueIndex('callback_requests_one_open_idx')
      .on(t.phone)
      .where(sql`${t.doneAt} is null`),
    check('callback_requests_locale_valid', sql`${t.locale} in ('en', 'sw')`),
  ],
);

/**
 * Texts farmers sent to the shortcode (issue 28), as Africa's Talking posted them, once each (AT's
 * `id`): the keyword answered, for staff to read what farmers ask.
 */
export const inboundSms = pgTable('inbound_sms', {
  atId: text('at_id').primaryKey(),
  phone: text('phone').notNull(),
  toCode: text('to_code').notNull(),
  text: text('text').notNull(),
  linkId: text('link_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  answer: text('answer'),
});

export const INTENT_KINDS = ['order', 'topup', 'payment'] as const;

/**
 * One row per request that moves money (issue 35): its intent key, made unique here whatever the
 * payment's status, and written in the same transaction as what it did. A second request with the
 * key finds this row and answers the first one's result: the order, or the prompt. A key may be taken
 * again only after `expires_at` (a USSD purchase repeated after its window is a new purchase).
 */
export const moneyIntents = pgTable(
  'money_intents',
  {
    key: text('key').primaryKey(),
    uid: text('uid')
      .notNull()
      .references(() => users.uid),
    kind: text('kind', { enum: INTENT_KINDS }).notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('money_intents_kind_valid', oneOf(t.kind, INTENT_KINDS)),
    index('money_intents_order_idx').on(t.orderId),
    index('money_intents_expires_idx').on(t.expiresAt),
  ],
);

export const CONSENT_SOURCES = ['sms_keyword', 'ussd', 'web_profile', 'migrated'] as const;

/**
 * What a phone number said about SMS (issue 35), newest last: STOP or START (or their Kiswahili
 * words) texted from it, the USSD menu dialled from it, or the profile of the account that confirmed
 * it. Consent belongs to the number, whoever owns the order an SMS is about: the newest row decides.
 */
export const smsConsentEvents = pgTable(
  'sms_consent_events',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    /** False: the number withdrew consent (STOP). True: it gave it again (START). */
    consented: boolean('consented').notNull(),
    source: text('source', { enum: CONSENT_SOURCES }).notNull(),
    /** The account that acted, for a web profile or a USSD caller; null for a text. */
    actorUid: text('actor_uid'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sms_consent_events_source_valid', oneOf(t.source, CONSENT_SOURCES)), index('sms_consent_events_phone_idx').on(t.phone, t.id)],
);
