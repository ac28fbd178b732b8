import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './helpers';
import { users } from './users';
import { orders } from './orders';
import { paymentAttempts } from './payments';

// The double-entry money ledger and the referral points ledger.

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
