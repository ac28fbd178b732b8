import 'server-only';
import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { PaymentFailure } from '@/lib/order-payment-state';
import type { Locale } from '@/lib/i18n/locales';
import { CARE_TIPS } from '@/lib/care-tips';
import { pickupHours } from '@/lib/delivery';
import { orderSms, smsDate, type OrderSmsEvent, type SmsPlace } from '@/lib/sms/words';
import { placeIn } from '@/lib/ussd/menu/facts';
import { orderWhat } from '@/lib/ussd/menu/order-facts';
import { plain, shortKes } from '@/lib/ussd/menu/screen';
import { USSD_WORDS } from '@/lib/ussd/words';
import { orderContents } from '../services/order-contents';
import { env, paybillNumber } from '../env';
import type { Clock } from '../clock';
import type { Db, DbOrTx } from '../db/client';
import { orders, paymentAttempts, smsOutbox, users } from '../db/schema';
import { numberConsents, ownersOwnNumber, withheldAmong } from './consent';
import type { SmsSender, SmsSendResult } from './sender';

/** Attempts before a message is `failed` and listed for staff; the waits grow 30 s, 1, 2, 4, 8 min. */
export const MAX_SMS_ATTEMPTS = 6;
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
/**
 * A drain that died before sending a row it claimed leaves its claim; after this long another drain
 * may send it. One that died while the gateway held the request left it `unknown` (IN_FLIGHT).
 */
const STALE_CLAIM_MS = 5 * 60_000;
/**
 * Written just before a send: a drain that dies while AT holds the request leaves the
 * message `unknown` with this reason, perhaps sent, so it is never sent again.
 */
export const IN_FLIGHT = 'handed to the gateway, no answer yet';

/** The events whose SMS say what was bought, or where it is collected. */
const WITH_CONTENTS: ReadonlySet<OrderSmsEvent> = new Set(['placed', 'paid', 'booked', 'ready']);

/** Care tips: advice the farmer asked for, so only with the number's own consent. */
const CARE_TIP_EVENTS: ReadonlySet<OrderSmsEvent> = new Set(CARE_TIPS.map((t) => t.event));

/** The outbox key of an order's event: one SMS per event (`key` tells apart several of one kind). */
export const orderSmsKey = (orderId: string, event: OrderSmsEvent, key?: string) => `order:${orderId}:${event}${key ? `:${key}` : ''}`;

/**
 * Queues the SMS about an order's event, in the caller's transaction (the one that made the change):
 * to the order's phone, in its owner's language, unless they turned updates off or the number
 * itself said STOP (whoever owns the order; the drain checks again when it sends). Once per
 * event (`key` tells apart several refunds of one order). True when it was queued now.
 */
export async function queueOrderSms(
  tx: DbOrTx,
  orderId: string,
  event: OrderSmsEvent,
  extra: { key?: string; refundedCents?: number; failure?: PaymentFailure; seeds?: { count: number; germinationPercent: number | null } } = {},
): Promise<boolean> {
  const [row] = await tx
    .select({
      phone: orders.phone,
      reference: orders.reference,
      totalCents: orders.totalCents,
      paidCents: orders.paidCents,
      plantingDate: orders.plantingDate,
      readyOn: orders.readyOn,
      note: orders.courierNote,
      locale: users.locale,
      ussdLocale: users.ussdLocale,
      ussdPhone: users.ussdPhone,
      smsUpdates: users.smsUpdates,
      owner: orders.userUid,
    })
    .from(orders)
    .innerJoin(users, eq(users.uid, orders.userUid))
    .where(eq(orders.id, orderId));
  if (!row?.phone || !row.smsUpdates) return false;
  // Consent is the number's: a number that texted STOP gets nothing, whoever owns the
  // order; care tips go only to the owner's own number, never to one another account typed in.
  if (!(await numberConsents(tx, row.phone))) return false;
  if (CARE_TIP_EVENTS.has(event) && !ownersOwnNumber({ uid: row.owner, ussdPhone: row.ussdPhone }, row.phone)) return false;
  const [paid] =
    event === 'paid'
      ? await tx
          .select({ receipt: paymentAttempts.receiptNumber })
          .from(paymentAttempts)
          .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'paid')))
          .orderBy(desc(paymentAttempts.completedAt))
          .limit(1)
      : [];
  // To the phone the owner confirmed for USSD, the language that phone chose.
  const locale: Locale = (row.ussdPhone === row.phone ? row.ussdLocale : null) ?? row.locale ?? 'en';
  // What was bought and where: only the received and paid texts say it (lib/sms/words.ts).
  const content = WITH_CONTENTS.has(event) ? (await orderContents(tx, [orderId])).get(orderId) : undefined;
  const what = event === 'ready' ? null : (content && orderWhat(content, locale)) || null;
  const p = content?.place;
  const words = USSD_WORDS[locale];
  const place: SmsPlace | null = !p
    ? null
    : p.method === 'pickup'
      ? { pickup: placeIn(p, words, locale), hours: plain(pickupHours(p, locale)) }
      : { county: p.county, address: plain(p.address), days: p.days };
  const message = orderSms(locale, event, {
    reference: row.reference,
    total: shortKes(row.totalCents),
    paybill: event === 'paymentFailed' || event === 'balanceDue' ? paybillNumber() || null : null,
    serviceCode: env().USSD_SERVICE_CODE,
    failure: extra.failure ?? null,
    receipt: paid?.receipt ?? null,
    note: row.note,
    refunded: extra.refundedCents === undefined ? null : shortKes(extra.refundedCents),
    what,
    place,
    seeds: extra.seeds ?? null,
    booking: row.plantingDate
      ? {
          date: smsDate(row.plantingDate),
          balance: row.paidCents < row.totalCents ? shortKes(row.totalCents - row.paidCents) : null,
          // Due by the planting date, or the day they were ready when that came later.
          payBy: row.readyOn ? smsDate(row.readyOn > row.plantingDate ? row.readyOn : row.plantingDate) : null,
        }
      : null,
  });
  const queued = await tx
    .insert(smsOutbox)
    .values({ idempotencyKey: orderSmsKey(orderId, event, extra.key), phone: row.phone, message })
    .onConflictDoNothing({ target: smsOutbox.idempotencyKey })
    .returning({ id: smsOutbox.id });
  return queued.length > 0;
}

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
  /** Not sent: the number's newest word is STOP. */
  withheld: number;
  /** The gateway did not answer in time: perhaps sent, never sent again by the drain. */
  unknown: number;
}

/** Why a message was not sent to a number that withdrew consent; such rows are not listed as failures. */
export const WITHHELD = 'withheld: the number withdrew SMS consent (STOP)';

/**
 * A message whose send timed out stays `unknown` until a delivery report settles it; after this long
 * without one it is listed for staff, as "sent, not confirmed" (AT has no status check by message,
 * and gave no id for a send it never answered).
 */
export const UNKNOWN_LIST_AFTER_MS = 30 * 60_000;

/**
 * Sends what is due, each message once: rows are claimed (`sending`) in a transaction that skips rows
 * another drain holds, so two drains at once never send the same message. A message to a number
 * whose newest word is STOP is withheld here, whatever queued it, except what the number
 * itself asked for (consent.ts, withheldAmong). A message the gateway refused waits longer each
 * time; after MAX_SMS_ATTEMPTS, or at once for a refusal that cannot change (an invalid number), it
 * is `failed` for staff to see. A send with no answer in time is `unknown` and never sent again by
 * the drain: sending it twice would text the farmer twice; its delivery report settles it.
 * Each row is marked `unknown` (IN_FLIGHT) just before its send, so a drain killed mid-send leaves
 * it perhaps-sent rather than due again.
 */
export async function drainSmsOutbox(db: Db, sender: SmsSender, clock: Clock, limit = 50): Promise<DrainResult> {
  const now = clock.now();
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0, withheld: 0, unknown: 0 };
  await db
    .update(smsOutbox)
    .set({ status: 'pending', claimedAt: null })
    .where(and(eq(smsOutbox.status, 'sending'), lt(smsOutbox.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS))));
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: smsOutbox.id, phone: smsOutbox.phone, key: smsOutbox.idempotencyKey })
      .from(smsOutbox)
      // A message queued a moment ago carries the database's now(), which may be microseconds ahead
      // of this clock (or seconds, on another machine): it is due by either clock.
      .where(and(eq(smsOutbox.status, 'pending'), lte(smsOutbox.nextAttemptAt, sql`greatest(now(), ${now.toISOString()}::timestamptz)`)))
      .orderBy(asc(smsOutbox.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    // Read at the moment of sending, not when queued: a STOP between the two still holds.
    const withheld = await withheldAmong(tx, due);
    if (withheld.length > 0) {
      await tx.update(smsOutbox).set({ status: 'failed', lastError: WITHHELD, claimedAt: now }).where(inArray(smsOutbox.id, withheld));
      result.withheld = withheld.length;
    }
    const toSend = due.filter((d) => !withheld.includes(d.id)).map((d) => d.id);
    if (toSend.length === 0) return [];
    return tx
      .update(smsOutbox)
      .set({ status: 'sending', claimedAt: now, attempts: sql`${smsOutbox.attempts} + 1` })
      .where(inArray(smsOutbox.id, toSend))
      .returning();
  });
  for (const sms of claimed) {
    // Still ours? A drain that took too long to reach it may have lost it to another's stale sweep.
    const [mine] = await db
      .update(smsOutbox)
      .set({ status: 'unknown', lastError: IN_FLIGHT, claimedAt: clock.now() })
      .where(and(eq(smsOutbox.id, sms.id), eq(smsOutbox.status, 'sending'), eq(smsOutbox.claimedAt, now)))
      .returning({ id: smsOutbox.id });
    if (!mine) continue;
    const answer = await sender.send(sms.phone, sms.message).catch((error: unknown): SmsSendResult => ({ ok: false, permanent: false, error: String(error) }));
    if (answer.ok) {
      await db.update(smsOutbox).set({ status: 'sent', atMessageId: answer.messageId, sentAt: clock.now(), lastError: null }).where(eq(smsOutbox.id, sms.id));
      result.sent += 1;
    } else if (answer.unknown) {
      await db.update(smsOutbox).set({ status: 'unknown', lastError: answer.error }).where(eq(smsOutbox.id, sms.id));
      result.unknown += 1;
    } else if (answer.permanent || sms.attempts >= MAX_SMS_ATTEMPTS) {
      await db.update(smsOutbox).set({ status: 'failed', lastError: answer.error }).where(eq(smsOutbox.id, sms.id));
      result.failed += 1;
    } else {
      const next = new Date(clock.now().getTime() + backoffMs(sms.attempts));
      await db.update(smsOutbox).set({ status: 'pending', nextAttemptAt: next, lastError: answer.error }).where(eq(smsOutbox.id, sms.id));
      result.retrying += 1;
    }
  }
  return result;
}

/** AT's report statuses that mean the message left the gateway for the phone. */
const LEFT = ['Success', 'Sent', 'Submitted', 'Buffered'];

/**
 * A delivery report from AT (`id` is its messageId): late, twice or never; the latest word is kept.
 * A report whose id the shop never learnt is for a send whose answer was lost: it settles
 * the oldest `unknown` message to that number, `sent` when it left, `failed` (listed for staff) when
 * AT says it did not. While a send to that number is in flight its answer may still bring the id,
 * so the report is not guessed at then (a send whose drain died in flight is settled like the rest).
 */
export async function recordDeliveryReport(
  db: Db,
  report: { id: string; status: string; failureReason?: string | undefined; phoneNumber?: string | undefined },
): Promise<boolean> {
  const status = report.failureReason ? `${report.status}: ${report.failureReason}` : report.status;
  const rows = await db.update(smsOutbox).set({ deliveryStatus: status }).where(eq(smsOutbox.atMessageId, report.id)).returning({ id: smsOutbox.id });
  if (rows.length > 0 || !report.phoneNumber) return rows.length > 0;
  const phone = report.phoneNumber;
  return db.transaction(async (tx) => {
    const [inFlight] = await tx
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(
        and(
          eq(smsOutbox.phone, phone),
          eq(smsOutbox.status, 'unknown'),
          eq(smsOutbox.lastError, IN_FLIGHT),
          gt(smsOutbox.claimedAt, sql`now() - make_interval(secs => ${STALE_CLAIM_MS / 1000})`),
        ),
      )
      .limit(1);
    if (inFlight) return false;
    const [unknown] = await tx
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.phone, phone), eq(smsOutbox.status, 'unknown')))
      .orderBy(asc(smsOutbox.claimedAt), asc(smsOutbox.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!unknown) return false;
    const left = LEFT.includes(report.status);
    await tx
      .update(smsOutbox)
      .set({ status: left ? 'sent' : 'failed', atMessageId: report.id, deliveryStatus: status, ...(left ? { sentAt: sql`now()` } : {}) })
      .where(eq(smsOutbox.id, unknown.id));
    return true;
  });
}

/**
 * Messages that could not be sent, or were reported undelivered, newest first, for the back office;
 * and sends the gateway never answered that no report has settled after UNKNOWN_LIST_AFTER_MS
 * ("sent, not confirmed": call the farmer if it matters). Messages withheld after STOP are not failures.
 */
export async function failedSms(db: Db, limit = 100, now: Date = new Date()) {
  const unconfirmedBefore = new Date(now.getTime() - UNKNOWN_LIST_AFTER_MS);
  return db
    .select()
    .from(smsOutbox)
    .where(
      sql`(${smsOutbox.status} = 'failed' and ${smsOutbox.lastError} is distinct from ${WITHHELD})
        or ${smsOutbox.deliveryStatus} not in (${sql.join(
          LEFT.map((s) => sql`${s}`),
          sql`, `,
        )})
        or (${smsOutbox.status} = 'unknown' and ${smsOutbox.claimedAt} < ${unconfirmedBefore.toISOString()}::timestamptz)`,
    )
    .orderBy(desc(smsOutbox.createdAt))
    .limit(limit);
}
