import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOCALES } from '@/lib/i18n/locales';
import { oneOf } from './helpers';

// Phone channels: USSD sessions, the SMS outbox, texts received, callback requests and SMS consent.

/**
 * A USSD session as it began: the language its number had then. Africa's Talking sends the
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
     * The caller's unpaid USSD order when the session began, offered before a new purchase.
     * Kept for the session: the menu is replayed from its first step each time, and an order placed
     * mid-session must not change what the earlier answers meant.
     */
    unpaidOrderId: uuid('unpaid_order_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ussd_sessions_started_idx').on(t.startedAt)],
);

/**
 * `unknown`: the gateway did not answer in time, so the message may have left. It is not
 * sent again until a delivery report or a status check says it never left.
 */
export const SMS_STATES = ['pending', 'sending', 'sent', 'failed', 'unknown'] as const;

/**
 * SMS waiting to go, written in the same transaction as the change they report, so none is
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
 * A farmer's "Please call me back" from USSD Help: the number and the language to call in,
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
 * Texts farmers sent to the shortcode, as Africa's Talking posted them, once each (AT's
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

export const CONSENT_SOURCES = ['sms_keyword', 'ussd', 'web_profile', 'migrated'] as const;

/**
 * What a phone number said about SMS, newest last: STOP or START (or their Kiswahili
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
