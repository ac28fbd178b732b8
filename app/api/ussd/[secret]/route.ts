import type { PaymentPart } from '@/lib/booking';
import type { Locale } from '@/lib/i18n/locales';
import { MAX_WALLET_BALANCE_KES } from '@/lib/wallet-rules';
import { USSD_WORDS, type UssdWords } from '@/lib/ussd/words';
import { eq } from 'drizzle-orm';
import { nairobiToday } from '@/lib/growing';
import {
  bookingKey,
  type PayPart,
  fitScreen,
  fitsWhole,
  orderWhere,
  shortKes,
  ussdMenu,
  type BookingOffer,
  type UssdContext,
  type UssdResult,
} from '@/lib/ussd/menu';
import { ussdStepSchema } from '@/lib/schemas/ussd';
import { getDb } from '@/lib/server/db/client';
import { orders } from '@/lib/server/db/schema';
import { env } from '@/lib/server/env';
import { afterResponse } from '@/lib/server/http/after-response';
import { atCallbackForm } from '@/lib/server/http/callback-request';
import { nurseryContact } from '@/lib/server/nursery';
import { appClock, bookingSettings, orderSettings, paybillNumber, paymentDeps, smsSender } from '@/lib/server/services/deps';
import { ServiceError } from '@/lib/server/services/errors';
import { transitionOrder } from '@/lib/server/services/order-lifecycle';
import { hasLiveAttempt } from '@/lib/server/services/orders';
import { startStkPayment, type StkStarted } from '@/lib/server/services/payments/push';
import {
  bookingOffer,
  bookingRefusal,
  ensureCaller,
  ownOrder,
  placeUssdOrder,
  requestCallback,
  screenStillDue,
  sessionStart,
} from '@/lib/server/services/ussd';
import { ussdContext } from '@/lib/server/services/ussd-context';
import { orderContents } from '@/lib/server/services/order-contents';
import { payOrderFromWallet, startTopup, walletBalanceCents } from '@/lib/server/services/wallet';
import { drainSmsOutbox, queueOrderSms } from '@/lib/server/sms/outbox';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ secret: string }> };

/** Both languages: a step that cannot be read has no language yet. */
const UNREADABLE = `END ${USSD_WORDS.en.sorry}\n${USSD_WORDS.sw.sorry}`;

/**
 * Answers of a session longer than this are not a farmer choosing from menus (the longest answer a
 * screen asks for is a 100-letter landmark): the session ends, kindly, in its language (issue 28).
 */
const MAX_SESSION_TEXT = 2_000;

/**
 * How long a step waits for Daraja's answer to a push before it tells the caller the prompt is on its
 * way without knowing: the network closes a USSD screen that waits much longer, and a gateway that
 * hears nothing sends the step again.
 */
const PROMPT_WAIT_MS = 4_000;

const screen = (reply: string) => new Response(reply, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * POST /api/ussd/{AT_CALLBACK_SECRET}: one step of a USSD session from Africa's Talking (issue 18).
 * Answers `CON …` or `END …` as text, always 200: a malformed step or a failure inside gets an END
 * with a plain apology, never a 500 (the phone would show the network's own error).
 */
export async function POST(request: Request, { params }: Params): Promise<Response> {
  const db = getDb();
  const callback = await atCallbackForm(db, request, (await params).secret, env().atCallbackSecret);
  if ('refused' in callback) return callback.refused;
  const step = ussdStepSchema.safeParse(callback.form);
  if (!step.success) return screen(UNREADABLE);
  const { sessionId, phoneNumber: phone, text } = step.data;
  let result: UssdResult | null = null;
  try {
    const start = await sessionStart(db, sessionId, phone);
    if (text.length > MAX_SESSION_TEXT) {
      const words = start.language ? [USSD_WORDS[start.language].tooLong] : [USSD_WORDS.en.tooLong, USSD_WORDS.sw.tooLong];
      return screen(fitScreen('END', words));
    }
    const booking = { today: nairobiToday(appClock().now()), depositPercent: bookingSettings().depositPercent };
    let ctx = await ussdContext(db, phone, start, nurseryContact().phoneDisplay, booking);
    result = ussdMenu(ctx, text);
    // A booking refused earlier in the session (issue 30): the menu replays the date the server offers now.
    for (let round = 0; round < 5 && result.bookingChecks; round++) {
      const offers: Record<string, BookingOffer> = { ...ctx.booking?.offers };
      for (const check of result.bookingChecks) offers[bookingKey(check)] ??= await bookingOffer(db, check, orderSettings());
      ctx = withOffers(ctx, offers);
      result = ussdMenu(ctx, text);
    }
    return screen(await carryOut(result, phone, ctx, text, sessionId));
  } catch (error) {
    console.error('[ussd] a step failed', error);
    return screen(`END ${USSD_WORDS[result?.locale ?? 'en'].sorry}`);
  }
}

const withOffers = (ctx: UssdContext, offers: Record<string, BookingOffer>): UssdContext => ({
  ...ctx,
  booking: ctx.booking ? { ...ctx.booking, offers } : ctx.booking,
});

/** Does what the last answer asked, and says so: the menu's reply, or what actually happened. */
async function carryOut(result: UssdResult, phone: string, ctx: UssdContext, text: string, sessionId: string): Promise<string> {
  const { effect } = result;
  const words = USSD_WORDS[result.locale];
  const end = (text: string) => fitScreen('END', [text]);
  if (!effect) return result.reply;
  const db = getDb();
  if (effect.kind === 'language' || effect.kind === 'sms' || effect.kind === 'careTips') {
    const change = effect.kind === 'language' ? { locale: effect.locale } : effect.kind === 'sms' ? { smsUpdates: effect.on } : { careTips: effect.on };
    await ensureCaller(db, phone, change);
    return result.reply;
  }
  if (effect.kind === 'callback') {
    await requestCallback(db, phone, result.locale);
    return result.reply;
  }
  if (effect.kind === 'topup') return end(await topUp(phone, effect.amountKes, words, `ussd-topup:${phone}:${sessionId}:${text}`));
  if (effect.kind === 'order') {
    try {
      const order = await placeUssdOrder(db, phone, effect, orderSettings());
      if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return end(words.alreadyPaid(order.reference));
      // The same booking step again once its deposit is paid: the balance is paid from My orders, never by this screen.
      if (order.paymentStatus === 'partly_paid') return end(words.bookingConfirmed(order.reference));
      // Its first payment only: a step repeated at once finds the deposit paid and must not pay the balance.
      if (effect.pay === 'wallet') return await payFromWallet(order, { dueCents: effect.dueCents ?? order.dueCents, part: 'first' }, result.locale);
      return end(await promptFor(order, phone, words, shownPart('first', order)));
    } catch (error) {
      // A planting date the server cannot meet (issue 30): the menu offers the date it can.
      const refused = effect.booking ? bookingRefusal(error) : null;
      if (refused) {
        const key = bookingKey({ productId: effect.productId, quantity: effect.quantity, plantingDate: effect.booking!.plantingDate });
        return ussdMenu(withOffers(ctx, { ...ctx.booking?.offers, [key]: refused }), text).reply;
      }
      // Too many seedlings booked and unpaid on this account (issue 35): said plainly, as the web says it.
      if (error instanceof ServiceError && error.code === 'booking_unpaid_cap') {
        const { cap, unpaid } = error.params as { cap: number; unpaid: number };
        return end(words.unpaidCap(unpaid.toLocaleString('en-KE'), cap.toLocaleString('en-KE')));
      }
      if (error instanceof ServiceError) return end(`${words.orderFailed}.`);
      throw error;
    }
  }
  const order = await ownOrder(db, phone, effect.orderId);
  if (!order) return end(words.sorry);
  if (effect.kind === 'pay' || effect.kind === 'walletPay') {
    // The part the screen showed is paid already: a booking's deposit, with its balance still owed (issue 30).
    // (Nothing owed at all is said by the payment's own refusal: paid, or cancelled.)
    if (order.dueCents !== 0 && (order.dueCents !== effect.totalCents || (effect.part && order.part !== effect.part)))
      return end(words.bookingConfirmed(order.reference));
  }
  if (effect.kind === 'pay')
    return end(await promptFor(order, phone, words, shownPart(effect.part, { dueCents: effect.totalCents, totalCents: order.totalCents })));
  if (effect.kind === 'walletPay') return payFromWallet(order, { dueCents: effect.totalCents, part: effect.part ?? order.part ?? 'first' }, result.locale);
  try {
    await transitionOrder(db, { orderId: order.id, to: 'cancelled', actor: { uid: order.uid, staff: false } });
  } catch (error) {
    if (error instanceof ServiceError && error.code === 'cancel_while_prompt_open') return end(words.cancelWhilePrompt);
    if (error instanceof ServiceError) return end(words.nothingToPay);
    throw error;
  }
  await afterResponse(() => drainSmsOutbox(db, smsSender(), appClock()).then(() => undefined));
  return result.reply;
}

/**
 * Pays an order from the caller's wallet (issue 28) with the wallet's own rules: the order and the
 * person locked, one ledger entry per order (a second step at once finds it paid), never below zero.
 * The END says what is left and where to collect the order or when it comes.
 */
async function payFromWallet(
  order: { id: string; uid: string; reference: string },
  shown: { dueCents: number; part: PayPart },
  locale: Locale,
): Promise<string> {
  const db = getDb();
  const words = USSD_WORDS[locale];
  const { dueCents } = shown;
  try {
    await payOrderFromWallet(db, order.uid, order.id, appClock(), screenStillDue(shown));
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    if (error.code === 'order_already_paid') return fitScreen('END', [words.alreadyPaid(order.reference)]);
    if (error.code === 'order_cancelled') return fitScreen('END', [words.orderCancelled(order.reference)]);
    if (error.code === 'insufficient_funds') {
      const balance = (await walletBalanceCents(db, order.uid)) ?? 0;
      return fitScreen('END', [words.walletShort(shortKes(balance), shortKes(dueCents))]);
    }
    return fitScreen('END', [`${words.orderFailed}.`]);
  }
  await afterResponse(() => drainSmsOutbox(db, smsSender(), appClock()).then(() => undefined));
  const left = shortKes((await walletBalanceCents(db, order.uid)) ?? 0);
  const where = orderWhere((await orderContents(db, [order.id])).get(order.id)?.place ?? null, words, locale);
  // A booking's deposit (issue 30) says so: the balance is still to come.
  const [now] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
  const paid = now?.status === 'booked' ? words.depositFromWallet(order.reference, shortKes(dueCents), left) : words.paidFromWallet(order.reference, left);
  return fitScreen('END', fitsWhole('END', [paid, ...where]) ? [paid, ...where] : [paid]);
}

/**
 * A top-up by M-Pesa from USSD (issue 28), through the wallet's own rules (limits, cap, one lock).
 * One prompt per step (issue 35): the session's step, sent again by the gateway or the farmer, even
 * after the first prompt was paid, answers as the first did.
 */
async function topUp(phone: string, amountKes: number, words: UssdWords, intentKey: string): Promise<string> {
  const db = getDb();
  const uid = await ensureCaller(db, phone);
  const push = pushOutcome(startTopup(paymentDeps(), uid, phone, amountKes, { key: intentKey }));
  const outcome = await withinPromptWait(push);
  await afterResponse(async () => {
    await push.catch(() => undefined);
  });
  const amount = shortKes(amountKes * 100);
  if ('waiting' in outcome) return words.topUpComing(amount);
  if ('refused' in outcome) {
    const { code } = outcome.refused;
    if (code === 'prompt_open_for_phone') return words.topUpPromptOpen;
    if (code === 'wallet_cap' || code === 'wallet_full') return words.walletFull(shortKes(MAX_WALLET_BALANCE_KES * 100));
    return words.topUpNotSent;
  }
  return outcome.started.sent ? words.topUpComing(amount) : words.topUpNotSent;
}

type PushOutcome = { started: StkStarted } | { refused: ServiceError } | { waiting: true };

/** An M-Pesa push as an outcome: started, or refused by a rule (anything else still throws). */
function pushOutcome(push: Promise<StkStarted>): Promise<PushOutcome> {
  return push.then(
    (started) => ({ started }),
    (error: unknown) => {
      if (error instanceof ServiceError) return { refused: error };
      throw error;
    },
  );
}

/** The push's outcome if it comes within PROMPT_WAIT_MS, else "waiting": a USSD screen cannot wait long. */
async function withinPromptWait(push: Promise<PushOutcome>): Promise<PushOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<PushOutcome>((resolve) => (timer = setTimeout(() => resolve({ waiting: true }), PROMPT_WAIT_MS)));
  return Promise.race([push, waited]).finally(() => clearTimeout(timer));
}

/**
 * The part of an order a screen showed, as a prompt records it (issue 35): a booking's balance, else
 * its first payment, which is the deposit when the screen's amount is less than the whole.
 */
const shownPart = (part: PayPart | null | undefined, shown: { dueCents: number; totalCents: number }): PaymentPart =>
  part === 'balance' ? 'balance' : shown.dueCents < shown.totalCents ? 'deposit' : 'full';

/**
 * Sends the M-Pesa prompt for an order and says what happened (issue 25): a prompt that is coming,
 * one already open for this order (a repeated step: no second prompt), another open on the phone, or
 * none sent (then the failure SMS with the Paybill goes too). Never "coming" when none was sent.
 */
async function promptFor(
  order: { id: string; uid: string; reference: string; dueCents: number },
  phone: string,
  words: UssdWords,
  part: PaymentPart,
): Promise<string> {
  const db = getDb();
  // What the prompt asks for: the total, or a booking's deposit or balance (the server charges amountDueCents).
  const amount = shortKes(order.dueCents);
  if (await hasLiveAttempt(db, order.id)) return words.promptComing(amount);
  // The part the screen showed: a step sent again after it was paid never prompts for the next one.
  const push = pushOutcome(startStkPayment(paymentDeps(), { uid: order.uid, purpose: 'order', orderId: order.id, phone, part }));
  const outcome = await withinPromptWait(push);
  // The order's SMS go once the screen has: the push may still be on its way.
  await afterResponse(async () => {
    const last = await push.catch((): PushOutcome => ({ waiting: true }));
    if ('started' in last && !last.started.sent && last.started.refused) {
      await queueOrderSms(db, order.id, 'paymentFailed', { key: last.started.attempt.id, failure: 'not_sent' });
    }
    await drainSmsOutbox(db, smsSender(), appClock());
  });
  if ('waiting' in outcome) return words.promptSlow(order.reference, amount);
  if ('refused' in outcome) {
    const { code } = outcome.refused;
    if (code === 'prompt_open_for_order') return words.promptComing(amount);
    if (code === 'prompt_open_for_phone') return words.promptOpenOnPhone(order.reference);
    if (code === 'order_already_paid') return words.alreadyPaid(order.reference);
    if (code === 'order_cancelled') return words.orderCancelled(order.reference);
    return words.promptNotSent(order.reference, paybillNumber());
  }
  if (outcome.started.sent) return words.promptComing(amount);
  return outcome.started.refused ? words.promptNotSent(order.reference, paybillNumber()) : words.promptSlow(order.reference, amount);
}
