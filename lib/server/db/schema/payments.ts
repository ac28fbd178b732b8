import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './helpers';
import { users } from './users';
import { orders } from './orders';

// M-Pesa payment attempts, the callbacks as received, and the intent keys of requests that move money.

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
     * The part of an order this prompt was shown for: the whole, a booking's deposit or its
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

export const INTENT_KINDS = ['order', 'topup', 'payment'] as const;

/**
 * One row per request that moves money: its intent key, made unique here whatever the
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
