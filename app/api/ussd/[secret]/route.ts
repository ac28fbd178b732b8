import { USSD_WORDS, type UssdWords } from '@/lib/ussd/words';
import { fitScreen, shortKes, ussdMenu, type UssdResult } from '@/lib/ussd/menu';
import { ussdStepSchema } from '@/lib/schemas/ussd';
import { getDb } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';
import { afterResponse } from '@/lib/server/http/after-response';
import { atCallbackForm } from '@/lib/server/http/callback-request';
import { nurseryContact } from '@/lib/server/nursery';
import { appClock, orderSettings, paybillNumber, paymentDeps, smsSender } from '@/lib/server/services/deps';
import { ServiceError } from '@/lib/server/services/errors';
import { transitionOrder } from '@/lib/server/services/order-lifecycle';
import { hasLiveAttempt } from '@/lib/server/services/orders';
import { startStkPayment, type StkStarted } from '@/lib/server/services/payments/push';
import { ensureCaller, ownOrder, placeUssdOrder, sessionStart, ussdContext } from '@/lib/server/services/ussd';
import { drainSmsOutbox, queueOrderSms } from '@/lib/server/sms/outbox';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ secret: string }> };

/** Both languages: a step that cannot be read has no language yet. */
const UNREADABLE = `END ${USSD_WORDS.en.sorry}\n${USSD_WORDS.sw.sorry}`;

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
    result = ussdMenu(await ussdContext(db, phone, start, nurseryContact().phoneDisplay), text);
    return screen(await carryOut(result, phone));
  } catch (error) {
    console.error('[ussd] a step failed', error);
    return screen(`END ${USSD_WORDS[result?.locale ?? 'en'].sorry}`);
  }
}

/** Does what the last answer asked, and says so: the menu's reply, or what actually happened. */
async function carryOut(result: UssdResult, phone: string): Promise<string> {
  const { effect } = result;
  const words = USSD_WORDS[result.locale];
  const end = (text: string) => fitScreen('END', [text]);
  if (!effect) return result.reply;
  const db = getDb();
  if (effect.kind === 'language' || effect.kind === 'sms') {
    await ensureCaller(db, phone, effect.kind === 'language' ? { locale: effect.locale } : { smsUpdates: effect.on });
    return result.reply;
  }
  if (effect.kind === 'order') {
    try {
      const order = await placeUssdOrder(db, phone, effect, orderSettings());
      if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return end(words.alreadyPaid(order.reference));
      return end(await promptFor(order, phone, words));
    } catch (error) {
      if (error instanceof ServiceError) return end(`${words.orderFailed}.`);
      throw error;
    }
  }
  const order = await ownOrder(db, phone, effect.orderId);
  if (!order) return end(words.sorry);
  if (effect.kind === 'pay') return end(await promptFor(order, phone, words));
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

type PushOutcome = { started: StkStarted } | { refused: ServiceError } | { waiting: true };

/**
 * Sends the M-Pesa prompt for an order and says what happened (issue 25): a prompt that is coming,
 * one already open for this order (a repeated step: no second prompt), another open on the phone, or
 * none sent (then the failure SMS with the Paybill goes too). Never "coming" when none was sent.
 */
async function promptFor(order: { id: string; uid: string; reference: string; totalCents: number }, phone: string, words: UssdWords): Promise<string> {
  const db = getDb();
  const amount = shortKes(order.totalCents);
  if (await hasLiveAttempt(db, order.id)) return words.promptComing(amount);
  const push: Promise<PushOutcome> = startStkPayment(paymentDeps(), { uid: order.uid, purpose: 'order', orderId: order.id, phone }).then(
    (started) => ({ started }),
    (error: unknown) => {
      if (error instanceof ServiceError) return { refused: error };
      throw error;
    },
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<PushOutcome>((resolve) => (timer = setTimeout(() => resolve({ waiting: true }), PROMPT_WAIT_MS)));
  const outcome = await Promise.race([push, waited]).finally(() => clearTimeout(timer));
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
