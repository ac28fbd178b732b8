import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import { paymentFailureOf } from '@/lib/order-payment-state';
import { readSms, SMS_REPLIES } from '@/lib/sms/keywords';
import { fittingSms } from '@/lib/sms/words';
import { orderWhat, orderWhere } from '@/lib/ussd/menu/order-facts';
import { USSD_WORDS } from '@/lib/ussd/words';
import type { Db } from '../db/client';
import { inboundSms, orders, paymentAttempts, smsOutbox } from '../db/schema';
import type { Clock } from '../clock';
import { LIMITS, RateLimited, consume } from '../rate-limit';
import { orderContents } from '../services/order-contents';
import { callerUid, ensureCaller, phoneLanguage } from '../services/ussd';

/** A text to the shortcode as Africa's Talking posts it (form fields from, to, text, date, id, linkId). */
export interface InboundSms {
  from: string;
  to: string;
  text: string;
  id: string;
  linkId?: string | undefined;
  date?: string | undefined;
}

export interface InboundSettings {
  serviceCode: string;
  nurseryPhone: string;
  /** The clock of the per-number limit (LIMITS.inboundSmsPerPhone). */
  clock: Clock;
}

/**
 * Answers a farmer's text, once per AT message id (AT posts again when the shop was slow):
 * the reply goes through the outbox like every SMS, in the phone's language (the keyword's when the
 * phone has chosen none). Returns the reply queued, or null for a text already answered or over the
 * number's limit (each answer is a paid SMS; the text is still kept, and STOP or START
 * still change the number's consent, with no answer).
 */
export async function answerInboundSms(db: Db, sms: InboundSms, settings: InboundSettings): Promise<string | null> {
  const [fresh] = await db
    .insert(inboundSms)
    .values({ atId: sms.id, phone: sms.from, toCode: sms.to, text: sms.text, linkId: sms.linkId ?? null })
    .onConflictDoNothing()
    .returning({ atId: inboundSms.atId });
  if (!fresh) return null;
  const { request, language } = readSms(sms.text);
  const answered = await consume(db, LIMITS.inboundSmsPerPhone, sms.from, settings.clock).then(
    () => true,
    (error: unknown) => {
      if (error instanceof RateLimited) return false;
      throw error;
    },
  );
  if (!answered) {
    if (request.kind === 'stop' || request.kind === 'start') await ensureCaller(db, sms.from, { smsUpdates: request.kind === 'start' }, 'sms_keyword');
    return null;
  }
  const uid = await callerUid(db, sms.from);
  const locale: Locale = (await phoneLanguage(db, uid)) ?? language ?? 'en';
  const words = SMS_REPLIES[locale];
  let reply: string;
  switch (request.kind) {
    case 'stop':
    case 'start':
      // The number's own word, whoever holds it: every later SMS to it checks it.
      await ensureCaller(db, sms.from, { smsUpdates: request.kind === 'start' }, 'sms_keyword');
      reply = request.kind === 'stop' ? words.stopped : words.started;
      break;
    case 'status':
      reply = await statusReply(db, uid, request.reference, locale, settings);
      break;
    case 'help':
    case 'unknown':
      reply = words.help(settings.serviceCode, settings.nurseryPhone);
  }
  const message = fittingSms([reply]);
  // A reply to a text is asked for: it goes even when order SMS are off (STOP answers too).
  await db
    .insert(smsOutbox)
    .values({ idempotencyKey: `inbound:${sms.id}`, phone: sms.from, message })
    .onConflictDoNothing({ target: smsOutbox.idempotencyKey });
  await db.update(inboundSms).set({ answer: message }).where(eq(inboundSms.atId, sms.id));
  return message;
}

/**
 * The state of the caller's order: the one named, when the caller owns it, else their newest. The
 * caller is the account that confirmed the number, else the phone's own profile: an order
 * that merely names this number (another account's web order) is not this number's, and after an
 * account lets the number go its next holder sees none of that account's orders. Any other order is
 * "not found", whether or not it exists.
 */
async function statusReply(db: Db, uid: string, reference: string | null, locale: Locale, settings: InboundSettings): Promise<string> {
  const words = SMS_REPLIES[locale];
  const mine = eq(orders.userUid, uid);
  const [order] = await db
    .select({ id: orders.id, reference: orders.reference, status: orders.status, paymentStatus: orders.paymentStatus, totalCents: orders.totalCents })
    .from(orders)
    .where(reference ? and(mine, eq(orders.reference, reference)) : mine)
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!order) return reference ? words.notFound(reference, settings.serviceCode) : words.noOrders(settings.serviceCode);
  const w = USSD_WORDS[locale];
  let state: string = w.status[order.status];
  if (order.paymentStatus === 'failed' && order.status === 'pending') {
    const [last] = await db
      .select({ resultCode: paymentAttempts.resultCode })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id))
      .orderBy(desc(paymentAttempts.createdAt))
      .limit(1);
    state = last ? w.paymentFailed(w.failure[paymentFailureOf(last.resultCode)]) : w.statusFailed;
  }
  const content = (await orderContents(db, [order.id])).get(order.id);
  const what = content ? orderWhat(content, locale) : '';
  const showWhere = order.status !== 'cancelled' && order.status !== 'delivered';
  const where = showWhere && content ? orderWhere(content.place, w, locale) : [];
  // The richest that fits one SMS: what and where with hours or days, then less.
  return fittingSms([
    words.status(order.reference, what, state, where.join(', ')),
    words.status(order.reference, what, state, where[0] ?? ''),
    words.status(order.reference, what, state, ''),
    words.status(order.reference, '', state, ''),
  ]);
}
