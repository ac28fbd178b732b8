/**
 * One step of a USSD session, from the session's answers to the screen the phone shows: the menu
 * replayed over what the caller may see (lib/ussd/menu.ts), and what its last answer asks done,
 * carried out here (an order placed and paid, a top-up prompted, a language or SMS choice saved, a
 * call back listed) and said as it actually happened. The route only translates Africa's Talking's
 * request into this call and the screen back.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { PaymentPart } from '@/lib/booking';
import { nairobiToday } from '@/lib/growing';
import type { Locale } from '@/lib/i18n/locales';
import {
  bookingKey,
  fitScreen,
  fitsWhole,
  orderWhere,
  shortKes,
  ussdMenu,
  type BookingOffer,
  type PayPart,
  type UssdContext,
  type UssdResult,
} from '@/lib/ussd/menu';
import { USSD_WORDS, type UssdWords } from '@/lib/ussd/words';
import { MAX_WALLET_BALANCE_KES } from '@/lib/wallet-rules';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { afterResponse } from '../http/after-response';
import { nurseryContact } from '../nursery';
import { drainSmsOutbox, queueOrderSms } from '../sms/outbox';
import { appClock, bookingSettings, orderSettings, paymentDeps, smsSender } from './deps';
import { paybillNumber } from '../env';
import { ServiceError } from './errors';
import { orderContents } from './order-contents';
import { transitionOrder } from './order-lifecycle';
import { hasLiveAttempt } from './orders';
import { startStkPayment, type StkStarted } from './payments/push';
import { bookingOffer, bookingRefusal, ensureCaller, ownOrder, placeUssdOrder, requestCallback, screenStillDue, sessionStart } from './ussd';
import { ussdContext } from './ussd-context';
import { payOrderFromWallet, startTopup, walletBalanceCents } from './wallet';

/**
 * Answers of a session longer than this are not a farmer choosing from menus (the longest answer a
 * screen asks for is a 100-letter landmark): the session ends, kindly, in its language.
 */
const MAX_SESSION_TEXT = 2_000;

/**
 * How long a step waits for Daraja's answer to a push before it tells the caller the prompt is on its
 * way without knowing: the network closes a USSD screen that waits much longer, and a gateway that
 * hears nothing sends the step again.
 */
const PROMPT_WAIT_MS = 4_000;

/**
 * The screen (`CON …` or `END …`) for one step of a session: `text` is every answer so far joined by
 * `*`. Never throws: a failure inside is logged and answered with an END apology in the session's
 * language, because the phone would otherwise show the network's own error.
 */
export async function answerUssdStep(db: Db, step: { sessionId: string; phone: string; text: string }): Promise<string> {
  const { sessionId, phone, text } = step;
  let result: UssdResult | null = null;
  try {
    const start = await sessionStart(db, sessionId, phone);
    if (text.length > MAX_SESSION_TEXT) {
      const words = start.language ? [USSD_WORDS[start.language].tooLong] : [USSD_WORDS.en.tooLong, USSD_WORDS.sw.tooLong];
      return fitScreen('END', words);
    }
    const booking = { today: nairobiToday(appClock().now()), depositPercent: bookingSettings().depositPercent };
    let ctx = await ussdContext(db, phone, start, nurseryContact().phoneDisplay, booking);
    result = ussdMenu(ctx, text);
    // A booking refused earlier in the session: the menu replays the date the server offers now.
    for (let round = 0; round < 5 && result.bookingChecks; round++) {
      const offers: Record<string, BookingOffer> = { ...ctx.booking?.offers };
      for (const check of result.bookingChecks) offers[bookingKey(check)] ??= await bookingOffer(db, check, orderSettings());
      ctx = withOffers(ctx, offers);
      result = ussdMenu(ctx, text);
    }
    return await carryOut(db, result, phone, ctx, text, sessionId);
  } catch (error) {
    console.error('[ussd] a step failed', error);
    return `END ${USSD_WORDS[result?.locale ?? 'en'].sorry}`;
  }
}

const withOffers = (ctx: UssdContext, offers: Record<string, BookingOffer>): UssdContext => ({
  ...ctx,
  booking: ctx.booking ? { ...ctx.booking, offers } : ctx.booking,
});

/** Does what the last answer asked, and says so: the menu's reply, or what actually happened. */
async function carryOut(db: Db, result: UssdResult, phone: string, ctx: UssdContext, text: string, sessionId: string): Promise<string> {
  const { effect } = result;
  const words = USSD_WORDS[result.locale];
  const end = (text: string) => fitScreen('END', [text]);
  if (!effect) return result.reply;
  if (effect.kind === 'language' || effect.kind === 'sms' || effect.kind === 'careTips') {
    const change = effect.kind === 'language' ? { locale: effect.locale } : effect.kind === 'sms' ? { smsUpdates: effect.on } : { careTips: effect.on };
    await ensureCaller(db, phone, change);
    return result.reply;
  }
  if (effect.kind === 'callback') {
    await requestCallback(db, phone, result.locale);
    return result.reply;
  }
  if (effect.kind === 'topup') return end(await ussdTopUp(db, phone, effect.amountKes, words, `ussd-topup:${phone}:${sessionId}:${text}`));
  if (effect.kind === 'order') {
    try {
      const order = await placeUssdOrder(db, phone, effect, orderSettings());
      if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return end(words.alreadyPaid(order.reference));
      // The same booking step again once its deposit is paid: the balance is paid from My orders, never by this screen.
      if (order.paymentStatus === 'partly_paid') return end(words.bookingConfirmed(order.reference));
      // Its first payment only: a step repeated at once finds the deposit paid and must not pay the balance.
      if (effect.pay === 'wallet') return await walletPayment(db, order, { dueCents: effect.dueCents ?? order.dueCents, part: 'first' }, result.locale);
      return end(await promptForOrder(db, order, phone, words, shownPart('first', order)));
    } catch (error) {
      // A planting date the server cannot meet: the menu offers the date it can.
      const refused = effect.booking ? bookingRefusal(error) : null;
      if (refused) {
        const key = bookingKey({ productId: effect.productId, quantity: effect.quantity, plantingDate: effect.booking!.plantingDate });
        return ussdMenu(withOffers(ctx, { ...ctx.booking?.offers, [key]: refused }), text).reply;
      }
      // Too many seedlings booked and unpaid on this account: said plainly, as the web says it.
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
    // The part the screen showed is paid already: a booking's deposit, with its balance still owed.
    // (Nothing owed at all is said by the payment's own refusal: paid, or cancelled.)
    if (order.dueCents !== 0 && (order.dueCents !== effect.totalCents || (effect.part && order.part !== effect.part)))
      return end(words.bookingConfirmed(order.reference));
  }
  if (effect.kind === 'pay')
    return end(await promptForOrder(db, order, phone, words, shownPart(effect.part, { dueCents: effect.totalCents, totalCents: order.totalCents })));
  if (effect.kind === 'walletPay') return walletPayment(db, order, { dueCents: effect.totalCents, part: effect.part ?? order.part ?? 'first' }, result.locale);
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
 * Pays an order from the caller's wallet with the wallet's own rules: the order and the person locked,
 * one ledger entry per order (a second step at once finds it paid), never below zero. The END says
 * what is left and where to collect the order or when it comes.
 */
async function walletPayment(
  db: Db,
  order: { id: string; uid: string; reference: string },
  shown: { dueCents: number; part: PayPart },
  locale: Locale,
): Promise<string> {
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
  // A booking's deposit says so: the balance is still to come.
  const [now] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
  const paid = now?.status === 'booked' ? words.depositFromWallet(order.reference, shortKes(dueCents), left) : words.paidFromWallet(order.reference, left);
  return fitScreen('END', fitsWhole('END', [paid, ...where]) ? [paid, ...where] : [paid]);
}

/**
 * A top-up by M-Pesa from USSD, through the wallet's own rules (limits, cap, one lock). One prompt per
 * step: the session's step, sent again by the gateway or the farmer, even after the first prompt was
 * paid, answers as the first did.
 */
async function ussdTopUp(db: Db, phone: string, amountKes: number, words: UssdWords, intentKey: string): Promise<string> {
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
 * The part of an order a screen showed, as a prompt records it: a booking's balance, else its first
 * payment, which is the deposit when the screen's amount is less than the whole.
 */
const shownPart = (part: PayPart | null | undefined, shown: { dueCents: number; totalCents: number }): PaymentPart =>
  part === 'balance' ? 'balance' : shown.dueCents < shown.totalCents ? 'deposit' : 'full';

/**
 * Sends the M-Pesa prompt for an order and says what happened: a prompt that is coming, one already
 * open for this order (a repeated step: no second prompt), another open on the phone, or none sent
 * (then the failure SMS with the Paybill goes too). Never "coming" when none was sent.
 */
async function promptForOrder(
  db: Db,
  order: { id: string; uid: string; reference: string; dueCents: number },
  phone: string,
  words: UssdWords,
  part: PaymentPart,
): Promise<string> {
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
