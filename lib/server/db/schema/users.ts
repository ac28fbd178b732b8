import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { KENYAN_COUNTIES } from '@/lib/counties';
import { LOCALES } from '@/lib/i18n/locales';
import { timestamps } from './helpers';

// People: profiles keyed by the Firebase uid, and the confirmation of their phones.

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
    /** The language last chosen: null until the person chooses one. */
    locale: text('locale', { enum: LOCALES }),
    /** False when the person turned SMS updates about their orders off. */
    smsUpdates: boolean('sms_updates').notNull().default(true),
    /** The phone asked, under USSD's Language and SMS, for the care SMS after pickup on its USSD orders. */
    careTips: boolean('care_tips').notNull().default(false),
    /**
     * The number USSD knows this account by: written only by the confirmation of a code sent
     * to it by SMS (phone-confirmation.ts), never from a profile or checkout phone. It is always the
     * profile's `phone` too: any change of `phone` clears it in the same statement (the new number
     * needs its own code), and a check refuses a row where the two differ.
     */
    ussdPhone: text('ussd_phone'),
    /**
     * The language chosen on USSD for the confirmed phone: the phone's choice wins for USSD
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

/**
 * A code sent by SMS to confirm a phone for a web account: one at a time per account, kept
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
 * Accounts whose USSD phone lost its confirmation in migration 0011: the profile phone had
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
